import { calls } from '@gbx/contract/schemas';
import { pathWith } from '@gbx/contract/paths';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { startReplica, startPostgres, type PostgresServer } from '../src/bench/postgres-server.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { searchIndexSettled } from '../src/features/products/search-index/search-index.js';
import type { App } from '../src/http/app-types.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { userWithSession } from './account-helpers.js';
import { ENGINES, device, post } from './test-app.js';

const PRODUCT = 'GBX00000012';
const WITHIN = { timeout: 30_000, interval: 100 };

/**
 * DATABASE_READ_URL (issue 40): catalogue reads go to a streaming replica, what a
 * buyer writes is read back from the primary. Proved on a real primary and hot
 * standby (pg_basebackup -R) by pausing the standby's replay: what the API then
 * shows of the catalogue is what the standby has, and a buyer's wishlist is right at once.
 */
describe.runIf(ENGINES.includes('postgres'))('catalogue reads from a streaming replica (DATABASE_READ_URL)', () => {
  let primary: PostgresServer;
  let replica: PostgresServer;
  let database: Database;
  let app: App;
  let standby: pg.Client;

  beforeAll(async () => {
    primary = (await startPostgres()) as PostgresServer;
    const admin = new pg.Client({ connectionString: primary.url('postgres') });
    await admin.connect();
    await admin.query('create database gbx');
    await admin.end();
    const seeding = await openDatabase({ databaseUrl: primary.url('gbx'), dataDir: '' });
    await migrateToLatest(seeding.db as never);
    await seedCatalogue(seeding, { products: 300, seed: 7, progress: null });
    await seeding.close();
    replica = await startReplica(primary);
    standby = new pg.Client({ connectionString: replica.url('gbx') });
    await standby.connect();
    database = await openDatabase({ databaseUrl: primary.url('gbx'), readUrl: replica.url('gbx'), dataDir: '' });
    app = await buildApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: primary.url('gbx'), DATABASE_READ_URL: replica.url('gbx') }), database);
    await searchIndexSettled(database.reads);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await standby?.end();
    replica?.stop();
    primary?.stop();
  });

  const detail = async (headers: Record<string, string> = {}, gbxproductid = PRODUCT) =>
    (await post(app, pathWith(calls.productDetail.path, { gbxproductid }), device(), headers)).body.product_list[0] as { ProductTitle: string; addedwish: boolean };
  const found = async (keyword: string) =>
    ((await post(app, calls.productListSearch.path, { ...device(), search_data: keyword, sort_by: 'low', market_segment: '', offset: 0 })).body.product_list as Array<{ GBXProductID: string }>)
      .map((item) => item.GBXProductID);

  it('is a standby that answers reads', async () => {
    expect((await standby.query<{ standby: boolean }>('select pg_is_in_recovery() as standby')).rows[0]?.standby).toBe(true);
    expect(database.reads).not.toBe(database.db);
  });

  it('shows the catalogue the replica has: a change it has not replayed is not shown yet, and is once replayed, with no restart', async () => {
    const before = (await detail()).ProductTitle;
    await standby.query('select pg_wal_replay_pause()');
    try {
      await database.db.updateTable('products').set({ title: 'Zephyrine Quartz Lantern' }).where('gbx_product_id', '=', PRODUCT).execute();
      const onPrimary = await database.db.selectFrom('products').select('title').where('gbx_product_id', '=', PRODUCT).executeTakeFirstOrThrow();
      expect(onPrimary.title).toBe('Zephyrine Quartz Lantern');
      // Read from the standby, which has not replayed the change.
      expect((await detail()).ProductTitle).toBe(before);
      expect(await found('zephyrine')).not.toContain(PRODUCT);
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
    // Replayed: the watch, which looks at the replica, empties the caches and the index follows.
    await expect.poll(async () => (await detail()).ProductTitle, WITHIN).toBe('Zephyrine Quartz Lantern');
    await expect.poll(() => found('zephyrine'), WITHIN).toContain(PRODUCT);
  });

  it('reads a buyer\'s own writes back from the primary: the wishlist mark and count right after adding, though the replica lags', async () => {
    const buyer = await userWithSession(database.db, 'Buyer');
    const { gbx_product_id: sellable } = await database.db.selectFrom('products').select('gbx_product_id')
      .where('sold_worldwide', '=', true).where('stock_qty', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    await standby.query('select pg_wal_replay_pause()');
    try {
      const added = await post(app, '/api/buyer/add-wish-list', { ...device(), gbxproductid: sellable }, buyer.headers);
      expect(added.body).toMatchObject({ status: '1', msg: 'Added to your wishlist' });
      expect((await detail(buyer.headers, sellable)).addedwish).toBe(true);
      const count = await post(app, '/api/header/whish-list-count', device(), buyer.headers);
      expect(count.body).toMatchObject({ status: '1', wishListCount: 1 });
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
  });
});
