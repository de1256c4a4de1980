import { describe, expect, it } from 'vitest';
import { categoryScopeOf } from './category-scope';

describe('the listing a category dialog counts', () => {
  it('is the listing’s request without its category, page and order', () => {
    expect(
      categoryScopeOf({ sort_by: 'Low', offset: 24, catVal: 2, subcatID: 41, search_data: 'oak', market_segment: 'B2C', discounted_product: 1, available_country: 'IN' }),
    ).toEqual({ search_data: 'oak', market_segment: 'B2C', discounted_product: '1', available_country: 'IN' });
  });

  it('keeps the place of a place listing and drops what is empty', () => {
    expect(categoryScopeOf({ cityname: 'Mumbai', name: 'Mumbai', code: 'IN', search_data: '', market_segment: '', offset: 0 })).toEqual({ cityname: 'Mumbai', name: 'Mumbai', code: 'IN' });
  });
});
