// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { destinations } from '@gbx/shared';
import {
  NO_FILTERS,
  SORT_CHOICES,
  readVendorParams,
  samePlace,
  vendorListInput,
  vendorPlace,
  vendorResultHref,
  withKeyword,
  withPage,
  withSegment,
  withSortChoice,
} from './vendor-result-params';
import { MAX_PAGE } from '../../lib/page-param';
import { MAX_KEYWORD_LENGTH } from '../../components/keyword-limit';

const read = (query: string) => readVendorParams(new URLSearchParams(query));

describe('the vendor results state in the query string', () => {
  it('reads keyword, segment, sort and page', () => {
    expect(read('keyword=steel&segment=B2B&sort=Z&page=3')).toEqual({ keyword: 'steel', segment: 'B2B', sort: 'Z', page: 3 });
  });

  it('reads no query string as no filter on page 1', () => {
    expect(read('')).toEqual(NO_FILTERS);
  });

  it('accepts the segment and the sort in any case and trimmed', () => {
    expect(read('segment=%20b2c%20&sort=a')).toMatchObject({ segment: 'B2C', sort: 'A' });
  });

  it.each([
    ['segment=F2C', { segment: '' }],
    ['segment=XYZ', { segment: '' }],
    ['sort=Low', { sort: '' }],
    ['sort=reset', { sort: '' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=99999999', { page: MAX_PAGE }],
    ['page=9999999', { page: MAX_PAGE }],
  ])('reads the bad value %s as no filter (or page 1), never an error', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('cleans the keyword: trimmed, spaces collapsed, within the contract length', () => {
    expect(read('keyword=%20%20red%20%20%20tractors%20').keyword).toBe('red tractors');
    expect(read(`keyword=${'a'.repeat(500)}`).keyword).toHaveLength(MAX_KEYWORD_LENGTH);
    expect(read('keyword=%20%20').keyword).toBe('');
  });

  it('writes the place kind and code, as every link to the place does, then only what differs from no filter', () => {
    const place = { name: 'Mumbai', kind: 'city' as const, code: 'IN' };
    expect(vendorResultHref(place, NO_FILTERS)).toBe('/vendor-result/Mumbai?condition=city&code=IN');
    expect(vendorResultHref({ name: 'United States' }, NO_FILTERS)).toBe('/vendor-result/United%20States');
    expect(vendorResultHref(place, { keyword: 'red tractors', segment: 'B2B', sort: 'A', page: 2 })).toBe(
      '/vendor-result/Mumbai?condition=city&code=IN&keyword=red+tractors&segment=B2B&sort=A&page=2',
    );
  });

  it('reads back what it writes', () => {
    const params = { keyword: 'red & blue', segment: 'G2G' as const, sort: 'Z' as const, page: 7 };
    const href = vendorResultHref({ name: 'Île-de-France', kind: 'state', code: 'FR' }, params);
    const url = new URL(href, 'http://x');
    expect(decodeURIComponent(url.pathname)).toBe('/vendor-result/Île-de-France');
    expect(readVendorParams(url.searchParams)).toEqual(params);
    expect(vendorPlace('Île-de-France', url.searchParams)).toEqual({ name: 'Île-de-France', kind: 'state', code: 'FR' });
  });
});

describe('the place of the page', () => {
  it('is what every link to it writes into the address: its kind and country', () => {
    const address = new URL(destinations.vendorsIn({ kind: 'postal', name: '400001', code: 'IN' }).to, 'http://x');
    expect(vendorPlace('400001', address.searchParams)).toEqual({ name: '400001', kind: 'postal', code: 'IN' });
    expect(vendorPlace('Hamburg', new URLSearchParams('condition=state&code=de'))).toEqual({ name: 'Hamburg', kind: 'state', code: 'DE' });
  });

  it('is the name alone in a typed or shortened address, or one with a kind or code that is not one', () => {
    expect(vendorPlace('Hamburg', new URLSearchParams('condition=moon&code=DEU'))).toEqual({ name: 'Hamburg' });
    expect(vendorPlace('Hamburg', new URLSearchParams())).toEqual({ name: 'Hamburg' });
  });
});

describe('the vendor-list-location request (§7)', () => {
  it('sends the place field, name, code and condition, the filters and the offset 12 x (page - 1)', () => {
    expect(vendorListInput({ name: 'Mumbai', kind: 'city', code: 'IN' }, { keyword: 'steel', segment: 'B2B', sort: 'A', page: 3 })).toEqual({
      cityname: 'Mumbai',
      name: 'Mumbai',
      code: 'IN',
      condition: 'city',
      sort_by: 'A',
      search_data: 'steel',
      market_segment: 'B2B',
      offset: 24,
    });
  });

  it('sends the name alone when the kind is not known: the API resolves it', () => {
    expect(vendorListInput({ name: 'India' }, NO_FILTERS)).toEqual({ name: 'India', sort_by: '', search_data: '', market_segment: '', offset: 0 });
  });

  it('tells requests about the same place from requests about another', () => {
    const mumbai = vendorListInput({ name: 'Mumbai', kind: 'city', code: 'IN' }, NO_FILTERS);
    expect(samePlace(mumbai, vendorListInput({ name: 'Mumbai', kind: 'city', code: 'IN' }, { ...NO_FILTERS, page: 2, sort: 'Z' }))).toBe(true);
    expect(samePlace(mumbai, vendorListInput({ name: 'Mahārāshtra', kind: 'state', code: 'IN' }, NO_FILTERS))).toBe(false);
  });
});

describe('the sort options (§9: the vendor page offers only Title A-Z, Title Z-A and Reset)', () => {
  it('are exactly those three, in that order', () => {
    expect(SORT_CHOICES.map((choice) => choice.value)).toEqual(['A', 'Z', 'reset']);
  });

  it('Title A-Z and Z-A keep the other filters and the page (§4: not reset by filters on the vendor page)', () => {
    const params = { keyword: 'steel', segment: 'B2B' as const, sort: '' as const, page: 2 };
    expect(withSortChoice(params, 'A')).toEqual({ ...params, sort: 'A' });
    expect(withSortChoice(params, 'Z')).toEqual({ ...params, sort: 'Z' });
  });

  it('Reset clears the keyword, the sort and the segment (§4) and starts at page 1', () => {
    expect(withSortChoice({ keyword: 'steel', segment: 'B2B', sort: 'Z', page: 4 }, 'reset')).toEqual(NO_FILTERS);
  });
});

describe('the changes a visitor makes', () => {
  const params = { keyword: '', segment: '' as const, sort: 'A' as const, page: 2 };

  it('§5: an empty keyword does nothing', () => {
    expect(withKeyword(params, '')).toBeNull();
    expect(withKeyword(params, '   ')).toBeNull();
  });

  it('a keyword or a segment keeps the page (§4, vendor location page)', () => {
    expect(withKeyword(params, '  red  tractors ')).toEqual({ ...params, keyword: 'red tractors' });
    expect(withSegment(params, 'M2G')).toEqual({ ...params, segment: 'M2G' });
    expect(withSegment({ ...params, segment: 'B2B' }, '')).toEqual({ ...params, segment: '' });
    expect(withSegment(params, 'F2C')).toEqual({ ...params, segment: '' });
  });

  it('a page change keeps the filters', () => {
    expect(withPage({ ...params, keyword: 'steel' }, 5)).toEqual({ ...params, keyword: 'steel', page: 5 });
  });
});
