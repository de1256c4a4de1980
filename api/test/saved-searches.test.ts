import { NEW_RESULTS_CAP, SAVED_SEARCHES_MAX } from '@gbx/contract/rules';
import { calls } from '@gbx/contract/schemas';
import { pathWith } from '@gbx/contract/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPIED_PRODUCT_COLUMNS } from '../src/features/catalogue-changes/catalogue-dev-routes.js';
import { userWithSession } from './account-helpers.js';
import { sendBadInput } from './bad-input-calls.js';
import { ENGINES, device, openTestApp, type TestApp } from './test-app.js';

interface SavedSearch {
  id: number;
  name: string;
  address: string;
  createdAt: string;
  lastSeenAt: string;
  newCount: number;
  newCountCapped: boolean;
}

type Headers = Record<string, string>;

const LIST = calls.savedSearchList.path;
const SAVE = calls.savedSearchSave.path;
const one = (path: string, id: number | string) => pathWith(path, { id: String(id) });

describe.each(ENGINES)('saved searches on %s', (engine) => {
  let t: TestApp;
  const buyer = () => userWithSession(t.database.db, 'Buyer');

  const ask = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, body?: unknown) => {
    const response = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const list = async (headers: Headers) => {
    const answer = await ask('GET', LIST, headers);
    expect(answer.status).toBe(200);
    return answer.body.savedSearches as SavedSearch[];
  };
  const save = (headers: Headers, name: unknown, address: unknown) => ask('POST', SAVE, headers, { ...device(), name, address });
  const saved = async (headers: Headers, name: string, address: string): Promise<SavedSearch> => {
    const answer = await save(headers, name, address);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.savedSearch as SavedSearch;
  };
  const countOf = async (headers: Headers, id: number) => (await list(headers)).find((search) => search.id === id);

  /** Copies of a product, inserted straight into the database as a vendor's back office would: `copies` new rows. */
  const insertCopies = async (gbx: string, copies = 1) => {
    await sql`
      insert into products (gbx_product_id, ${COPIED_PRODUCT_COLUMNS})
      select 'GBXS' || lpad((900000 + n + (select count(*) from products))::text, 7, '0'), ${COPIED_PRODUCT_COLUMNS}
      from products, generate_series(1, ${copies}::int) as n where gbx_product_id = ${gbx}`.execute(t.database.db);
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('answers 401 to a visitor on every call, as the other buyer calls, and 403 to another user type', async () => {
    const vendor = await userWithSession(t.database.db, 'Vendor');
    const requests: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown]> = [
      ['GET', LIST, undefined],
      ['POST', SAVE, { name: 'Tractors', address: '/advance-search?keyword=tractor' }],
      ['PATCH', one(calls.savedSearchRename.path, 1), { name: 'Tractors' }],
      ['DELETE', one(calls.savedSearchDelete.path, 1), undefined],
      ['POST', one(calls.savedSearchSeen.path, 1), undefined],
    ];
    for (const [method, url, body] of requests) {
      const visitor = await ask(method, url, {}, body);
      expect(visitor.status, `${method} ${url}`).toBe(401);
      expect(visitor.body).toEqual({ status: '0', msg: 'Please log in as a buyer to save searches' });
      expect((await ask(method, url, { cookie: 'gbx_session=not-a-live-session-token-at-all' }, body)).status).toBe(401);
      expect((await ask(method, url, vendor.headers, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it('saves, lists, renames, marks seen and deletes; the same address again is the saved one', async () => {
    const { headers } = await buyer();
    expect(await list(headers)).toEqual([]);
    const first = await save(headers, '  Oak   tables ', '/advance-search?keyword=oak&page=3&category=1#results');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: '1', msg: 'Search saved', created: true });
    const search = first.body.savedSearch as SavedSearch;
    // Stored as one address per search: parameters in order, no page, no fragment; the name trimmed.
    expect(search).toMatchObject({ name: 'Oak tables', address: '/advance-search?category=1&keyword=oak', newCount: 0, newCountCapped: false });
    expect(search.lastSeenAt).toBe(search.createdAt);
    expect(Number.isNaN(Date.parse(search.createdAt))).toBe(false);

    const again = await save(headers, 'Another name', '/advance-search?keyword=oak&category=1&page=1');
    expect(again.body).toMatchObject({ status: '1', created: false, savedSearch: { id: search.id, name: 'Oak tables' } });
    expect(again.body.msg).toMatch(/already/);
    const second = await saved(headers, 'Deals', '/deals-promotion?segment=B2B');
    expect((await list(headers)).map((item) => item.id)).toEqual([second.id, search.id]);

    const renamed = await ask('PATCH', one(calls.savedSearchRename.path, search.id), headers, { name: 'Oak, solid' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ status: '1', savedSearch: { id: search.id, name: 'Oak, solid', address: search.address } });
    expect((await countOf(headers, search.id))?.name).toBe('Oak, solid');

    const seen = await ask('POST', one(calls.savedSearchSeen.path, search.id), headers);
    expect(seen.status).toBe(200);
    expect(seen.body.savedSearch.newCount).toBe(0);
    expect(Date.parse(seen.body.savedSearch.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(search.lastSeenAt));

    const deleted = await ask('DELETE', one(calls.savedSearchDelete.path, search.id), headers);
    expect(deleted).toMatchObject({ status: 200, body: { status: '1' } });
    expect((await list(headers)).map((item) => item.id)).toEqual([second.id]);
    expect((await ask('DELETE', one(calls.savedSearchDelete.path, search.id), headers)).status).toBe(404);
    expect((await ask('GET', LIST, headers)).headers['cache-control']).toBe('private, no-store');
  });

  it('answers every bad input 400, naming the field', async () => {
    const { headers } = await buyer();
    const field = async (answer: Promise<{ status: number; body: { status: string; msg: string; errors?: Array<{ field?: string }> } }>, name: string, label: string) => {
      const { status, body } = await answer;
      expect(status, label).toBe(400);
      expect(body.status, label).toBe('0');
      expect(body.msg, label).toContain(name);
      expect(body.errors?.map((error) => error.field), label).toContain(name);
    };
    const address = '/featured-list';
    for (const [name, label] of [[undefined, 'no name'], ['', 'empty'], ['   \t ', 'blank'], ['n'.repeat(61), '61 characters'], [` ${'n'.repeat(61)} `, '61 once trimmed'],
      ['Tractors\u0007', 'a control character'], [{}, 'an object'], [['a'], 'a list'], ['x'.repeat(201), 'beyond the schema']] as const) {
      await field(save(headers, name, address), 'name', label);
    }
    for (const [value, label] of [[undefined, 'no address'], ['', 'empty'], ['advance-search?keyword=oak', 'no leading slash'], ['https://evil.test/advance-search', 'a scheme'],
      ['//evil.test/advance-search', 'another host'], ['/\\evil.test/advance-search', 'a backslash host'], ['javascript:alert(1)', 'javascript:'],
      ['/advance-search?keyword=red oak', 'a space'], ['/about-us', 'not a listing'], ['/vendor-store', 'a store without its name'], ['/marketplace-home', 'tiles'],
      [`/advance-search?keyword=${'k'.repeat(2000)}`, 'over 2000 characters'], [`/advance-search?keyword=${'é'.repeat(900)}`, 'over 2000 once percent-encoded'],
      ['/advance-search?pricingmin=cheap', 'a price its page refuses'], ['/advance-search?datepostedafter=2026-02-30', 'an impossible date'], [7, 'a number']] as const) {
      await field(save(headers, 'Name', value), 'address', label);
    }
    // A rename is held to the same rules; a path id that is not one is refused before any lookup.
    const search = await saved(headers, 'Featured', address);
    for (const [name, label] of [['', 'empty'], ['n'.repeat(61), '61 characters'], [undefined, 'no name']] as const) {
      await field(ask('PATCH', one(calls.savedSearchRename.path, search.id), headers, name === undefined ? {} : { name }), 'name', `rename: ${label}`);
    }
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      await field(ask('PATCH', one(calls.savedSearchRename.path, id), headers, { name: 'x' }), 'id', `id ${id}`);
      await field(ask('DELETE', one(calls.savedSearchDelete.path, id), headers), 'id', `id ${id}`);
      await field(ask('POST', one(calls.savedSearchSeen.path, id), headers), 'id', `id ${id}`);
    }
    expect((await ask('PATCH', one(calls.savedSearchRename.path, 0), headers, { name: 'x' })).status).toBe(404);
    // Nothing refused was saved.
    expect((await list(headers)).map((item) => item.address)).toEqual([address]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per buyer and names of at most 60 characters`, async () => {
    const { headers } = await buyer();
    const sixty = 'N'.repeat(59) + '😀';
    expect((await saved(headers, sixty, '/deals-promotion?keyword=item0')).name).toBe(sixty);
    for (let n = 1; n < SAVED_SEARCHES_MAX; n++) await saved(headers, `Search ${n}`, `/deals-promotion?keyword=item${n}`);
    const full = await save(headers, 'One more', '/deals-promotion?keyword=more');
    expect(full.status).toBe(409);
    expect(full.body.status).toBe('0');
    expect(full.body.msg).toContain(String(SAVED_SEARCHES_MAX));
    // One already saved is still answered, not refused.
    expect((await save(headers, 'Again', '/deals-promotion?keyword=item7')).body).toMatchObject({ status: '1', created: false });
    expect(await list(headers)).toHaveLength(SAVED_SEARCHES_MAX);
    // Another buyer has a limit of their own.
    expect((await save((await buyer()).headers, 'One more', '/deals-promotion?keyword=more')).status).toBe(200);
  });

  it('never shows, renames, marks or deletes another buyer\'s search', async () => {
    const a = await buyer();
    const b = await buyer();
    const search = await saved(a.headers, 'Mine', '/featured-list?segment=B2C');
    await saved(b.headers, 'Theirs', '/featured-list?segment=B2C');
    expect((await list(b.headers)).map((item) => item.name)).toEqual(['Theirs']);
    expect((await ask('PATCH', one(calls.savedSearchRename.path, search.id), b.headers, { name: 'Stolen' })).status).toBe(404);
    expect((await ask('POST', one(calls.savedSearchSeen.path, search.id), b.headers)).status).toBe(404);
    expect((await ask('DELETE', one(calls.savedSearchDelete.path, search.id), b.headers)).status).toBe(404);
    expect(await list(a.headers)).toEqual([search]);
    const row = await t.database.db.selectFrom('saved_searches').select(['name', 'last_seen_at', 'user_id']).where('id', '=', search.id).executeTakeFirstOrThrow();
    expect({ name: row.name, lastSeenAt: new Date(row.last_seen_at).toISOString(), user: Number(row.user_id) }).toEqual({ name: 'Mine', lastSeenAt: search.lastSeenAt, user: a.id });
  });

  it('counts the products posted since the buyer last looked, with each search\'s own filters', async () => {
    const { headers } = await buyer();
    // A product and what its pages are named by: its vendor's store, its city, a word of its title that search knows, its category.
    const { rows: [product] } = await sql<{ gbx: string; store: string; city: string; country: string; country_name: string; cat1: number; segment: string; word: string }>`
      select p.gbx_product_id as gbx, v.company_url as store, c.name as city, p.country, co.name as country_name, p.cat1_id as cat1, p.segment,
        (select w.word from search_words w where p.search @@ to_tsquery('english', w.word) and w.word ~ '^[a-z]{5,}$'
          -- A word that is its own stem: typed as a keyword, search knows it as it is (no typo correction).
          and to_tsquery('english', w.word)::text = '''' || w.word || '''' order by w.ndoc, w.word limit 1) as word
      from products p join vendors v on v.id = p.vendor_id join cities c on c.id = p.city_id join countries co on co.iso2 = p.country
      where p.sold_worldwide and p.discount_percent > 0 and p.featured = false
      order by p.id limit 1`.execute(t.database.db);
    if (!product?.word) throw new Error('no product to copy');
    const other = ['B2B', 'B2C', 'C2C'].find((segment) => segment !== product.segment) as string;
    const store = await saved(headers, 'Store', `/vendor-store/${product.store}`);
    const words = await saved(headers, 'Word', `/advance-search?keyword=${product.word}&category=${product.cat1}`);
    const city = await saved(headers, 'City', `/product-result/${encodeURIComponent(product.city)}?condition=city&code=${product.country}`);
    const country = await saved(headers, 'Country', `/marketplace/${encodeURIComponent(product.country_name)}?segment=${product.segment}`);
    const deals = await saved(headers, 'Deals', `/deals-promotion?segment=${product.segment}`);
    const featured = await saved(headers, 'Featured', '/featured-list');
    const elsewhere = await saved(headers, 'Other segment', `/deals-promotion?segment=${other}`);
    const nowhere = await saved(headers, 'No such store', '/vendor-store/no-such-store-anywhere');
    for (const search of await list(headers)) expect(search.newCount, search.name).toBe(0);

    await insertCopies(product.gbx);

    const counts = Object.fromEntries((await list(headers)).map((search) => [search.name, search.newCount]));
    expect(counts).toEqual({ Store: 1, Word: 1, City: 1, Country: 1, Deals: 1, Featured: 0, 'Other segment': 0, 'No such store': 0 });
    expect([store, words, city, country, deals, featured, elsewhere, nowhere].every((search) => search.newCount === 0)).toBe(true);

    // Opened: counted from now. The others still count theirs.
    const seen = await ask('POST', one(calls.savedSearchSeen.path, store.id), headers);
    expect(seen.body.savedSearch).toMatchObject({ id: store.id, newCount: 0 });
    expect((await countOf(headers, store.id))?.newCount).toBe(0);
    expect((await countOf(headers, words.id))?.newCount).toBe(1);
    // A rename leaves the count alone.
    expect((await ask('PATCH', one(calls.savedSearchRename.path, words.id), headers, { name: 'Words' })).body.savedSearch.newCount).toBe(1);

    // Many new ones: counted up to the cap, and said to be more.
    await insertCopies(product.gbx, NEW_RESULTS_CAP + 21);
    expect(await countOf(headers, store.id)).toMatchObject({ newCount: NEW_RESULTS_CAP, newCountCapped: true });
    expect(await countOf(headers, city.id)).toMatchObject({ newCount: NEW_RESULTS_CAP, newCountCapped: true });
    expect(await countOf(headers, featured.id)).toMatchObject({ newCount: 0, newCountCapped: false });
    // Saved now, a search counts from now: what was posted before is not new to it.
    expect((await saved(headers, 'Later', `/vendor-store/${product.store}?keyword=`)).newCount).toBe(0);
    expect((await countOf(headers, (await list(headers))[0]!.id))?.newCount).toBe(0);
  });

  it('the development route that posts a copy of a product gives it the next id and now, and its vendor\'s store counts it', async () => {
    const { headers } = await buyer();
    const { rows: [product] } = await sql<{ gbx: string; store: string }>`
      select p.gbx_product_id as gbx, v.company_url as store from products p join vendors v on v.id = p.vendor_id
      where p.gbx_product_id ~ '^GBX[0-9]{8}$' order by p.id limit 1`.execute(t.database.db);
    const store = await saved(headers, 'Store', `/vendor-store/${product!.store}?keyword=`);
    const { rows: [last] } = await sql<{ max: string }>`select max(gbx_product_id) as max from products where gbx_product_id ~ '^GBX[0-9]{8}$'`.execute(t.database.db);
    const copy = await ask('POST', calls.devProductCopy.path, {}, { gbxproductid: product!.gbx.toLowerCase() });
    expect(copy).toMatchObject({ status: 200, body: { status: '1', gbxproductid: `GBX${String(Number(last!.max.slice(3)) + 1).padStart(8, '0')}` } });
    expect((await countOf(headers, store.id))?.newCount).toBe(1);
    expect(await ask('POST', calls.devProductCopy.path, {}, { gbxproductid: 'GBX99999998' })).toMatchObject({ status: 404, body: { status: '0', msg: 'Product not found' } });
    expect((await ask('POST', calls.devProductCopy.path, {}, { gbxproductid: '../x' })).status).toBe(400);
  });

  it('generated bad input to its calls, with and without a session: never 5xx, a JSON refusal on 4xx', async () => {
    const { headers } = await buyer();
    await saved(headers, 'Kept', '/featured-list');
    expect(await sendBadInput(t.app, '/api/buyer/saved-searches', headers, 4101)).toBe(5);
  });
});
