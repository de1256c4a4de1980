import { afterEach, describe, expect, it } from 'vitest';
import { loadSearchIndex, searchIndexOf, searchIndexSettled, startSearchIndex } from '../src/features/products/search-index/search-index.js';
import { ENGINES, device, get, openTestApp, post, type TestApp } from './test-app.js';

/** A keyword search with a sort, answered by the index once it is in (the page cache off, so each call is answered anew). */
const search = (app: TestApp['app']) =>
  post(app, '/api/marketplace/product-list-search', { ...device(), sort_by: 'low', search_data: 'premium', market_segment: '', offset: 0 });

const quiet = { info: () => undefined, error: () => undefined };

describe.each(ENGINES)('readiness while the search index builds (%s)', (engine) => {
  let opened: TestApp | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('serves searches from the database while the index builds, says it is not ready yet, and is ready once the index is in', async () => {
    // No index at start: this test starts one whose build waits for a go.
    opened = await openTestApp(engine, { SEARCH_INDEX: '0', LISTING_CACHE_SECONDS: '0' });
    const { app, database } = opened;
    expect(await get(app, '/health/ready')).toMatchObject({ status: 200, body: { status: '1', searchIndex: 'off' } });

    let go!: () => void;
    const gate = new Promise<void>((resolve) => (go = resolve));
    startSearchIndex(database.db, quiet, (db) => gate.then(() => loadSearchIndex(db)));

    const building = await get(app, '/health/ready');
    expect(building).toMatchObject({ status: 503, body: { status: '0', searchIndex: 'building', msg: 'The search index is being built.' } });
    expect(building.headers['retry-after']).toBe('1');
    // Alive all along, and answering: from the database.
    expect((await get(app, '/health')).status).toBe(200);
    expect(searchIndexOf(database.db)).toBeUndefined();
    const fromDatabase = await search(app);
    expect(fromDatabase.status).toBe(200);
    expect(fromDatabase.body.product_count).toBeGreaterThan(0);

    go();
    await searchIndexSettled(database.db);
    expect(await get(app, '/health/ready')).toMatchObject({ status: 200, body: { status: '1', searchIndex: 'ready' } });
    expect(searchIndexOf(database.db)).toBeDefined();
    // The index answers what the database answered.
    const fromIndex = await search(app);
    expect(fromIndex.body).toEqual(fromDatabase.body);
  });

  it('a build that fails leaves the database answering, and the process ready', async () => {
    opened = await openTestApp(engine, { SEARCH_INDEX: '0', LISTING_CACHE_SECONDS: '0' });
    const { app, database } = opened;
    const logged: string[] = [];
    startSearchIndex(database.db, { info: () => undefined, error: (message) => logged.push(message) }, () => Promise.reject(new Error('out of memory')));
    await searchIndexSettled(database.db);
    expect(await get(app, '/health/ready')).toMatchObject({ status: 200, body: { status: '1', searchIndex: 'failed' } });
    expect(logged).toEqual(['The search index could not be built; the database answers every search: out of memory']);
    expect((await search(app)).status).toBe(200);
  });
});
