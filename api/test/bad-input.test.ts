import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

/** Bodies that must never cause a 5xx, sent to every POST call. */
const BAD_BODIES: Array<[string, string, string]> = [
  ['not JSON', '{"a":', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['null', 'null', 'application/json'],
  ['numbers for strings', JSON.stringify({ devicetype: 5, deviceos: {}, latitude: [], citydata: 7, catVal: 9, subcatID: -1, language: {} }), 'application/json'],
  ['huge offset and bad sort', JSON.stringify({ offset: 1e12, sort_by: 'x'.repeat(500), market_segment: 'F2C', search_data: 'a'.repeat(5000) }), 'application/json'],
  ['SQL in every field', JSON.stringify({ devicetype: "WEB'; drop table products;--", deviceos: "'", devicebrowser: '"', latitude: "1' or '1'='1", longitude: '--', search_data: "'); drop table products;--", citydata: "%' or 1=1 --", language: "en'", catVal: "1'", subcatID: "1 or 1=1" }), 'application/json'],
  ['form-encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello', 'text/plain'],
];

const POSTS = [
  '/api/commen/user-device', '/api/commen/subcategory-list', '/api/header/site-view', '/api/landing/landing-home', '/api/landing/landing-city',
  '/api/landing/landing-province', '/api/commen/location-count', '/api/commen/cities-list', '/api/commen/country-list',
  '/api/home/cookies-condition', '/api/marketplace/featured-products', '/api/marketplace/product-list', '/api/marketplace/product-list-search',
  '/api/product/product-detail/GBX00000001',
];

describe.each(ENGINES)('bad input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('never answers 5xx, always answers a JSON body with status 0 on 4xx', async () => {
    for (const url of POSTS) {
      for (const [label, payload, type] of BAD_BODIES) {
        const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
        expect(response.statusCode, `${url} with ${label}: ${response.body}`).toBeLessThan(500);
        expect(response.body.length, `${url} with ${label} has a body`).toBeGreaterThan(0);
        if (response.statusCode >= 400) {
          const body = response.json();
          expect(body.status).toBe('0');
          expect(typeof body.msg).toBe('string');
        }
      }
    }
    expect(await t.database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toBeTruthy();
  });

  it('names the bad field and lists every error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/marketplace/product-list', payload: { offset: -1, market_segment: 'XYZ' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.msg).toMatch(/offset|market_segment/);
    expect(body.errors.map((e: { field?: string }) => e.field)).toEqual(expect.arrayContaining(['offset', 'market_segment']));
  });

  it('rejects required fields that are missing', async () => {
    const device = await t.app.inject({ method: 'POST', url: '/api/commen/user-device', payload: { latitude: '1' } });
    expect(device.statusCode).toBe(400);
    expect(device.json().msg).toMatch(/devicetype|deviceos|devicebrowser/);
    const sub = await t.app.inject({ method: 'POST', url: '/api/commen/subcategory-list', payload: { catVal: 4, subcatID: 1 } });
    expect(sub.statusCode).toBe(400);
    const cities = await t.app.inject({ method: 'POST', url: '/api/commen/cities-list', payload: {} });
    expect(cities.statusCode).toBe(400);
    expect(cities.json().errors[0].field).toBe('citydata');
  });

  it('rejects bodies over the size limit with 413', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/marketplace/product-list', payload: JSON.stringify({ search_data: 'x'.repeat(100_000) }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: '0', msg: 'Request body is too large' });
  });

  it('answers unknown paths and bad path params with a JSON 4xx', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe('0');
    for (const url of ['/api/product/product-detail/%27%20or%201=1', '/api/product/product-detail/' + 'A'.repeat(300), '/images/products/..%2F..%2Fetc%2Fpasswd', '/images/flags/XX.svg', '/images/flags/abc.svg']) {
      const response = await t.app.inject({ method: url.startsWith('/images') ? 'GET' : 'POST', url, payload: url.startsWith('/images') ? undefined : {} });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().status, `${url}: ${response.body}`).toBe('0');
    }
  });

  it('ignores coordinates out of range and falls back to the default country', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/landing/landing-home', payload: { latitude: '999', longitude: 'abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().countryCode).toBe('IN');
  });
});
