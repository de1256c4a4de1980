import { sql } from 'kysely';
import { resolve } from 'node:path';
import pg from 'pg';
import { PACKAGE_DIR } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { refreshSearchHeads } from '../features/products/search-heads.js';
import { seedCatalogue } from '../seed/seed-catalogue.js';
import type { PostgresServer } from './postgres-server.js';

const DATABASE = 'gbx_bench';

/** Server settings for this 2-core, 24 GB machine: the catalogue fits in memory; no JIT for short queries. */
export const BENCH_PG_SETTINGS = {
  shared_buffers: '4GB',
  effective_cache_size: '16GB',
  work_mem: '32MB',
  maintenance_work_mem: '1GB',
  max_connections: 200,
  max_wal_size: '16GB',
  checkpoint_timeout: '30min',
  random_page_cost: '1.1',
  jit: 'off',
};

/** Where the benchmarks keep a seeded cluster of `products` products and `seed` between runs. */
export function benchDataDir(products: number, seed: number): string {
  return resolve(PACKAGE_DIR, '.data', `bench-pg-${products}-${seed}`);
}

/** Whole seconds since `started` (Date.now()), for the progress lines. */
const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(0);

async function admin<T>(server: PostgresServer, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server.url('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What the last complete seed of this database was, or null. */
async function seededWith(database: Database): Promise<{ products: number; seed: number } | null> {
  try {
    const { rows } = await sql<{ products: number; seed: number }>`select products, seed from bench_info`.execute(database.db);
    return rows[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The secondary indexes of products are dropped during the bulk load and built
 * afterwards (much faster than maintaining twenty indexes row by row). Their
 * definitions are read from the catalogue, so whatever the migrations define is
 * exactly what comes back.
 */
async function withoutProductIndexes(database: Database, log: (line: string) => void, load: () => Promise<void>): Promise<void> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select i.indexname, i.indexdef from pg_indexes i
    join pg_class c on c.relname = i.indexname
    join pg_index x on x.indexrelid = c.oid
    where i.schemaname = 'public' and i.tablename = 'products' and not x.indisprimary and not x.indisunique`.execute(database.db);
  for (const row of rows) await sql.raw(`drop index "${row.indexname}"`).execute(database.db);
  await load();
  log(`Building ${rows.length} product indexes...`);
  await sql`set maintenance_work_mem = '1GB'`.execute(database.db);
  await sql`set max_parallel_maintenance_workers = 2`.execute(database.db);
  for (const row of rows) {
    const started = Date.now();
    await sql.raw(row.indexdef).execute(database.db);
    log(`  ${row.indexname} (${secondsSince(started)} s)`);
  }
}

/**
 * The benchmark's catalogue on `server`: reused when a complete seed of the same
 * size and seed is there (after applying any newer migration), else seeded from
 * scratch with the generator (COPY), indexed, vacuumed and analysed.
 */
export async function ensureBenchDatabase(
  server: PostgresServer,
  options: { products: number; seed: number; fresh: boolean; log: (line: string) => void },
): Promise<string> {
  const { log } = options;
  const url = server.url(DATABASE);
  const exists = await admin(server, async (client) => (await client.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount === 1);
  if (exists && !options.fresh) {
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      const seeded = await seededWith(database);
      if (seeded && seeded.products === options.products && seeded.seed === options.seed) {
        const applied = await migrateToLatest(database.db as never);
        if (applied.length) {
          log(`Applied newer migrations to the kept catalogue: ${applied.join(', ')}`);
          await sql`vacuum analyze`.execute(database.db);
        }
        log(`Reusing the seeded catalogue (${options.products} products, seed ${options.seed}).`);
        return url;
      }
    } finally {
      await database.close();
    }
  }
  if (exists) await admin(server, (client) => client.query(`drop database ${DATABASE} with (force)`));
  await admin(server, (client) => client.query(`create database ${DATABASE}`));

  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await migrateToLatest(database.db as never);
    const started = Date.now();
    log(`Seeding ${options.products} products (seed ${options.seed}) with COPY...`);
    await withoutProductIndexes(database, log, async () => {
      await seedCatalogue(database, { products: options.products, seed: options.seed, searchHeads: false });
    });
    log('Vacuum and analyse...');
    await sql`vacuum analyze`.execute(database.db);
    // With the indexes back: inside the bulk load, without them, they took 40 minutes instead of 5 at a million products.
    const headsStarted = Date.now();
    const words = await refreshSearchHeads(database.db);
    log(`Search heads of ${words} words (${secondsSince(headsStarted)} s).`);
    await sql`create table bench_info (products integer not null, seed integer not null, seeded_at timestamptz not null default now())`.execute(database.db);
    await sql`insert into bench_info (products, seed) values (${options.products}, ${options.seed})`.execute(database.db);
    log(`Seeded in ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
    return url;
  } finally {
    await database.close();
  }
}

/**
 * Reads the whole catalogue into PostgreSQL's shared buffers (pg_prewarm: 2.5 GB at a million
 * products, within the benchmark's 4 GB). A server just started has none of it in memory, and
 * this machine keeps little of it in its page cache: the first advanced searches then read their
 * rows from disk (a count that takes 160 ms warm took 10 s, and every request of that form waited
 * on it), which measures the disk, not the API. A server in service has its working set in memory.
 */
export async function prewarmBenchDatabase(url: string, log: (line: string) => void): Promise<number> {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    // A standby may read but not create: its extension came with the primary's copy (bench:scale's replica).
    const { rows: recovery } = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(database.db);
    if (!recovery[0]?.standby) await sql`create extension if not exists pg_prewarm`.execute(database.db);
    const started = Date.now();
    const { rows } = await sql<{ blocks: string }>`
      select coalesce(sum(pg_prewarm(c.oid)), 0) as blocks from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pg_toast') and c.relkind in ('r', 'i', 't', 'm')`.execute(database.db);
    const megabytes = Math.round((Number(rows[0]?.blocks ?? 0) * 8) / 1024);
    log(`Read ${megabytes} MB of tables and indexes into shared buffers (pg_prewarm, ${secondsSince(started)} s).`);
    return megabytes;
  } finally {
    await database.close();
  }
}
