import { describe, expect, it } from 'vitest';
import { TOP_CATEGORY_NAMES } from '../src/rules/categories.js';

describe('the top categories (§5)', () => {
  it('are the 14 names of §5, spelled exactly', () => {
    expect(TOP_CATEGORY_NAMES).toEqual([
      'Academia & Education',
      'Accomodation',
      'Art',
      'Automotive',
      'Boats',
      'Commodities',
      'Construction Material',
      'Consumer Products',
      'Farming Equipment',
      'Industrial Products',
      'Leisure',
      'Medical Equipment',
      'Ploughs',
      'Real Estate',
    ]);
  });
});
