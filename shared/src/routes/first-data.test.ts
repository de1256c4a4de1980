import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../data/query-client';
import { prefetchPageData } from './first-data';
import { readProductId } from './product-id';

const address = (params: Record<string, string | undefined> = {}) => ({ params, search: new URLSearchParams() });

/** The query keys prefetchPageData asks for, prefetched or fetched (the query functions are not run). */
function keysAskedFor(run: () => void): unknown[] {
  const keys: unknown[] = [];
  const record = (options: { queryKey: unknown }) => {
    keys.push(options.queryKey);
    return new Promise<never>(() => undefined);
  };
  vi.spyOn(getQueryClient(), 'prefetchQuery').mockImplementation(record);
  vi.spyOn(getQueryClient(), 'fetchQuery').mockImplementation(record);
  run();
  vi.restoreAllMocks();
  return keys;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prefetchPageData', () => {
  it('asks for what each listed page shows first, under the keys its queries use', () => {
    expect(keysAskedFor(() => prefetchPageData('landingMarketplace', address()))).toEqual([['landing-home'], ['category-list']]);
    expect(keysAskedFor(() => prefetchPageData('home', address()))).toEqual([['landing-home'], ['category-list']]);
    expect(keysAskedFor(() => prefetchPageData('marketplaceHome', address()))).toEqual([['landing-home']]);
    expect(keysAskedFor(() => prefetchPageData('advanceSearch', address()))).toEqual([['category-list'], ['country-list']]);
    expect(keysAskedFor(() => prefetchPageData('productDetail', address({ productid: 'GBX00000042' })))).toEqual([['product-detail', 'GBX00000042']]);
  });

  it('asks for nothing on a page not listed, or for a product id the API could not know', () => {
    expect(keysAskedFor(() => prefetchPageData('login', address()))).toEqual([]);
    expect(keysAskedFor(() => prefetchPageData('productDetail', address({ productid: '<script>' })))).toEqual([]);
  });
});

describe("the product page's first data", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    getQueryClient().clear();
  });

  it('preloads the first picture of the product once it is known, at high priority', async () => {
    const client = getQueryClient();
    vi.spyOn(client, 'fetchQuery').mockResolvedValue({
      product_list: [{ Image_path: 'http://localhost:4000/images/products/', Images: [{ UserImageName: 'GBX00000042-1.svg' }, { UserImageName: 'GBX00000042-2.svg' }] }],
    });
    prefetchPageData('productDetail', address({ productid: 'GBX00000042' }));
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1));
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    expect([link.as, link.getAttribute('fetchpriority'), link.href]).toEqual(['image', 'high', 'http://localhost:4000/images/products/GBX00000042-1.svg']);
  });
});

describe('readProductId', () => {
  it('keeps only ids the API could know', () => {
    expect(readProductId('GBX00000042')).toBe('GBX00000042');
    expect(readProductId(' GBX-1001 ')).toBe('GBX-1001');
    for (const bad of ['<script>', '', undefined, 'a b', 'x'.repeat(41), '../etc']) expect(readProductId(bad)).toBeNull();
  });
});
