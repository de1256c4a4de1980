import cluster from 'node:cluster';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { prepareDatabase } from './prepare-database.js';
import { buildApp } from './app.js';
import { runPrimary } from './server-cluster.js';

/**
 * `pnpm --filter @gbx/api start`: open the database (PGlite in api/.data, or
 * DATABASE_URL), migrate, seed an empty catalogue, then listen on HOST:PORT.
 * With API_WORKERS above 1 (PostgreSQL only), this process prepares the
 * database and starts that many worker processes sharing the port
 * (server-cluster.ts); each worker runs this file again and only serves.
 */
async function serve(config: Config, prepare: boolean): Promise<void> {
  const database = await openServingDatabase(config, prepare);
  const app = await buildApp(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (cluster.isPrimary) console.log(`GBX API listening on http://${config.host}:${config.port} (docs: /docs, database: ${database.engine})`);
}

/**
 * The database the app serves from: migrated and seeded first when this process
 * prepares it, then, on PostgreSQL, opened again with the statement timeout
 * (which migrations and a first seed must not have). PGlite runs one statement
 * at a time in this process and cannot cancel one: the search gate
 * (services/search-gate.ts) is its protection.
 */
async function openServingDatabase(config: Config, prepare: boolean): Promise<Database> {
  const options = { databaseUrl: config.databaseUrl, readUrl: config.databaseReadUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs || undefined };
  if (!prepare) return openDatabase(options);
  const prepared = await prepareDatabase(config, (message) => console.log(message));
  if (prepared.engine === 'pglite' || (!options.statementTimeoutMs && !options.readUrl)) return prepared;
  await prepared.close();
  return openDatabase(options);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, false);
  if (config.workers > 1) return runPrimary(config);
  return serve(config, true);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
