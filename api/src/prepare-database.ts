import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isEmpty, seedCatalogue } from './seed/seed-catalogue.js';
import { ensureDemoAccounts } from './features/accounts/demo-accounts.js';
import { refreshSearchHeads, searchHeadsMissing } from './features/products/search-heads.js';

/** Opens the configured database, applies migrations and seeds it on first run. */
export async function prepareDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(database.db as never);
    if (applied.length) log(`Migrations applied: ${applied.join(', ')}`);
    if (await isEmpty(database)) {
      log(`Empty database: generating ${config.seedProducts} products (seed ${config.seed})...`);
      const result = await seedCatalogue(database, { products: config.seedProducts, seed: config.seed });
      log(`Seeded ${result.products} products from ${result.vendors} vendors.`);
    }
    // A database seeded before the demo accounts existed gets them now.
    const accounts = await ensureDemoAccounts(database.db);
    if (accounts) log(`Created ${accounts} demo accounts (see api/README.md).`);
    if (await searchHeadsMissing(database.db)) {
      log('Computing the search heads (the first pages of every search word)...');
      log(`Search heads of ${await refreshSearchHeads(database.db)} words computed.`);
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
