import { calls, ProductListReply, SiteViewReply, type Call, type Static } from '@gbx/contract/schemas';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/features/accounts/demo-accounts.js';
import { ACCOUNT_ENV, latestToken, login, registrationForm, solveCaptcha, uniqueEmail } from './account-helpers.js';
import { ENGINES, device, openTestApp, type TestApp } from './test-app.js';
import { answerSchema, callOf, propertyPaths, strictProblems } from './wire-check.js';

/*
 * The drift test of the wire contract (@gbx/contract/schemas `calls`): every
 * call the API serves is asked (with the requests of contract.test.ts and the
 * account, cart and contact flows), on both engines, and each answer is held to
 * its call's answer schema in strict mode: no property the contract does not
 * declare, at any depth; every required one present; the declared types. Also
 * checked: the route serializes with that very schema, and the handler returned
 * nothing that the serializer dropped on the way out.
 */

describe('the strict checker', () => {
  const siteView: Static<typeof SiteViewReply> = { status: '1', languagesCode: 'fr', languagesName: 'French' };
  const page = (): Static<typeof ProductListReply> => ({ status: '1', product_list: [Value.Create(ProductListReply.properties.product_list.items)], product_count: 1 });

  it('accepts an answer that is exactly the contract', () => {
    expect(strictProblems(SiteViewReply, siteView)).toEqual([]);
    expect(strictProblems(ProductListReply, page())).toEqual([]);
  });

  it('refuses a property the contract does not declare, at the top and inside a list item', () => {
    expect(strictProblems(SiteViewReply, { ...siteView, languagesFlag: 'FR.svg' })).toContainEqual(expect.stringMatching(/additional properties \(languagesFlag\)/));
    const answer = page();
    Object.assign(answer.product_list[0]!, { Distanse: 12 });
    expect(strictProblems(ProductListReply, answer)).toContainEqual(expect.stringMatching(/^\/product_list\/0 .*\(Distanse\)/));
  });

  it('refuses an answer that lacks a required property', () => {
    const { languagesName: _missing, ...answer } = siteView;
    expect(strictProblems(SiteViewReply, answer)).toContainEqual(expect.stringMatching(/languagesName/));
    const { VandorCity: _dropped, ...item } = page().product_list[0]!;
    expect(strictProblems(ProductListReply, { ...page(), product_list: [item] })).toContainEqual(expect.stringMatching(/^\/product_list\/0 .*VandorCity/));
  });

  it('refuses a value of another type', () => {
    expect(strictProblems(SiteViewReply, { ...siteView, status: 1 })).not.toEqual([]);
  });
});

interface Answer {
  method: string;
  route: string | undefined;
  response: unknown;
  status: number;
  /** What the handler returned and with which status, before serialization (none for a string or an empty body). */
  handled: { status: number; payload: unknown } | undefined;
  wire: string;
}

/** Routes the API serves that are not JSON calls: images (SVG), the outbox's HTML page, the logout redirect. */
const NOT_JSON_CALLS = ['GET /images/products/{name}', 'GET /images/vendors/{name}', 'GET /images/flags/{name}', 'GET /dev/outbox', 'GET /logout'];

const DEMO_BUYER = DEMO_ACCOUNTS.find((account) => account.email.startsWith('demo.buyer'))!;
const DEMO_VENDOR = DEMO_ACCOUNTS.find((account) => account.email.startsWith('demo.vendor'))!;

describe.each(ENGINES)('every answer matches the wire contract on %s', (engine) => {
  let t: TestApp;
  const handled = new Map<string, Answer['handled']>();
  const answers: Answer[] = [];
  /** 'callName status' of every answer checked. */
  const answered = new Set<string>();

  beforeAll(async () => {
    t = await openTestApp(engine, ACCOUNT_ENV);
    t.app.addHook('preSerialization', async (request, reply, payload) => {
      // The first one: a serializer failure serializes the error answer too.
      if (!handled.has(request.id)) handled.set(request.id, { status: reply.statusCode, payload });
      return payload;
    });
    t.app.addHook('onSend', async (request, reply, payload) => {
      answers.push({
        method: request.method,
        route: request.routeOptions.url,
        response: request.routeOptions.schema?.response,
        status: reply.statusCode,
        handled: handled.get(request.id),
        wire: typeof payload === 'string' ? payload : '',
      });
      handled.delete(request.id);
      return payload;
    });
  });
  afterAll(async () => t?.close());

  /** Where one answer departs from the contract. */
  function problemsOf(answer: Answer): string[] {
    const found = callOf(answer.method, answer.route);
    if (!found) return [`${answer.method} ${answer.route}: not a call of the contract`];
    const [name, call] = found;
    const where = `${name} ${answer.status}`;
    answered.add(where);
    const schema = answerSchema(call, answer.status);
    if (!schema) return [`${where}: the contract has no answer of this status`];
    const problems: string[] = [];
    if (answer.status >= 500) {
      // A handler's answer that lacks a required property fails in the serializer: say what it lacks.
      const intended = answer.handled && answerSchema(call, answer.handled.status);
      const why = intended ? strictProblems(intended, JSON.parse(JSON.stringify(answer.handled?.payload))) : [];
      problems.push(`${where}: ${answer.wire}`, ...why.map((problem) => `${name} ${answer.handled?.status} as the handler answered: ${problem}`));
    }
    if (answer.response !== call.response) problems.push(`${where}: the route does not serialize with the contract's answer schemas`);
    const wire: unknown = JSON.parse(answer.wire);
    problems.push(...strictProblems(schema, wire).map((problem) => `${where} ${problem}`));
    if (answer.handled && answer.handled.status === answer.status) {
      const sent = propertyPaths(wire);
      for (const path of propertyPaths(answer.handled.payload)) if (!sent.has(path)) problems.push(`${where} ${path}: returned by the handler, not in the contract (dropped)`);
    }
    return problems;
  }

  /** One request through the app; its answer (and any it caused) must match the contract. */
  async function ask(method: Call['method'], url: string, body?: unknown, headers: Record<string, string> = {}) {
    const first = answers.length;
    const response = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    const problems = answers.slice(first).flatMap(problemsOf);
    expect(problems, `${method} ${url}`).toEqual([]);
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }
  const post = (url: string, body?: unknown, headers?: Record<string, string>) => ask('POST', url, body, headers);
  const get = (url: string, headers?: Record<string, string>) => ask('GET', url, undefined, headers);

  it('device, categories, landing, places and product calls (the requests of contract.test.ts)', async () => {
    const { body: token } = await get(calls.userToken.path);
    await post(calls.userDevice.path, { devicetype: 'WEB', deviceos: 'Android', devicebrowser: 'Chrome', latitude: '19.07', longitude: '72.88' }, { authorization: `Bearer ${token.token}` });
    await post(calls.userDevice.path, { devicetype: 'WEB', deviceos: 'Mac', devicebrowser: 'Safari', latitude: 48.86, longitude: 2.34 });
    await post(calls.userDevice.path, { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Firefox', latitude: '', longitude: '' });
    const { body: top } = await get(calls.categoryList.path);
    const art = top.Category.find((c: { category_name: string }) => c.category_name === 'Art');
    const one = await post(calls.subcategoryList.path, { catVal: 1, subcatID: art.id });
    const two = await post(calls.subcategoryList.path, { catVal: '2', subcatID: String(one.body.Category[0].id) });
    await post(calls.subcategoryList.path, { catVal: 3, subcatID: two.body.Category[0].id });
    await post(calls.subcategoryList.path, { catVal: 2, subcatID: art.id });
    expect((await post(calls.subcategoryList.path, { catVal: 9, subcatID: art.id })).status).toBe(400);
    await post(calls.siteView.path, device('52.52', '13.405'));
    await post(calls.landingHome.path, device());
    await post(calls.landingCity.path, device());
    await post(calls.landingProvince.path, device());
    await get(calls.dealsPromotions.path);
    await get(calls.marketSegments.path);
    await post(calls.locationCount.path, device());
    await post(calls.citiesList.path, { citydata: 'mum' });
    await post(calls.citiesList.path, { citydata: '%%%' });
    await post(calls.countryList.path, device());
    await post(calls.cookiesCondition.path, { ...device(), language: 'en' });
    await post(calls.featuredProducts.path, device());
    await post(calls.productList.path, { ...device(), sort_by: '', search_data: '', market_segment: '', offset: 0 });
    await post(calls.productList.path, { ...device(), sort_by: 'DiscountedStatus', search_data: '', market_segment: 'B2B', offset: 12, discounted_product: 1 });
    await post(calls.productListSearch.path, { ...device(), sort_by: 'Low', search_data: 'tractor', market_segment: '', offset: 0, catVal: '', subcatID: '' });
    await post(calls.productDetail.path.replace(':gbxproductid', 'GBX00000010'), device());
    expect((await post(calls.productDetail.path.replace(':gbxproductid', 'GBX99999999'), device())).status).toBe(404);
  });

  it('places search, vendor store and advanced search', async () => {
    await post(calls.productListLocation.path, { ...device(), cityname: 'Mumbai', name: 'Mumbai', code: 'IN', sort_by: '', search_data: '', market_segment: '', offset: 0 });
    await post(calls.productListLocation.path, { ...device(), cityname: 'Atlantis', name: 'Atlantis', code: 'IN', offset: 0 });
    const vendors = await post(calls.vendorListLocation.path, { ...device(), name: 'India', code: 'IN', condition: 'country', sort_by: 'A', search_data: '', market_segment: '', offset: 0 });
    const store = vendors.body.product_list[0].CompanyURL;
    await post(calls.vendorStore.path, { ...device(), vendordata: store, sort_by: '', search_data: '', market_segment: '', offset: 0, catVal: '', subcatID: '' });
    expect((await post(calls.vendorStore.path, { ...device(), vendordata: 'no-such-store' })).status).toBe(404);
    const near = await post(calls.advanceSearch.path, { ...device(), city: 'Paris', radiuscity: 1, radiuswithin: '500', radiusUnit: 'km', limit: 12, offset: 0 });
    expect(near.body.product_list[0]).toHaveProperty('Distance');
    await post(calls.advanceSearch.path, { ...device(), city: 'Atlantis' });
    expect((await post(calls.advanceSearch.path, { ...device(), pricingmin: 'cheap' })).status).toBe(400);
    await post(calls.advanceSearchClick.path, { ...device(), lastdays: 1, clicksearch: 1, limit: 12, offset: 0 });
  });

  it('registration, verification, login and passwords', async () => {
    await post(calls.pageDetails.path, device());
    await post(calls.getAffiliate.path, { affilatecode: 'GBX100001' });
    await post(calls.getAffiliate.path, { affilatecode: 'nobody' });
    await get(calls.captchaChallenge.path);
    const refused = await post(calls.registrationBuyer.path, registrationForm({ email: 'nope', altcha: '' }));
    expect(refused.body.status).toBe('0');
    const affiliate = registrationForm({ altcha: await solveCaptcha(t.app) });
    expect((await post(calls.registrationAffiliate.path, affiliate)).body.affiliate_code).toMatch(/^GBX\d{6}$/);
    const vendor = registrationForm({ altcha: await solveCaptcha(t.app) });
    await post(calls.registrationVendor.path, vendor);
    await post(calls.registrationBuyer.path, registrationForm({ altcha: await solveCaptcha(t.app) }));
    await get(`${calls.devOutbox.path}?to=${encodeURIComponent(String(affiliate.email))}`);
    const token = await latestToken(t.app, String(affiliate.email), 'verify-email');
    expect((await get(calls.verifyEmail.path.replace(':token', token))).body.status).toBe(1);
    expect((await get(calls.verifyEmail.path.replace(':token', token))).body.status).toBe(0);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await post(calls.loginAuth.path, new URLSearchParams({ email: String(affiliate.email), password: 'Wrong-Pass1' }).toString(), form)).body.status).toBe('0');
    expect((await post(calls.loginAuth.path, new URLSearchParams({ email: String(affiliate.email), password: String(affiliate.password) }).toString(), form)).body.status).toBe('1');
    await post(calls.forgetPassword.path, { ...device(), email: affiliate.email });
    await post(calls.forgetPassword.path, { ...device(), email: 'not an address' });
    const reset = await latestToken(t.app, String(affiliate.email), 'new-password');
    await post(calls.resetPassword.path, { ...device(), email: reset, password: 'weak', password_confirmation: 'weak' });
    expect((await post(calls.resetPassword.path, { ...device(), email: reset, password: 'New-Secret9', password_confirmation: 'New-Secret9' })).body.status).toBe('1');
  });

  it('cart and wishlist of a buyer session, refused without one', async () => {
    expect((await post(calls.wishListCount.path, device())).status).toBe(401);
    const vendor = await login(t.app, { email: DEMO_VENDOR.email, password: DEMO_VENDOR.password });
    const asVendor = { cookie: `gbx_session=${vendor.cookie}` };
    expect((await post(calls.addShopingCart.path, { ...device(), gbxproductid: 'GBX00000010' }, asVendor)).status).toBe(403);
    const buyer = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password });
    const session = { cookie: `gbx_session=${buyer.cookie}` };
    const { body: page } = await post(calls.productList.path, { ...device(), offset: 0 }, session);
    const sellable = page.product_list.filter((item: { QTYAvailable: boolean; CountryAvailability: boolean }) => item.QTYAvailable && item.CountryAvailability);
    const [first, second] = sellable.map((item: { GBXProductID: string }) => item.GBXProductID);
    await post(calls.addShopingCart.path, { ...device(), gbxproductid: first, catVal: '', subcatID: '' }, session);
    await post(calls.addWishList.path, { ...device(), gbxproductid: second, catVal: '', subcatID: '' }, session);
    expect((await post(calls.addWishList.path, { ...device(), gbxproductid: 'GBX99999999' }, session)).status).toBe(404);
    await post(calls.wishListCount.path, device(), session);
    await post(calls.cartList.path, device(), session);
    await post(calls.cartUpdate.path, { ...device(), gbxproductid: first, quantity: 2 }, session);
    expect((await post(calls.cartUpdate.path, { ...device(), gbxproductid: second, quantity: 1 }, session)).body.status).toBe('0');
    await post(calls.wishList.path, { ...device(), offset: 0 }, session);
    await post(calls.wishListToCart.path, { ...device(), gbxproductid: second }, session);
    await post(calls.addWishList.path, { ...device(), gbxproductid: first }, session);
    await post(calls.wishListRemove.path, { ...device(), gbxproductid: first }, session);
    await post(calls.cartRemove.path, { ...device(), gbxproductid: first }, session);
    await post(calls.locationCount.path, device(), session);
  });

  it('saved searches and notify me of a buyer session, refused without one', async () => {
    expect((await get(calls.savedSearchList.path)).status).toBe(401);
    expect((await get(calls.notifyMeList.path)).status).toBe(401);
    const buyer = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password });
    const session = { cookie: `gbx_session=${buyer.cookie}` };
    const saved = await post(calls.savedSearchSave.path, { ...device(), name: 'Oak tables', address: '/advance-search?keyword=oak&radiuswithin=50' }, session);
    const id = String(saved.body.savedSearch.id);
    await post(calls.savedSearchSave.path, { ...device(), name: 'Oak tables', address: '/advance-search?radiuswithin=50&keyword=oak' }, session);
    expect((await post(calls.savedSearchSave.path, { ...device(), name: '', address: '/about-us' }, session)).status).toBe(400);
    await get(calls.savedSearchList.path, session);
    await ask('PATCH', calls.savedSearchRename.path.replace(':id', id), { name: 'Solid oak' }, session);
    await post(calls.savedSearchSeen.path.replace(':id', id), undefined, session);
    expect((await ask('DELETE', calls.savedSearchDelete.path.replace(':id', '0'), undefined, session)).status).toBe(404);
    await ask('DELETE', calls.savedSearchDelete.path.replace(':id', id), undefined, session);

    const out = await t.database.db.selectFrom('products').select('gbx_product_id').where('stock_qty', '=', 0).orderBy('id').executeTakeFirst()
      ?? await t.database.db.updateTable('products').set({ stock_qty: 0 }).where('gbx_product_id', '=', 'GBX00000020').returning('gbx_product_id').executeTakeFirstOrThrow();
    await post(calls.notifyMeSubscribe.path, { ...device(), gbxproductid: out.gbx_product_id, language: 'fr' }, session);
    expect((await post(calls.notifyMeSubscribe.path, { ...device(), gbxproductid: 'GBX99999999' }, session)).status).toBe(404);
    await get(calls.notifyMeList.path, session);
    await post(calls.productDetail.path.replace(':gbxproductid', out.gbx_product_id), device(), session);
    await ask('DELETE', calls.notifyMeUnsubscribe.path.replace(':gbxproductid', out.gbx_product_id), undefined, session);
  });

  it('the contact form', async () => {
    const email = uniqueEmail('contact');
    await post(calls.contactUs.path, { ...device(), name: 'Priya', email, subject: 'Fees', message: 'Hello', location: 'India', language: 'en' });
    expect((await post(calls.contactUs.path, { ...device(), name: '', email: 'nope' })).status).toBe(400);
    await get(`${calls.devContactMessages.path}?email=${encodeURIComponent(email)}`);
  });

  it('a product changed through the development route', async () => {
    await post(calls.devProductChange.path, { gbxproductid: 'GBX00000011', stock_qty: 7 });
    expect((await post(calls.devProductChange.path, { gbxproductid: 'GBX00000011' })).status).toBe(400);
  });

  it('a product posted through the development route (a copy of one)', async () => {
    await post(calls.devProductCopy.path, { gbxproductid: 'GBX00000011' });
    expect((await post(calls.devProductCopy.path, { gbxproductid: 'GBX99999998' })).status).toBe(404);
  });

  it('reports and a message to a vendor', async () => {
    await post(calls.reportProduct.path, { ...device(), gbxproductid: 'GBX00000010', target: 'vendor', reason: 'other', comment: 'Sells copies' });
    expect((await post(calls.reportProduct.path, { ...device(), gbxproductid: 'GBX00000010', target: 'product' })).status).toBe(400);
    const buyer = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password });
    await post(calls.contactVendor.path, { ...device(), gbxproductid: 'GBX00000010', message: 'Is it in stock?' }, { cookie: `gbx_session=${buyer.cookie}` });
    expect((await post(calls.contactVendor.path, { ...device(), gbxproductid: 'GBX00000010', message: 'Hello' })).status).toBe(401);
  });

  it('answered every call of the contract with its success, and the API serves no JSON call the contract lacks', async () => {
    expect(Object.keys(calls).filter((name) => !answered.has(`${name} 200`))).toEqual([]);
    const docs = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(docs.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const inContract = new Set(Object.values(calls).map((call) => `${call.method} ${call.path.replace(/:(\w+)/g, '{$1}')}`));
    expect(documented.filter((route) => !inContract.has(route) && !NOT_JSON_CALLS.includes(route))).toEqual([]);
  });
});
