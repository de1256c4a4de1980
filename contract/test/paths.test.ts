import { describe, expect, it } from 'vitest';
import * as paths from '../src/paths.js';
import { calls } from '../src/schemas/calls.js';

const written = Object.entries(paths as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

describe('the API paths, written once in paths.ts', () => {
  it('each call the API serves is mounted at the path of its own name, and every path written is served', () => {
    for (const [name, call] of Object.entries(calls)) expect([name, call.path]).toEqual([name, (paths as Record<string, unknown>)[`${name}Path`]]);
    expect(written.map(([name]) => name).sort()).toEqual(Object.keys(calls).map((name) => `${name}Path`).sort());
  });

  it('no two calls share a method and a path (a resource may answer several methods: saved searches, notify me)', () => {
    const routes = Object.values(calls).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keeps the spec’s spellings, misspellings included (§7)', () => {
    expect([paths.userTokenPath, paths.wishListCountPath, paths.marketSegmentsPath, paths.addShopingCartPath]).toEqual([
      '/api/commen/user-token',
      '/api/header/whish-list-count',
      '/api/commen/market-sagment',
      '/api/buyer/add-shoping-cart',
    ]);
  });

  it('pathWith fills a path’s parameters, encoded, and leaves the rest as written', () => {
    expect(paths.pathWith(paths.productDetailPath, { gbxproductid: 'GBX00000001' })).toBe('/api/product/product-detail/GBX00000001');
    expect(paths.pathWith(paths.verifyEmailPath, { token: 'a/b?c' })).toBe('/verify-email/a%2Fb%3Fc');
    expect(paths.pathWith(paths.cartListPath, {})).toBe('/api/buyer/cart-list');
  });
});
