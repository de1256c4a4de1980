import { describe, expect, it } from 'vitest';
import { destinations, placeState, withListingParams } from './destinations';

describe('destinations (§2.1 navigation state)', () => {
  it('fill the one place field of each kind, with name and code', () => {
    expect(placeState({ kind: 'city', name: 'Mumbai', code: 'IN' })).toEqual({ cityname: 'Mumbai', name: 'Mumbai', code: 'IN' });
    expect(placeState({ kind: 'postal', name: '400001', code: 'IN' })).toEqual({ postalname: '400001', name: '400001', code: 'IN' });
    expect(placeState({ kind: 'state', name: 'Mahārāshtra', code: 'IN' })).toEqual({ statename: 'Mahārāshtra', name: 'Mahārāshtra', code: 'IN' });
    expect(placeState({ kind: 'country', name: 'India', code: 'IN' })).toEqual({ countryname: 'India', name: 'India', code: 'IN' });
  });

  it('lead to the product and vendor results of a place, whose address says its kind and country; the vendor result also gets the kind as condition', () => {
    expect(destinations.productsIn({ kind: 'city', name: 'São Paulo', code: 'BR' })).toEqual({
      to: '/product-result/S%C3%A3o%20Paulo?condition=city&code=BR',
      state: { cityname: 'São Paulo', name: 'São Paulo', code: 'BR' },
    });
    expect(destinations.vendorsIn({ kind: 'state', name: 'Ontario', code: 'CA' }, { keyword: 'oak chair' })).toEqual({
      to: '/vendor-result/Ontario?condition=state&code=CA&keyword=oak+chair',
      state: { statename: 'Ontario', name: 'Ontario', code: 'CA', condition: 'state' },
    });
  });

  it('send a keyword or a category to the advanced search in its address, with the §2.1 state', () => {
    expect(destinations.searchKeyword('oak lamp', 'Paris', 'FR')).toEqual({
      to: '/advance-search?keyword=oak+lamp&city=Paris&productscountry=FR&page=1',
      state: { keyword: 'oak lamp', name: 'keyword', code: 'FR', city: 'Paris' },
    });
    expect(destinations.searchCategory({ category: 3, subcategoryone: 31 }, 'FR')).toEqual({
      to: '/advance-search?category=3&subcategoryone=31&page=1',
      state: { category: 3, subcategoryone: 31, name: 'category', code: 'FR' },
    });
  });

  it('write only the listing parameters that are set', () => {
    expect(withListingParams('/marketplace/India', {})).toBe('/marketplace/India');
    expect(withListingParams('/marketplace/India', { keyword: '', page: 2, sort: 'Low', segment: undefined })).toBe('/marketplace/India?page=2&sort=Low');
    expect(destinations.marketplace('United States', { keyword: 'a&b' }).to).toBe('/marketplace/United%20States?keyword=a%26b');
  });
});
