import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { refreshSearchHeads } from '../features/products/search-heads.js';

/**
 * pnpm --filter @gbx/api import-rates -- --file rates.json
 * rates.json: { "date": "2025-07-31", "rates": { "EUR": 0.86, "INR": 86.1, ... } }
 * (units of each currency per US dollar). Adds the dated set, then re-derives the
 * US dollar price of every product in those currencies so that price sorts stay
 * consistent with the prices shown. A running API sees the new US dollar prices in
 * its listings and search within seconds; the rates it shows for visitor
 * currencies (the place directory) are read again on restart.
 */
const { values } = parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== '--'), options: { file: { type: 'string' } } });
if (!values.file) throw new Error('--file rates.json is required');
const input = JSON.parse(await readFile(values.file, 'utf8')) as { date?: unknown; rates?: unknown };
if (typeof input.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input.date)) throw new Error('"date" must be YYYY-MM-DD');
if (!input.rates || typeof input.rates !== 'object') throw new Error('"rates" must be an object of currency -> units per USD');
const rates = Object.entries(input.rates as Record<string, unknown>).map(([currency, rate]) => {
  if (!/^[A-Z]{3}$/.test(currency) || typeof rate !== 'number' || !(rate > 0)) throw new Error(`Bad rate ${currency}: ${String(rate)}`);
  return { currency, rate_date: input.date as string, units_per_usd: rate };
});

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db as never);
  await database.db.transaction().execute(async (trx) => {
    await trx.insertInto('exchange_rates').values(rates)
      .onConflict((oc) => oc.columns(['currency', 'rate_date']).doUpdateSet((eb) => ({ units_per_usd: eb.ref('excluded.units_per_usd') })))
      .execute();
    // A bulk change, not logged product by product: the heads are refreshed below and the version moved.
    await sql`set local gbx.bulk_load = 'on'`.execute(trx);
    // Only where the imported date is now the latest for that currency.
    await sql`
      update products p set price_usd = round(p.price / r.units_per_usd, 2)
      from (select distinct on (currency) currency, units_per_usd from exchange_rates order by currency, rate_date desc) r
      where r.currency = p.currency and p.currency in (${sql.join(rates.map((r) => r.currency))})`.execute(trx);
  });
  // USD prices changed: so did the price orders of the search heads.
  await refreshSearchHeads(database.db);
  // Running API processes follow the version: they empty their page caches and rebuild their search index.
  await sql`update catalogue_state set version = version + 1`.execute(database.db);
  console.log(`Imported ${rates.length} rates dated ${input.date}.`);
} finally {
  await database.close();
}
