// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  categoryOfPath,
  changeListing,
  DEFAULT_LISTING,
  hasFilters,
  keywordChange,
  listingFields,
  listingSearch,
  readListing,
  SORT_CHOICES,
  sortChoiceChange,
  type ListingState,
} from './listing-params';
import { MAX_PAGE } from '../../lib/page-param';

const read = (query: string) => readListing(new URLSearchParams(query));

const FILTERED: ListingState = { keyword: 'boat', segment: 'B2B', sort: 'Low', category: { level: 2, id: '17' }, page: 3, view: 'list' };

describe('readListing', () => {
  it('reads every listing parameter', () => {
    expect(read('keyword=boat&segment=B2B&sort=Low&catVal=2&subcatID=17&page=3&view=list')).toEqual(FILTERED);
  });

  it('is the defaults for an empty query string', () => {
    expect(read('')).toEqual(DEFAULT_LISTING);
  });

  it.each([
    ['page=-3', {}],
    ['page=0', {}],
    ['page=2.5', {}],
    ['page=abc', {}],
    ['sort=<script>alert(1)</script>', {}],
    ['sort=DiscountedStatus', {}],
    ['segment=XYZ', {}],
    ['segment=F2C', {}],
    ['catVal=9&subcatID=4', {}],
    ['catVal=2', {}],
    ['subcatID=17', {}],
    ['catVal=2&subcatID=0', {}],
    ['catVal=2&subcatID=99999999999', {}],
    ['catVal=2&subcatID=1;drop', {}],
    ['view=table', {}],
  ])('falls back to the default for %s', (query) => {
    expect(read(query)).toEqual(DEFAULT_LISTING);
  });

  it('accepts codes in any case and trims them', () => {
    expect(read('segment=%20b2c%20&sort=high&view=LIST')).toMatchObject({ segment: 'B2C', sort: 'High', view: 'list' });
  });

  it('cleans the keyword: trimmed, spaces collapsed, at most 200 characters', () => {
    expect(read('keyword=%20%20red%20%20%20boat%20').keyword).toBe('red boat');
    expect(read(`keyword=${'a'.repeat(300)}`).keyword).toHaveLength(200);
  });

  it('keeps a page within what the API accepts', () => {
    expect(read('page=999999999').page).toBe(MAX_PAGE);
  });
});

describe('listingSearch', () => {
  it('writes only what differs from the defaults, in ListingParams names', () => {
    expect(listingSearch(DEFAULT_LISTING).toString()).toBe('');
    expect(listingSearch(FILTERED).toString()).toBe('keyword=boat&segment=B2B&sort=Low&catVal=2&subcatID=17&page=3&view=list');
  });

  it('keeps the parameters that are not the listing’s, and adds the extra ones', () => {
    const base = new URLSearchParams('condition=city&page=4&foo=bar');
    expect(listingSearch({ ...DEFAULT_LISTING, page: 2 }, base, { code: 'IN' }).toString()).toBe('condition=city&foo=bar&code=IN&page=2');
  });

  it('reads back what it wrote', () => {
    expect(readListing(listingSearch(FILTERED))).toEqual(FILTERED);
  });
});

describe('changeListing (§4)', () => {
  it.each([
    ['sort', { type: 'sort', sort: 'High' }],
    ['segment', { type: 'segment', segment: 'C2C' }],
    ['keyword', { type: 'keyword', keyword: 'tractor' }],
    ['category', { type: 'category', category: { level: 1, id: '3' } }],
  ] as const)('a new %s returns to page 1 and keeps the other filters', (_, change) => {
    const next = changeListing(FILTERED, change);
    expect(next.page).toBe(1);
    expect(next.view).toBe('list');
    expect(listingFields(next).offset).toBe(0);
  });

  it('a page change keeps every filter', () => {
    expect(changeListing(FILTERED, { type: 'page', page: 7 })).toEqual({ ...FILTERED, page: 7 });
    expect(changeListing(FILTERED, { type: 'page', page: -2 }).page).toBe(1);
  });

  it('the view keeps the page and the filters', () => {
    expect(changeListing(FILTERED, { type: 'view', view: 'grid' })).toEqual({ ...FILTERED, view: 'grid' });
  });

  it('Reset clears keyword, sort, segment, category and page, and keeps the view', () => {
    expect(changeListing(FILTERED, { type: 'reset' })).toEqual({ ...DEFAULT_LISTING, view: 'list' });
  });

  it('cleans a searched keyword', () => {
    expect(changeListing(DEFAULT_LISTING, { type: 'keyword', keyword: '  big   boat ' }).keyword).toBe('big boat');
  });
});

describe('the sort select (§9)', () => {
  it('offers every option in the spec’s order', () => {
    expect(SORT_CHOICES.map((choice) => choice.value)).toEqual(['', 'Low', 'High', 'A', 'Z', 'View', 'Bestsellers', 'reset']);
  });

  it('Reset clears the filters; the others sort', () => {
    expect(sortChoiceChange('reset')).toEqual({ type: 'reset' });
    expect(sortChoiceChange('Z')).toEqual({ type: 'sort', sort: 'Z' });
    expect(sortChoiceChange('')).toEqual({ type: 'sort', sort: '' });
  });
});

describe('keywordChange (§5)', () => {
  it('does nothing on an empty keyword where the page ignores it', () => {
    expect(keywordChange('   ', 'ignore')).toBeNull();
  });

  it('sends an empty keyword where the page sends it, clearing the one before', () => {
    expect(keywordChange('  ', 'send')).toEqual({ type: 'keyword', keyword: '' });
  });

  it('searches a keyword on every page', () => {
    expect(keywordChange(' lamp ', 'ignore')).toEqual({ type: 'keyword', keyword: 'lamp' });
  });
});

describe('categoryOfPath', () => {
  it('is the deepest level of the path and its id', () => {
    expect(categoryOfPath({ category: 4 })).toEqual({ level: 1, id: '4' });
    expect(categoryOfPath({ category: 4, subcategoryone: 40 })).toEqual({ level: 2, id: '40' });
    expect(categoryOfPath({ category: 4, subcategoryone: 40, subcategorytwo: 400 })).toEqual({ level: 3, id: '400' });
    expect(categoryOfPath({ category: 4, subcategoryone: 40, subcategorytwo: 400, subcategorythree: '4000' })).toEqual({ level: 4, id: '4000' });
  });
});

describe('listingFields', () => {
  it('are the §7 listing fields, offset 12 × (page − 1)', () => {
    expect(listingFields(FILTERED)).toEqual({ sort_by: 'Low', search_data: 'boat', market_segment: 'B2B', offset: 24, catVal: 2, subcatID: '17' });
  });

  it('send the page’s default order when no sort is chosen, and empty fields for no filter', () => {
    expect(listingFields(DEFAULT_LISTING, 'DiscountedStatus')).toEqual({ sort_by: 'DiscountedStatus', search_data: '', market_segment: '', offset: 0, catVal: '', subcatID: '' });
    expect(listingFields({ ...DEFAULT_LISTING, sort: 'A' }, 'DiscountedStatus').sort_by).toBe('A');
  });
});

describe('hasFilters', () => {
  it('is whether Reset has something to clear', () => {
    expect(hasFilters(DEFAULT_LISTING)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LISTING, page: 4, view: 'list' })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LISTING, segment: 'G2G' })).toBe(true);
  });
});
