import { describe, expect, it } from 'vitest';
import { savedSearchAddressProblem, savedSearchNameProblem } from '@gbx/contract/rules';
import { defaultSearchName, savedSearchAddress } from './saved-search-rules';

const withKeyword = (title: string, keyword: string) => `${title}: ${keyword}`;

describe('savedSearchAddress', () => {
  it('keeps the path and the parameters that rebuild the page, in their order', () => {
    expect(savedSearchAddress('/deals-promotion', '')).toBe('/deals-promotion');
    expect(savedSearchAddress('/deals-promotion', '?keyword=tractor&segment=AGR&sort=low')).toBe('/deals-promotion?keyword=tractor&segment=AGR&sort=low');
    expect(savedSearchAddress('/advance-search', '?keyword=red+shoes&city=Mumbai&radiuswithin=20')).toBe('/advance-search?keyword=red+shoes&city=Mumbai&radiuswithin=20');
  });

  it('drops a pending add, the page number and a remote override', () => {
    expect(savedSearchAddress('/featured-list', '?add=wishlist:GBX00000001&keyword=lamp')).toBe('/featured-list?keyword=lamp');
    expect(savedSearchAddress('/featured-list', '?keyword=lamp&page=3')).toBe('/featured-list?keyword=lamp');
    expect(savedSearchAddress('/deals-promotion', '?page=2&add=cart:GBX00000002&add=wishlist:GBX00000003')).toBe('/deals-promotion');
    expect(savedSearchAddress('/vendor-store/acme', '?remote.mf_browse=http://localhost:3001/mf-manifest.json&view=list')).toBe('/vendor-store/acme?view=list');
  });

  it('keeps an encoded name of the path and drops a fragment', () => {
    expect(savedSearchAddress('/product-result/S%C3%A3o%20Paulo', '?kind=city&code=3448439#top')).toBe('/product-result/S%C3%A3o%20Paulo?kind=city&code=3448439');
  });

  it('answers addresses the API accepts', () => {
    for (const [path, search] of [['/deals-promotion', '?page=4'], ['/advance-search', '?keyword=a&add=cart:GBX00000001'], ['/marketplace/IN', ''], ['/product-result/AGR', '?keyword=seed']]) {
      expect(savedSearchAddressProblem(savedSearchAddress(path!, search!))).toBeNull();
    }
  });
});

describe('defaultSearchName', () => {
  it('is the page title, with the keyword when one was searched', () => {
    expect(defaultSearchName('Discounted Products', '', withKeyword)).toBe('Discounted Products');
    expect(defaultSearchName('Discounted Products', null, withKeyword)).toBe('Discounted Products');
    expect(defaultSearchName('Discounted Products', 'tractor', withKeyword)).toBe('Discounted Products: tractor');
  });

  it('is one line: spaces around and inside are cleaned as the API stores a name', () => {
    expect(defaultSearchName('  Products in   Mumbai ', '  red \n shoes ', withKeyword)).toBe('Products in Mumbai: red shoes');
    expect(defaultSearchName('Advanced Search', '   ', withKeyword)).toBe('Advanced Search');
  });

  it('is cut to 60 characters with an ellipsis, counted in characters, and passes the name rule', () => {
    const name = defaultSearchName('Featured Products', 'x'.repeat(80), withKeyword);
    expect([...name]).toHaveLength(60);
    expect(name.endsWith('…')).toBe(true);
    expect(name.startsWith('Featured Products: xxx')).toBe(true);
    expect(savedSearchNameProblem(name)).toBeNull();
    const wide = defaultSearchName('商品', '😀'.repeat(70), (title, keyword) => `${title}：${keyword}`);
    expect([...wide]).toHaveLength(60);
    expect(savedSearchNameProblem(wide)).toBeNull();
  });

  it('keeps a name of exactly 60 characters whole', () => {
    const title = 'T'.repeat(60);
    expect(defaultSearchName(title, '', withKeyword)).toBe(title);
  });
});
