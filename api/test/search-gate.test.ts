import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { registerErrorHandling } from '../src/http/errors.js';
import { configureSearchGate, SearchBusyError, SearchGate, searchGateOf } from '../src/services/search-gate.js';
import { copyPostgresTemplate, device, ENGINES, openTestApp, post, type TestApp } from './test-app.js';

/** A promise and the function that settles it: a search held open for as long as a test needs. */
function held() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('SearchGate', () => {
  it('runs at most `concurrency` searches at once, the others in turn', async () => {
    const gate = new SearchGate(2, 10);
    let running = 0;
    let most = 0;
    const search = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 8 }, () => gate.run(search)));
    expect(most).toBe(2);
  });

  it('refuses at once when too many wait, and takes searches again once the queue moves', async () => {
    const gate = new SearchGate(1, 1);
    const first = held();
    const running = gate.run(() => first.promise);
    const waiting = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(SearchBusyError);
    first.release();
    await running;
    await expect(waiting).resolves.toBe('second');
    await expect(gate.run(async () => 'fourth')).resolves.toBe('fourth');
  });
});

describe('a 503 the client can act on', () => {
  it('for a busy search gate and for a PostgreSQL statement timeout: JSON, Retry-After, no 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/busy', async () => {
      throw new SearchBusyError();
    });
    app.get('/timeout', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
    for (const url of ['/busy', '/timeout']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ status: '0', msg: expect.stringMatching(/try again/) });
    }
    await app.close();
  });
});

describe.each(ENGINES)('costly searches take turns on %s (issue 17, finding 4)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Without the in-memory index, so that every search is read by the database.
    t = await openTestApp(engine, { LISTING_CACHE_SECONDS: '0', SEARCH_INDEX: '0' });
  });
  afterAll(async () => t?.close());

  it('a plain listing passes a search that holds the gate; searches wait, and past the queue get a 503', async () => {
    // One search at a time and none waiting, so the one this test holds fills the gate.
    configureSearchGate(t.database.db, 2, { queueLimit: 0 });
    const gate = searchGateOf(t.database.db);
    const holder = held();
    const holding = gate?.run(() => holder.promise);

    const listing = await post(t.app, '/api/marketplace/product-list', { ...device(), sort_by: '', search_data: '', market_segment: '', offset: 0 });
    expect(listing.status).toBe(200);
    expect(listing.body.product_list.length).toBeGreaterThan(0);

    const keyword = await post(t.app, '/api/marketplace/product-list-search', { ...device(), sort_by: '', search_data: 'tractor', market_segment: '', offset: 0 });
    expect(keyword.status).toBe(503);
    expect(keyword.headers['retry-after']).toBe('2');
    const advanced = await post(t.app, '/api/advance-search/advance-search', { ...device(), keyword: 'premium', pricingmin: '1', limit: 12, offset: 0 });
    expect(advanced.status).toBe(503);

    holder.release();
    await holding;
    configureSearchGate(t.database.db, 2);
    const again = await post(t.app, '/api/marketplace/product-list-search', { ...device(), sort_by: '', search_data: 'tractor', market_segment: '', offset: 0 });
    expect(again.status).toBe(200);
  });
});

describe.each(ENGINES)('searches the in-memory index answers on %s (issue 18)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, { LISTING_CACHE_SECONDS: '0' });
  });
  afterAll(async () => t?.close());

  it('pass a held gate; a phrase, which the database answers, still takes its turn', async () => {
    configureSearchGate(t.database.db, 2, { queueLimit: 0 });
    const holder = held();
    const holding = searchGateOf(t.database.db)?.run(() => holder.promise);
    try {
      const keyword = await post(t.app, '/api/marketplace/product-list-search', { ...device(), sort_by: 'Low', search_data: 'tractor', market_segment: '', offset: 0 });
      expect(keyword.status).toBe(200);
      expect(keyword.body.product_list.length).toBeGreaterThan(0);
      const advanced = await post(t.app, '/api/advance-search/advance-search', { ...device(), keyword: 'premium', pricingmin: '1', limit: 12, offset: 0 });
      expect(advanced.status).toBe(200);
      const phrase = await post(t.app, '/api/marketplace/product-list-search', { ...device(), sort_by: 'Low', search_data: '"fishing boats"', market_segment: '', offset: 0 });
      expect(phrase.status).toBe(503);
    } finally {
      holder.release();
      await holding;
      configureSearchGate(t.database.db, 2);
    }
  });
});

describe.runIf(ENGINES.includes('postgres'))('the statement timeout on PostgreSQL', () => {
  it('cancels a statement that runs too long, with the code the API answers 503', async () => {
    const copy = await copyPostgresTemplate();
    const database = await openDatabase({ databaseUrl: copy.url, dataDir: '', statementTimeoutMs: 50 });
    try {
      await expect(sql`select pg_sleep(2)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
      await expect(sql`select 1 as one`.execute(database.db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
      await copy.drop();
    }
  });
});
