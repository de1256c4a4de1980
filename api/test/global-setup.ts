import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { startPostgres } from './postgres-server.js';
import { TEST_PRODUCTS, TEST_SEED } from './test-constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite folder; each test file works on its own copy. */
    pgliteTemplateDir: string;
    /** Server URL with a {db} placeholder, '' when no PostgreSQL server binaries exist. */
    postgresUrl: string;
  }
}

/**
 * Seeds one small catalogue per engine once; every test file then starts from a
 * copy (a copied PGlite folder, a database created from the server's template).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const now = new Date();
  const pgliteDir = mkdtempSync(join(tmpdir(), 'gbx-pglite-'));
  const pglite = await openDatabase({ dataDir: pgliteDir });
  await migrateToLatest(pglite.db as never);
  await seedCatalogue(pglite, { products: TEST_PRODUCTS, seed: TEST_SEED, progress: null, now });
  await pglite.close();
  project.provide('pgliteTemplateDir', pgliteDir);

  const server = await startPostgres();
  if (server) {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query('create database gbx_template');
    await admin.end();
    const database = await openDatabase({ databaseUrl: server.url('gbx_template'), dataDir: '' });
    await migrateToLatest(database.db as never);
    await seedCatalogue(database, { products: TEST_PRODUCTS, seed: TEST_SEED, progress: null, now });
    await database.close();
    project.provide('postgresUrl', server.url('{db}'));
  } else {
    console.warn('No PostgreSQL server binaries (initdb, pg_ctl): the PostgreSQL half of the API tests is skipped.');
    project.provide('postgresUrl', '');
  }

  return async () => {
    server?.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  };
}
