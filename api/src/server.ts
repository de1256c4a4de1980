import { loadConfig } from './config.js';
import { prepareDatabase } from './prepare-database.js';
import { buildApp } from './app.js';

/**
 * `pnpm --filter @gbx/api start`: open the database (PGlite in api/.data, or
 * DATABASE_URL), migrate, seed an empty catalogue, then listen on HOST:PORT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.log(message));
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
  console.log(`GBX API listening on http://${config.host}:${config.port} (docs: /docs, database: ${database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
