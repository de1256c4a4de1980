import MockAdapter from 'axios-mock-adapter';
// The API's routes are mounted from these: the front end's calls are checked against them.
import { calls as served } from '@gbx/contract/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, backendClient } from '../client';
import type { AdvanceSearchInput } from './post-advance-search';
import * as actionCalls from '../action-calls';
import * as pageCalls from './index';

/** Every call of §7: the page's (./index, in the singleton) and the actions' (@gbx/shared/action-calls). */
const calls = { ...pageCalls, ...actionCalls };

const device = {
  devicetype: 'WEB',
  deviceos: 'Android',
  devicebrowser: 'Chrome',
  latitude: '28.6',
  longitude: '77.2',
  userdevice: '{"languages_name":"Hindi","languages_code":"hi","api_type":"geo"}',
};
const session = { ...device, userdata: 'enc-user' };

const listQuery = { sort_by: 'Low', search_data: 'lamp', market_segment: 'B2C', offset: 24 } as const;
const place = { cityname: 'Delhi', name: 'Delhi', code: 'IN' };
const registration = {
  firstname: 'Ana',
  lastname: 'Lima',
  birth_year: '1990',
  birth_month: '01',
  birth_date: '02',
  email: 'ana@x.test',
  email_confirm: 'ana@x.test',
  password: 'Secret1!',
  password_confirmation: 'Secret1!',
  password_hint: 'hint',
  mobile_phone_country_code: '91',
  mobile_no: '9999999999',
  what_app: 1,
  we_chat: 0,
  affiliate_code: 'AFF-1',
  altcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
} as const;
const advanceSearch: AdvanceSearchInput = {
  keyword: 'lamp',
  city: 'Delhi',
  citydata: 'Delhi',
  vendor: '',
  productid: '',
  radiuscity: '',
  radiuspostalcode: '',
  radiusUnit: 'km',
  radiuswithin: '',
  category: '',
  subcategoryone: '',
  subcategorytwo: '',
  subcategorythree: '',
  marketsegments: ['B2C'],
  newproduct: 1,
  usedproduct: 0,
  refurbishedproduct: 0,
  genuineproduct: 0,
  replicaproduct: 0,
  volumediscount: 0,
  age: '',
  shippingrequired: 0,
  pickupavailable: 0,
  productdownload: 0,
  productscountry: '',
  pricingmin: '',
  pricingmax: '',
  productrating: '',
  vendorrating: '',
  datepostedafter: '',
  datepostedbefore: '',
  limit: 12,
  offset: 0,
};

interface Case {
  name: string;
  run: () => Promise<unknown>;
  method: 'get' | 'post' | 'patch' | 'delete';
  host?: 'api' | 'backend';
  path: string;
  /** The exact JSON body; undefined for calls without one. */
  body?: Record<string, unknown>;
}

const cases: Case[] = [
  { name: 'getUserToken', run: () => calls.getUserToken(), method: 'get', path: '/api/commen/user-token' },
  {
    name: 'postUserDevice',
    run: () => calls.postUserDevice({ deviceos: 'iOS', devicebrowser: 'Safari', latitude: 1.25, longitude: 2 }),
    method: 'post',
    path: '/api/commen/user-device',
    body: { devicetype: 'WEB', deviceos: 'iOS', devicebrowser: 'Safari', latitude: '1.25', longitude: '2' },
  },
  { name: 'getCategoryList', run: () => calls.getCategoryList(), method: 'get', path: '/api/commen/category-list' },
  {
    name: 'postSubcategoryList',
    run: () => calls.postSubcategoryList({ catVal: 2, subcatID: 17 }),
    method: 'post',
    path: '/api/commen/subcategory-list',
    body: { catVal: 2, subcatID: 17 },
  },
  { name: 'postSiteView', run: () => calls.postSiteView(), method: 'post', path: '/api/header/site-view', body: session },
  {
    name: 'postWishListCount',
    run: () => calls.postWishListCount(),
    method: 'post',
    path: '/api/header/whish-list-count',
    body: { userdata: 'enc-user' },
  },
  { name: 'postLandingHome', run: () => calls.postLandingHome(), method: 'post', path: '/api/landing/landing-home', body: device },
  { name: 'postLandingCity', run: () => calls.postLandingCity(), method: 'post', path: '/api/landing/landing-city', body: device },
  { name: 'postLandingProvince', run: () => calls.postLandingProvince(), method: 'post', path: '/api/landing/landing-province', body: device },
  { name: 'getDealsPromotions', run: () => calls.getDealsPromotions(), method: 'get', path: '/api/commen/deals-promotions' },
  { name: 'getMarketSegments', run: () => calls.getMarketSegments(), method: 'get', path: '/api/commen/market-sagment' },
  { name: 'postLocationCount', run: () => calls.postLocationCount(), method: 'post', path: '/api/commen/location-count', body: session },
  {
    name: 'postCitiesList',
    run: () => calls.postCitiesList('Del'),
    method: 'post',
    path: '/api/commen/cities-list',
    body: { citydata: 'Del' },
  },
  { name: 'postCountryList', run: () => calls.postCountryList(), method: 'post', path: '/api/commen/country-list', body: device },
  {
    name: 'postCookiesCondition',
    run: () => calls.postCookiesCondition('en'),
    method: 'post',
    path: '/api/home/cookies-condition',
    body: { ...device, language: 'en' },
  },
  { name: 'postFeaturedProducts', run: () => calls.postFeaturedProducts(), method: 'post', path: '/api/marketplace/featured-products', body: device },
  {
    name: 'postProductList',
    run: () => calls.postProductList({ ...listQuery, catVal: 2, subcatID: 9, discounted_product: 1 }),
    method: 'post',
    path: '/api/marketplace/product-list',
    body: { ...session, ...listQuery, catVal: 2, subcatID: 9, discounted_product: 1 },
  },
  {
    name: 'postProductListSearch',
    run: () => calls.postProductListSearch({ ...listQuery, featured_product: 1 }),
    method: 'post',
    path: '/api/marketplace/product-list-search',
    body: { ...session, ...listQuery, featured_product: 1 },
  },
  {
    name: 'postProductListLocation',
    run: () => calls.postProductListLocation({ ...listQuery, ...place }),
    method: 'post',
    path: '/api/product-search/product-list-location',
    body: { ...device, ...listQuery, ...place },
  },
  {
    name: 'postVendorListLocation',
    run: () => calls.postVendorListLocation({ ...listQuery, ...place, condition: 'city' }),
    method: 'post',
    path: '/api/vendor-search/vendor-list-location',
    body: { ...device, ...listQuery, ...place, condition: 'city' },
  },
  {
    name: 'postVendorStore',
    run: () => calls.postVendorStore({ ...listQuery, vendordata: 'acme-store', catVal: '', subcatID: '' }),
    method: 'post',
    path: '/api/product-search/vendor-store',
    body: { ...session, ...listQuery, vendordata: 'acme-store', catVal: '', subcatID: '' },
  },
  {
    name: 'postProductDetail',
    run: () => calls.postProductDetail('GBX 12/34'),
    method: 'post',
    path: '/api/product/product-detail/GBX%2012%2F34',
    body: session,
  },
  {
    name: 'postAdvanceSearch',
    run: () => calls.postAdvanceSearch(advanceSearch),
    method: 'post',
    path: '/api/advance-search/advance-search',
    body: { ...device, ...advanceSearch },
  },
  {
    name: 'postAdvanceSearchClick',
    run: () => calls.postAdvanceSearchClick({ lasthours: 1, limit: 12, offset: 0 }),
    method: 'post',
    path: '/api/advance-search/advance-search-click',
    body: { ...device, lasthours: 1, limit: 12, offset: 0, clicksearch: 1 },
  },
  {
    name: 'postAddWishList',
    run: () => calls.postAddWishList({ gbxproductid: 'GBX1', catVal: 1, subcatID: 3 }),
    method: 'post',
    path: '/api/buyer/add-wish-list',
    body: { ...session, gbxproductid: 'GBX1', catVal: 1, subcatID: 3 },
  },
  {
    name: 'postAddShopingCart',
    run: () => calls.postAddShopingCart({ gbxproductid: 'GBX1' }),
    method: 'post',
    path: '/api/buyer/add-shoping-cart',
    body: { ...session, gbxproductid: 'GBX1' },
  },
  { name: 'postPageDetails', run: () => calls.postPageDetails(), method: 'post', path: '/api/registration/page-details', body: device },
  {
    name: 'postGetAffiliate',
    run: () => calls.postGetAffiliate('AFF-1'),
    method: 'post',
    path: '/api/registration/get-affiliate',
    body: { ...device, affilatecode: 'AFF-1' },
  },
  {
    name: 'postRegistrationBuyer',
    run: () => calls.postRegistrationBuyer(registration),
    method: 'post',
    path: '/api/registration/registration-buyer',
    body: { ...device, ...registration },
  },
  {
    name: 'postRegistrationVendor',
    run: () => calls.postRegistrationVendor(registration),
    method: 'post',
    path: '/api/registration/registration-vendor',
    body: { ...device, ...registration },
  },
  {
    name: 'postRegistrationAffiliate',
    run: () => calls.postRegistrationAffiliate(registration),
    method: 'post',
    path: '/api/registration/registration-affiliate',
    body: { ...device, ...registration },
  },
  {
    name: 'postForgetPassword',
    run: () => calls.postForgetPassword('ana@x.test'),
    method: 'post',
    path: '/api/password/forget-password',
    body: { ...device, email: 'ana@x.test' },
  },
  {
    name: 'postResetPassword',
    run: () => calls.postResetPassword({ email: 'reset-token', password: 'N3w!', password_confirmation: 'N3w!' }),
    method: 'post',
    path: '/api/password/reset-password',
    body: { ...device, email: 'reset-token', password: 'N3w!', password_confirmation: 'N3w!' },
  },
  {
    name: 'postContactMessage',
    run: () => calls.postContactMessage({ name: 'Ana', email: 'ana@x.test', subject: 'Hi', message: 'Hello', location: 'India', language: 'en' }),
    method: 'post',
    path: '/api/contact/contact-us',
    body: { ...device, name: 'Ana', email: 'ana@x.test', subject: 'Hi', message: 'Hello', location: 'India', language: 'en' },
  },
  {
    name: 'postReportProduct',
    run: () => calls.postReportProduct({ gbxproductid: 'GBX1', target: 'vendor', reason: 'fraud', comment: 'Fake' }),
    method: 'post',
    path: '/api/product/report',
    body: { ...session, gbxproductid: 'GBX1', target: 'vendor', reason: 'fraud', comment: 'Fake' },
  },
  {
    name: 'postContactVendor',
    run: () => calls.postContactVendor('GBX1', 'Is it in stock?'),
    method: 'post',
    path: '/api/buyer/contact-vendor',
    body: { ...session, gbxproductid: 'GBX1', message: 'Is it in stock?' },
  },
  {
    name: 'getCaptchaChallenge',
    run: () => calls.getCaptchaChallenge(),
    method: 'get',
    path: '/api/captcha/challenge',
  },
  { name: 'postCartList', run: () => calls.postCartList(), method: 'post', path: '/api/buyer/cart-list', body: session },
  {
    name: 'postCartUpdate',
    run: () => calls.postCartUpdate('GBX1', 3),
    method: 'post',
    path: '/api/buyer/cart-update',
    body: { ...session, gbxproductid: 'GBX1', quantity: 3 },
  },
  {
    name: 'postCartRemove',
    run: () => calls.postCartRemove('GBX1'),
    method: 'post',
    path: '/api/buyer/cart-remove',
    body: { ...session, gbxproductid: 'GBX1' },
  },
  { name: 'postWishList', run: () => calls.postWishList(12), method: 'post', path: '/api/buyer/wish-list', body: { ...session, offset: 12 } },
  {
    name: 'postWishListRemove',
    run: () => calls.postWishListRemove('GBX1'),
    method: 'post',
    path: '/api/buyer/wish-list-remove',
    body: { ...session, gbxproductid: 'GBX1' },
  },
  {
    name: 'postWishListToCart',
    run: () => calls.postWishListToCart('GBX1'),
    method: 'post',
    path: '/api/buyer/wish-list-to-cart',
    body: { ...session, gbxproductid: 'GBX1' },
  },
  { name: 'getSavedSearchList', run: () => calls.getSavedSearchList(), method: 'get', path: '/api/buyer/saved-searches' },
  {
    name: 'postSavedSearchSave',
    run: () => calls.postSavedSearchSave({ name: 'Tractors', address: '/advance-search?keyword=tractor' }),
    method: 'post',
    path: '/api/buyer/saved-searches',
    body: { ...session, name: 'Tractors', address: '/advance-search?keyword=tractor' },
  },
  {
    name: 'patchSavedSearchRename',
    run: () => calls.patchSavedSearchRename(42, 'Old tractors'),
    method: 'patch',
    path: '/api/buyer/saved-searches/42',
    body: { name: 'Old tractors' },
  },
  { name: 'deleteSavedSearch', run: () => calls.deleteSavedSearch(42), method: 'delete', path: '/api/buyer/saved-searches/42' },
  { name: 'postSavedSearchSeen', run: () => calls.postSavedSearchSeen(42), method: 'post', path: '/api/buyer/saved-searches/42/seen' },
  { name: 'getNotifyMeList', run: () => calls.getNotifyMeList(), method: 'get', path: '/api/buyer/notify-me' },
  {
    name: 'postNotifyMeSubscribe',
    run: () => calls.postNotifyMeSubscribe('GBX1', 'fr'),
    method: 'post',
    path: '/api/buyer/notify-me',
    body: { ...session, gbxproductid: 'GBX1', language: 'fr' },
  },
  { name: 'deleteNotifyMe', run: () => calls.deleteNotifyMe('GBX1'), method: 'delete', path: '/api/buyer/notify-me/GBX1' },
  {
    name: 'getVerifyEmail',
    run: () => calls.getVerifyEmail('tok/en 1'),
    method: 'get',
    host: 'backend',
    path: '/verify-email/tok%2Fen%201',
  },
];

let api: MockAdapter;
let backend: MockAdapter;

beforeEach(() => {
  for (const [key, value] of Object.entries(device)) localStorage.setItem(key, value);
  localStorage.setItem('devicetype', 'WEB');
  localStorage.setItem('userData', 'enc-user');
  api = new MockAdapter(apiClient());
  backend = new MockAdapter(backendClient());
  api.onAny().reply(200, { status: '1' });
  backend.onAny().reply(200, { status: '1', msg: 'ok' });
});

afterEach(() => {
  api.restore();
  backend.restore();
});

describe('every call of §7', () => {
  it('has a case here for each exported call function', () => {
    const exported = Object.entries(calls)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .concat()
      .sort();
    expect(exported).toEqual([...cases.map((c) => c.name), 'postLoginAuth'].sort());
  });

  it.each(cases)('$name: $method $path', async ({ run, method, host = 'api', path, body }) => {
    const data = await run();
    const mock = host === 'api' ? api : backend;
    const other = host === 'api' ? backend : api;
    expect(data).toMatchObject({ status: '1' });
    expect(mock.history[method]).toHaveLength(1);
    for (const verb of ['get', 'post', 'patch', 'delete'] as const) expect(other.history[verb]).toHaveLength(0);
    const request = mock.history[method][0]!;
    expect(request.url).toBe(path);
    if (body === undefined) expect(request.data).toBeUndefined();
    else expect(JSON.parse(request.data as string)).toEqual(body);
  });
});

/**
 * The contract's calls that no page makes: the development outbox and contact log, which the e2e tests read, and the
 * development routes that change or post a product as a vendor's back office would (the e2e tests of catalogue
 * changes and of saved searches' counts).
 */
const NOT_FROM_PAGES = ['/dev/outbox.json', '/dev/contact-messages.json', '/dev/catalogue/product', '/dev/catalogue/product-copy'];

/** A contract path (Fastify's :param) as a pattern for the addresses a call asks (its parameter encoded). */
const addressPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

describe('the front end and the API agree on every call', () => {
  const routes = Object.values(served).map(({ method, path }) => ({ method: method.toLowerCase(), path, pattern: addressPattern(path) }));
  const asked = [...cases.map(({ method, path }) => ({ method, path })), { method: 'post', path: '/login-auth' }];

  it.each(asked)('the API serves $method $path', ({ method, path }) => {
    expect(routes.filter((route) => route.method === method && route.pattern.test(path)).map((route) => route.path)).toHaveLength(1);
  });

  it('every call the API serves is one the front end makes, but the development routes', () => {
    const unused = routes.filter((route) => !asked.some((call) => call.method === route.method && route.pattern.test(call.path))).map((route) => route.path);
    expect(unused.sort()).toEqual([...NOT_FROM_PAGES].sort());
  });
});

describe('postLoginAuth', () => {
  it('posts the form-encoded credentials and the hidden Buyer type to the backend host', async () => {
    await calls.postLoginAuth({ email: 'ana@x.test', password: 'p&ss=1' });
    expect(api.history.post).toHaveLength(0);
    const request = backend.history.post[0]!;
    expect(request.url).toBe('/login-auth');
    expect(request.headers?.['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(request.data)))).toEqual({
      email: 'ana@x.test',
      password: 'p&ss=1',
      usertype: 'Buyer',
    });
  });

  it('sends another user type when asked', async () => {
    await calls.postLoginAuth({ email: 'v@x.test', password: 'p', usertype: 'Vendor' });
    expect(new URLSearchParams(String(backend.history.post[0]!.data)).get('usertype')).toBe('Vendor');
  });
});

describe('getVerifyEmail', () => {
  it('asks with the form-urlencoded content type of §7', async () => {
    await calls.getVerifyEmail('t');
    expect(backend.history.get[0]!.headers?.['Content-Type']).toBe('application/x-www-form-urlencoded');
  });
});

describe('postWishListCount', () => {
  it('does not call the server without a stored userData (§7)', async () => {
    localStorage.removeItem('userData');
    await expect(calls.postWishListCount()).resolves.toEqual({ wishListCount: 0 });
    expect(api.history.post).toHaveLength(0);
  });
});

/** Each call against its contract entry (@gbx/contract/schemas `calls`, which the API's routes are mounted from): method, path with its parameter encoded, body. */
describe('saved searches and notify me send what the contract expects', () => {
  const sent = () => {
    const all = (['get', 'post', 'patch', 'delete'] as const).flatMap((method) => api.history[method].map((request) => ({ method, request })));
    expect(all).toHaveLength(1);
    return all[0]!;
  };
  const asks = (call: keyof typeof served, values: Record<string, string> = {}) => ({
    method: served[call].method.toLowerCase(),
    path: served[call].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '')),
  });

  const table: Array<{ call: keyof typeof served; run: () => Promise<unknown>; values: Record<string, string>; body?: Record<string, unknown> }> = [
    { call: 'savedSearchList', run: () => calls.getSavedSearchList(), values: {}, body: undefined },
    {
      call: 'savedSearchSave',
      run: () => calls.postSavedSearchSave({ name: ' My search ', address: '/product-result/Delhi?sort_by=Low&search_data=lamp' }),
      values: {},
      body: { ...session, name: ' My search ', address: '/product-result/Delhi?sort_by=Low&search_data=lamp' },
    },
    { call: 'savedSearchRename', run: () => calls.patchSavedSearchRename('7/8 x', 'New name'), values: { id: '7/8 x' }, body: { name: 'New name' } },
    { call: 'savedSearchDelete', run: () => calls.deleteSavedSearch('7/8 x'), values: { id: '7/8 x' }, body: undefined },
    { call: 'savedSearchSeen', run: () => calls.postSavedSearchSeen('7/8 x'), values: { id: '7/8 x' }, body: undefined },
    { call: 'notifyMeList', run: () => calls.getNotifyMeList(), values: {}, body: undefined },
    { call: 'notifyMeSubscribe', run: () => calls.postNotifyMeSubscribe('GBX-1_a'), values: {}, body: { ...session, gbxproductid: 'GBX-1_a' } },
    { call: 'notifyMeUnsubscribe', run: () => calls.deleteNotifyMe('GBX 1/2'), values: { gbxproductid: 'GBX 1/2' }, body: undefined },
  ];

  it.each(table)('$call', async ({ call, run, values, body }) => {
    await run();
    const { method, request } = sent();
    const expected = asks(call, values);
    expect(method).toBe(expected.method);
    expect(request.url).toBe(expected.path);
    expect(backend.history.get.length + backend.history.post.length + backend.history.patch.length + backend.history.delete.length).toBe(0);
    if (body === undefined) expect(request.data).toBeUndefined();
    else expect(JSON.parse(request.data as string)).toEqual(body);
    // No Idempotency-Key: these routes are idempotent by themselves and read none.
    expect(request.headers?.['Idempotency-Key']).toBeUndefined();
  });

  it('encodes the path parameters', async () => {
    await calls.patchSavedSearchRename('7/8 x', 'n');
    await calls.deleteNotifyMe('GBX 1/2');
    expect(api.history.patch[0]!.url).toBe('/api/buyer/saved-searches/7%2F8%20x');
    expect(api.history.delete[0]!.url).toBe('/api/buyer/notify-me/GBX%201%2F2');
  });

  it('sends the language of the mail only when given', async () => {
    await calls.postNotifyMeSubscribe('GBX1');
    await calls.postNotifyMeSubscribe('GBX1', 'hi');
    const [first, second] = api.history.post.map((r) => JSON.parse(r.data as string) as Record<string, unknown>);
    expect(first).not.toHaveProperty('language');
    expect(second?.language).toBe('hi');
  });

  it('sends a rename with the name only, as its contract body has no device fields', async () => {
    await calls.patchSavedSearchRename(1, 'x');
    expect(Object.keys(JSON.parse(api.history.patch[0]!.data as string) as object)).toEqual(['name']);
  });
});

describe('calls read the device context when they run', () => {
  it('so a device update is sent by the next call without any wiring', async () => {
    await calls.postCountryList();
    localStorage.setItem('latitude', '51.5');
    await calls.postCountryList();
    const [first, second] = api.history.post.map((r) => JSON.parse(r.data as string) as { latitude: string });
    expect(first?.latitude).toBe('28.6');
    expect(second?.latitude).toBe('51.5');
  });

  it("send '' for values that were never stored", async () => {
    localStorage.clear();
    await calls.postLandingHome();
    expect(JSON.parse(api.history.post[0]!.data as string)).toEqual({
      devicetype: 'WEB',
      deviceos: '',
      devicebrowser: '',
      latitude: '',
      longitude: '',
      userdevice: '',
    });
  });
});
