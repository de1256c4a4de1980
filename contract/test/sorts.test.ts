import { describe, expect, it } from 'vitest';
import { LISTING_SORTS, readListingSort, readSortCode, SORT_CODES } from '../src/rules/sorts.js';

describe('the sort codes of §9', () => {
  it('are the six a visitor chooses, in the select order, and the deals page’s own', () => {
    expect(LISTING_SORTS).toEqual(['Low', 'High', 'A', 'Z', 'View', 'Bestsellers']);
    expect(SORT_CODES).toEqual([...LISTING_SORTS, 'DiscountedStatus']);
  });

  it('an address names a visitor’s sort in any case; anything else, the deals order included, is none', () => {
    expect(['low', ' HIGH ', 'a', 'z', 'view', 'BESTSELLERS'].map(readListingSort)).toEqual(['Low', 'High', 'A', 'Z', 'View', 'Bestsellers']);
    expect(['', 'Reset', 'DiscountedStatus', 'views'].map(readListingSort)).toEqual(['', '', '', '']);
  });

  it('sort_by takes every code in any case and the other spellings of View and Bestsellers; anything else is the default', () => {
    expect(['low', 'discountedstatus', 'Views', 'bestseller', 'bestselling', 'best'].map(readSortCode)).toEqual(['Low', 'DiscountedStatus', 'View', 'Bestsellers', 'Bestsellers', 'Bestsellers']);
    expect([undefined, '', 'Reset', 'newest'].map(readSortCode)).toEqual(['', '', '', '']);
  });
});
