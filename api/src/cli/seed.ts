import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedCatalogue } from '../seed/seed-catalogue.js';

/**
 * pnpm --filter @gbx/api seed -- --products N --seed S
 * Seeds the configured database (DATABASE_URL, else PGlite in api/.data). The
 * database must be empty: with --reset, the PGlite folder or the server's
 * catalogue schema is dropped first.
 */
const { values } = parseArgs({
  // pnpm passes a literal '--' through to the script.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    products: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '42' },
    reset: { type: 'boolean', default: false },
  },
});

const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 1 || products > 5_000_000) throw new Error('--products must be an integer from 1 to 5000000');
if (!Number.isInteger(seed) || seed < 0) throw new Error('--seed must be a non-negative integer');

const config = loadConfig();
if (values.reset) {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query('drop schema public cascade; create schema public;');
    await client.end();
  } else {
    const { rm } = await import('node:fs/promises');
    await rm(config.dataDir, { recursive: true, force: true });
  }
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const started = Date.now();
try {
  await migrateToLatest(database.db as never);
  const result = await seedCatalogue(database, { products, seed });
  console.log(`Seeded ${result.products} products from ${result.vendors} vendors in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine}).`);
} finally {
  await database.close();
}
