import { describe, expect, it } from 'vitest';
import { MARKET_SEGMENTS } from '@gbx/shared';
import {
  chooseCategory,
  deepestCategory,
  EMPTY_SEARCH,
  hasSearchRun,
  readSearchRun,
  searchFromRouterState,
  searchRequest,
  searchRunParams,
  type SearchRun,
} from './search-state';

const run = (search: Partial<typeof EMPTY_SEARCH>, extra: Partial<SearchRun> = {}): SearchRun => ({ search: { ...EMPTY_SEARCH, ...search }, quick: '', sort: '', page: 1, ...extra });

describe('the advanced search in the address', () => {
  it('comes back the same after a round trip through the query string', () => {
    const full = run(
      {
        keyword: 'red shoes',
        city: 'Mumbai, Mahārāshtra, India',
        vendor: 'Acme',
        productid: 'GBX00000042',
        proximity: 'postal',
        postalcode: '75001',
        radiuswithin: '50',
        radiusUnit: 'miles',
        category: '3',
        subcategoryone: '31',
        // In the form's order, which the address keeps.
        marketsegments: MARKET_SEGMENTS.filter((segment) => segment === 'B2B' || segment === 'C2C'),
        options: ['newproduct', 'volumediscount'],
        age: '18',
        delivery: ['pickupavailable'],
        productscountry: 'FR',
        pricingmin: '10',
        pricingmax: '250.50',
        productrating: '4',
        vendorrating: '2',
        datepostedafter: '2026-01-01',
        datepostedbefore: '2026-11-01',
      },
      { quick: 'bestselling', sort: 'High', page: 3 },
    );
    expect(readSearchRun(searchRunParams(full))).toEqual(full);
  });

  it('writes only what differs from the empty form, and always the page', () => {
    expect(searchRunParams(run({})).toString()).toBe('page=1');
    expect(searchRunParams(run({ keyword: '  boat ', radiusUnit: 'miles' })).toString()).toBe('keyword=boat&page=1');
    // The postal code belongs to a postal proximity only.
    expect(searchRunParams(run({ postalcode: '75001', radiuswithin: '5' })).get('postalcode')).toBeNull();
  });

  it('reads what the form does not offer as no choice, never an error', () => {
    const read = readSearchRun(new URLSearchParams('marketsegments=XYZ,b2b&age=99&productrating=7&category=abc&subcategoryone=5&quick=cheapest&page=-3&productscountry=France&proximity=moon&radiusUnit=ly'));
    expect(read).toEqual(run({ marketsegments: ['B2B'] }));
  });

  it('keeps a sub-category only below a chosen category', () => {
    expect(readSearchRun(new URLSearchParams('category=2&subcategoryone=21&subcategorythree=9')).search).toMatchObject({ category: '2', subcategoryone: '21', subcategorytwo: '', subcategorythree: '' });
  });

  it('keeps typed texts as they are, within their length, for the rules to judge', () => {
    const read = readSearchRun(new URLSearchParams(`pricingmin=ten&keyword=${'k'.repeat(300)}`));
    expect(read.search.pricingmin).toBe('ten');
    expect(read.search.keyword).toHaveLength(200);
  });

  it('knows a search to run from an empty page: page=, a quick search or any field of the form', () => {
    expect(hasSearchRun(new URLSearchParams(''))).toBe(false);
    expect(hasSearchRun(new URLSearchParams('keyword=x'))).toBe(true);
    expect(hasSearchRun(new URLSearchParams('category=3&subcategoryone=31'))).toBe(true);
    expect(hasSearchRun(new URLSearchParams('productscountry=in'))).toBe(true);
    // What the form does not offer is no search: an old bookmark's age=99, a lone unit, a blank keyword.
    expect(hasSearchRun(new URLSearchParams('age=99&radiusUnit=miles&keyword=%20'))).toBe(false);
    expect(hasSearchRun(new URLSearchParams('page=1'))).toBe(true);
    expect(hasSearchRun(new URLSearchParams('quick=lastdays'))).toBe(true);
  });
});

describe('the sort of the results (§9, the listings\' codes)', () => {
  it('lives in the address as the listings\' sort, before the page', () => {
    expect(searchRunParams(run({ keyword: 'boat' }, { sort: 'Low', page: 2 })).toString()).toBe('keyword=boat&sort=Low&page=2');
    expect(readSearchRun(new URLSearchParams('keyword=boat&sort=low&page=2')).sort).toBe('Low');
  });

  it('reads a sort the select does not offer as none (Reset, DiscountedStatus, a script)', () => {
    for (const bad of ['reset', 'DiscountedStatus', '<script>', '']) expect(readSearchRun(new URLSearchParams({ keyword: 'boat', sort: bad })).sort).toBe('');
  });

  it('is sent as sort_by, with a quick search too', () => {
    expect(searchRequest(run({}, { sort: 'Z' }))).toEqual({ limit: 12, offset: 0, sort_by: 'Z' });
    expect(searchRequest(run({}, { quick: 'bestselling', sort: 'High' }))).toEqual({ limit: 12, offset: 0, bestselling: 1, sort_by: 'High' });
  });

  it('alone is a search: every product, in that order (a link such as /advance-search?sort=Low)', () => {
    expect(hasSearchRun(new URLSearchParams('sort=Low'))).toBe(true);
  });
});

describe('the advanced search request (§3)', () => {
  it('sends 12 a page from offset 12 × (page − 1), and only what is chosen', () => {
    expect(searchRequest(run({}, { page: 3 }))).toEqual({ limit: 12, offset: 24 });
  });

  it('sends a proximity search around the city', () => {
    expect(searchRequest(run({ city: 'Paris', radiuswithin: '50' }))).toEqual({ limit: 12, offset: 0, city: 'Paris', radiuswithin: '50', radiusUnit: 'km', radiuscity: 1 });
  });

  it('sends a postal code proximity with the code as citydata', () => {
    expect(searchRequest(run({ proximity: 'postal', postalcode: ' 75001 ', radiuswithin: '5', radiusUnit: 'miles' }))).toEqual({
      limit: 12,
      offset: 0,
      radiuswithin: '5',
      radiusUnit: 'miles',
      radiuspostalcode: 1,
      citydata: '75001',
    });
  });

  it('sends no proximity without a radius', () => {
    expect(searchRequest(run({ city: 'Paris', proximity: 'postal', postalcode: '75001' }))).toEqual({ limit: 12, offset: 0, city: 'Paris' });
  });

  it('sends categories as ids, flags as 1, lists as lists, and the quick search', () => {
    expect(
      searchRequest(run({ category: '3', subcategoryone: '31', marketsegments: ['B2C'], options: ['usedproduct'], delivery: ['shippingrequired'], productrating: '3', age: '05' }, { quick: 'lasthours' })),
    ).toEqual({ limit: 12, offset: 0, category: 3, subcategoryone: 31, marketsegments: ['B2C'], usedproduct: 1, shippingrequired: 1, productrating: '3', age: '05', lasthours: 1 });
  });
});

describe('the state §2.1 sends to advanced search', () => {
  it('a keyword with the city and its country', () => {
    expect(searchFromRouterState({ keyword: ' lamp ', name: 'keyword', code: 'fr', city: 'Paris' })).toEqual({ ...EMPTY_SEARCH, keyword: 'lamp', city: 'Paris', productscountry: 'FR' });
  });

  it('a category of any level, in the whole marketplace (what its count says; the code is the visitor\'s country, not a filter)', () => {
    expect(searchFromRouterState({ category: 4, subcategoryone: '41', name: 'category', code: 'IN' })).toEqual({ ...EMPTY_SEARCH, category: '4', subcategoryone: '41' });
  });

  it('nothing for anything else', () => {
    for (const state of [null, undefined, 'x', {}, { name: 'keyword', keyword: '  ' }, { name: 'category' }, { name: 'other', keyword: 'x' }]) {
      expect(searchFromRouterState(state)).toBeNull();
    }
  });
});

describe('the cascading categories (§4)', () => {
  it('a new choice clears the levels below it', () => {
    const chosen = { ...EMPTY_SEARCH, category: '1', subcategoryone: '11', subcategorytwo: '111', subcategorythree: '1111' };
    expect(chooseCategory(chosen, 'subcategoryone', '12')).toMatchObject({ category: '1', subcategoryone: '12', subcategorytwo: '', subcategorythree: '' });
    expect(chooseCategory(chosen, 'category', '')).toMatchObject({ category: '', subcategoryone: '', subcategorytwo: '', subcategorythree: '' });
  });

  it('the deepest level chosen is the one that applies', () => {
    expect(deepestCategory(EMPTY_SEARCH)).toBeNull();
    expect(deepestCategory({ ...EMPTY_SEARCH, category: '1', subcategoryone: '11' })).toEqual({ field: 'subcategoryone', level: 2, id: '11' });
  });
});
