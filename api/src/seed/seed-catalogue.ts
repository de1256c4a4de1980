import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { ProgressBar } from './progress-bar.js';
import {
  PRODUCT_COLUMNS, VENDOR_COLUMNS, generateProducts, generateVendors, vendorCountFor, type CategoryPath, type MarketCity,
} from './generate-catalogue.js';
import { refreshCounts } from './refresh-counts.js';
import { refreshSearchHeads } from '../features/products/search-heads.js';
import { ensureDemoAccounts } from '../features/accounts/demo-accounts.js';
import { seedReference } from './seed-reference.js';
import { withCleanVendorHtml } from '../lib/vendor-html.js';

export interface SeedOptions {
  products: number;
  seed: number;
  /** Where the progress bar goes; null for none (tests). */
  progress?: NodeJS.WriteStream | null;
  now?: Date;
  /**
   * Compute the search heads at the end (default). A bulk load that drops the
   * product indexes (the benchmark's) computes them itself once the indexes are
   * back: without them every head query reads the whole table.
   */
  searchHeads?: boolean;
}

const PRODUCT_BATCH = 20_000;

async function loadMarketCities(database: Database): Promise<MarketCity[]> {
  const rows = await database.db
    .selectFrom('cities')
    .innerJoin('countries', 'countries.iso2', 'cities.country')
    .select(['cities.id', 'cities.name', 'cities.state_id', 'cities.country', 'cities.postal_code', 'cities.population', 'countries.currency'])
    .where('cities.is_market', '=', true)
    .orderBy('cities.id')
    .execute();
  return rows.map((row) => ({
    id: row.id, name: row.name, stateId: row.state_id, country: row.country, postalCode: row.postal_code ?? '',
    currency: row.currency, population: row.population,
  }));
}

async function loadCategoryPaths(database: Database): Promise<CategoryPath[]> {
  const rows = await database.db.selectFrom('categories').select(['id', 'parent_id', 'name', 'level']).orderBy('id').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows
    .filter((row) => row.level === 4)
    .map((leaf) => {
      const ids: number[] = [];
      const names: string[] = [];
      for (let node: typeof leaf | undefined = leaf; node; node = node.parent_id === null ? undefined : byId.get(node.parent_id)) {
        ids.unshift(node.id);
        names.unshift(node.name);
      }
      return { ids, names };
    });
}

/** True when the catalogue has never been seeded. */
export async function isEmpty(database: Database): Promise<boolean> {
  const row = await database.db.selectFrom('countries').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n === 0;
}

/**
 * Seeds an empty database: reference data, vendors, `products` products, then the
 * precomputed counts. Deterministic for a given seed (dates are relative to `now`).
 */
export async function seedCatalogue(database: Database, options: SeedOptions): Promise<{ vendors: number; products: number }> {
  if (!(await isEmpty(database))) throw new Error('The database already has a catalogue; seed an empty one (remove api/.data or use a fresh DATABASE_URL).');
  const now = options.now ?? new Date();
  const progress = options.progress === undefined ? process.stderr : options.progress;
  await seedReference(database);

  const cities = await loadMarketCities(database);
  const categories = await loadCategoryPaths(database);
  const rateRows = await database.db.selectFrom('exchange_rates').select(['currency', 'units_per_usd']).execute();
  const rates = new Map(rateRows.map((row) => [row.currency, Number(row.units_per_usd)]));
  const missingRate = cities.find((city) => !rates.has(city.currency));
  if (missingRate) throw new Error(`No exchange rate for ${missingRate.currency} (${missingRate.name})`);

  const vendorCount = vendorCountFor(options.products, cities.length);
  const { vendors, rows } = generateVendors(options.seed, vendorCount, cities, categories, now);
  await database.copyRows('vendors', VENDOR_COLUMNS, rows);

  const bar = new ProgressBar('Products', options.products, progress);
  const marketCountries = [...new Set(cities.map((city) => city.country))];
  const context = { seed: options.seed, vendors, categories, rates, marketCountries, now };
  // A seed is not a change to log (features/catalogue-changes): everything derived is computed below.
  await sql`alter table products disable trigger products_catalogue_change`.execute(database.db);
  for (let first = 1; first <= options.products; first += PRODUCT_BATCH) {
    const count = Math.min(PRODUCT_BATCH, options.products - first + 1);
    // Vendor HTML is cleaned on its way into the database, as any import's must be (issue 17, finding 10).
    await database.copyRows('products', PRODUCT_COLUMNS, withCleanVendorHtml(PRODUCT_COLUMNS, 'additional_info', generateProducts(context, count, first)));
    bar.update(first + count - 1);
  }
  await sql`alter table products enable trigger products_catalogue_change`.execute(database.db);
  await sql`select setval(pg_get_serial_sequence('vendors', 'id'), ${vendorCount})`.execute(database.db);
  await sql`select setval(pg_get_serial_sequence('products', 'id'), ${Math.max(options.products, 1)})`.execute(database.db);
  await refreshCounts(database.db);
  // The house affiliate and the demo accounts of api/README.md.
  await ensureDemoAccounts(database.db);
  await sql`analyze`.execute(database.db);
  // After analyze: the heads are found by the listing queries, which need the planner's statistics.
  if (options.searchHeads !== false) await refreshSearchHeads(database.db);
  return { vendors: vendorCount, products: options.products };
}
