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
  ['account fields of the wrong type', JSON.stringify({ email: {}, password: [], firstname: 5, birth_year: { a: 1 }, what_app: 'maybe', altcha: 7, affilatecode: [], remember: {}, usertype: 'Root', password_confirmation: null }), 'application/json'],
  ['account fields far too long', JSON.stringify({ email: `${'a'.repeat(400)}@x.test`, password: 'P'.repeat(300), firstname: 'n'.repeat(300), altcha: 'x'.repeat(5000), affilatecode: 'G'.repeat(100) }), 'application/json'],
  ['a broken form encoding', 'email=%ZZ&password=&usertype=Buyer&email=again', 'application/x-www-form-urlencoded'],
  ['search fields of the wrong type', JSON.stringify({ cityname: {}, statename: [], postalname: 5, countryname: null, code: 'XXXX', condition: [], vendordata: {}, keyword: [], radiuswithin: 'far', radiusUnit: 'parsecs', marketsegments: 'B2B', pricingmin: 'abc', datepostedafter: 'never', productrating: 9, age: 'old', limit: -1, gbxproductid: "GBX'; drop", quantity: -5, category: {}, lasthours: 'yes' }), 'application/json'],
  ['search fields far too long', JSON.stringify({ cityname: 'c'.repeat(500), name: 'n'.repeat(500), vendordata: 'v'.repeat(500), keyword: 'k'.repeat(500), vendor: 'v'.repeat(500), productid: 'p'.repeat(100), marketsegments: Array(50).fill('B2B'), gbxproductid: 'G'.repeat(100), quantity: 1e9 }), 'application/json'],
  ['valid-looking search at the edges', JSON.stringify({ name: '%', code: '_', condition: 'city', vendordata: '%', city: "%' or 1=1", citydata: '_', radiuscity: 1, radiuspostalcode: '1', radiuswithin: '20000', radiusUnit: 'miles', latitude: '89.99', longitude: '179.99', pricingmin: '0', pricingmax: '0', datepostedafter: '1900-01-01', datepostedbefore: '9999-12-31', offset: 99999999, subcategorythree: 'no such category', productscountry: 'xx', gbxproductid: 'GBX00000001', quantity: '99999' }), 'application/json'],
];

const POSTS = [
  '/api/commen/user-device', '/api/commen/subcategory-list', '/api/header/site-view', '/api/landing/landing-home', '/api/landing/landing-city',
  '/api/landing/landing-province', '/api/commen/location-count', '/api/commen/cities-list', '/api/commen/country-list',
  '/api/home/cookies-condition', '/api/marketplace/featured-products', '/api/marketplace/product-list', '/api/marketplace/product-list-search',
  '/api/product/product-detail/GBX00000001',
  // Accounts (backend host: /login-auth).
  '/api/registration/page-details', '/api/registration/get-affiliate', '/api/registration/registration-buyer', '/api/registration/registration-vendor',
  '/api/registration/registration-affiliate', '/api/password/forget-password', '/api/password/reset-password', '/login-auth',
  // Places, vendor stores, advanced search, cart and wishlist.
  '/api/product-search/product-list-location', '/api/vendor-search/vendor-list-location', '/api/product-search/vendor-store',
  '/api/advance-search/advance-search',
  '/api/advance-search/advance-search-click', '/api/buyer/add-wish-list', '/api/buyer/add-shoping-cart', '/api/header/whish-list-count',
  '/api/buyer/cart-list', '/api/buyer/cart-update', '/api/buyer/cart-remove', '/api/buyer/wish-list', '/api/buyer/wish-list-remove',
  '/api/buyer/wish-list-to-cart',
];

describe.each(ENGINES)('bad input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('never answers 5xx, always answers a JSON body with status 0 on 4xx', async () => {
    const productCount = () => t.database.db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n));
    const before = await productCount();
    expect(before).toBeGreaterThan(0);
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
    // The injection-shaped bodies changed nothing: every product is still there.
    expect(await productCount()).toBe(before);
  });

  it('names the bad field and lists every error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/marketplace/product-list', payload: { offset: -1, market_segment: 'XYZ' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.msg).toMatch(/offset|market_segment/);
    expect(body.errors.map((e: { field?: string }) => e.field)).toEqual(expect.arrayContaining(['offset', 'market_segment']));
  });

  it('refuses text the database cannot store and numbers JSON cannot hold, naming the field (found by test/fuzz.test.ts)', async () => {
    const cases: Array<[string, string, string]> = [
      ['/api/commen/user-device', '{"devicetype":"WEB","deviceos":"Linux\\u0000","devicebrowser":"Chrome"}', 'Invalid body: deviceos must not contain a NUL character'],
      ['/api/home/cookies-condition', '{"devicetype":"WEB","deviceos":"\\ud800","devicebrowser":"Chrome"}', 'Invalid body: deviceos must be valid Unicode text'],
      ['/api/commen/subcategory-list', '{"catVal":"Infinity","subcatID":1}', 'Invalid body: catVal must be a finite number'],
      ['/api/commen/subcategory-list', '{"catVal":"1e309","subcatID":1}', 'Invalid body: catVal must be a finite number'],
    ];
    for (const [url, payload, msg] of cases) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, `${url} ${payload}`).toBe(400);
      expect(response.json(), `${url} ${payload}`).toMatchObject({ status: '0', msg });
    }
    const query = await t.app.inject({ method: 'GET', url: '/verify-email/abc%00def' });
    expect(query.statusCode).toBe(400);
    expect(query.json().msg).toBe('Invalid params: token must not contain a NUL character');
    // A well-formed emoji pair is text like any other.
    const emoji = await t.app.inject({ method: 'POST', url: '/api/commen/user-device', payload: { devicetype: 'WEB', deviceos: 'Linux 😀', devicebrowser: 'Chrome' } });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses category ids beyond the database integer with a 400, never a 500 (issue 17, finding 5)', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/marketplace/product-list', { catVal: 1 }],
      ['/api/marketplace/product-list-search', { catVal: 2, search_data: 'lamp' }],
      ['/api/product-search/product-list-location', { catVal: 1, cityname: 'Paris' }],
      ['/api/product-search/vendor-store', { catVal: 1, vendordata: 'any-store' }],
      ['/api/commen/subcategory-list', { catVal: 1 }],
      ['/api/buyer/add-shoping-cart', { catVal: 1, gbxproductid: 'GBX00000001' }],
      ['/api/buyer/add-wish-list', { catVal: 1, gbxproductid: 'GBX00000001' }],
    ];
    for (const [url, fields] of calls) {
      for (const subcatID of ['2147483648', '9999999999']) {
        const response = await t.app.inject({ method: 'POST', url, payload: { ...fields, subcatID } });
        expect(response.statusCode, `${url} subcatID ${subcatID}: ${response.body}`).toBe(400);
        expect(response.json().status).toBe('0');
      }
    }
    // Advanced search takes a category by id or by name: an id that large names none.
    const search = await t.app.inject({ method: 'POST', url: '/api/advance-search/advance-search', payload: { category: '99999999999' } });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ status: '1', product_count: 0 });
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

  it('account GET routes answer bad parameters with JSON, never 5xx', async () => {
    for (const url of ['/verify-email/' + 'A'.repeat(300), '/verify-email/%E0%A4%A', "/verify-email/'%20or%201=1", '/dev/outbox.json?limit=abc', '/dev/outbox.json?to=' + 'x'.repeat(400), '/dev/outbox?limit=-1', '/api/captcha/challenge?x=1', '/logout?next=//evil.test']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json().status, url).toBe('0');
    }
    const logout = await t.app.inject({ method: 'GET', url: '/logout?next=//evil.test' });
    expect(logout.headers.location).toBe('http://localhost:3000/landing-marketplace');
  });

  it('ignores coordinates out of range and falls back to the default country', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/landing/landing-home', payload: { latitude: '999', longitude: 'abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().countryCode).toBe('IN');
  });
});
