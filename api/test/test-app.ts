import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { searchIndexSettled } from '../src/features/products/search-index/search-index.js';
import type { App } from '../src/http/app-types.js';

export type EngineName = 'pglite' | 'postgres';

/** The engines this run can test: PGlite always, PostgreSQL when the server started. */
export const ENGINES: EngineName[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: App;
  database: Database;
  close: () => Promise<void>;
}

let counter = 0;

/** A new database on the test PostgreSQL server, copied from the seeded template; drop() removes it. */
export async function copyPostgresTemplate(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = inject('postgresUrl');
  const name = `gbx_test_${process.pid}_${++counter}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url.replace('{db}', 'postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template gbx_template`);
  return { url: url.replace('{db}', name), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A fresh copy of the seeded test catalogue on `engine`, and the app on it; `env` adds settings (CAPTCHA_COST=1, ...). */
export async function openTestApp(engine: EngineName, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  // The development pages on, as a developer runs the API (the tests read the outbox).
  // Requests come through inject from 127.0.0.1, trusted as a proxy here: a test names its client with X-Forwarded-For.
  const config = loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1', TRUST_PROXY: '127.0.0.1', CORS_ORIGINS: 'http://localhost:3000,http://localhost:3002', ...env });
  let database: Database;
  let cleanup: () => Promise<void>;
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'gbx-pglite-copy-'));
    cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
    database = await openDatabase({ dataDir: dir });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const copy = await copyPostgresTemplate();
    database = await openDatabase({ databaseUrl: copy.url, dataDir: '' });
    cleanup = copy.drop;
  }
  const app = await buildApp(config, database);
  // The index builds behind the serving app; the tests start once it is in, as a load balancer would send them.
  await searchIndexSettled(database.db);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

/** POST JSON through the app (no network) and return status and parsed body. */
export async function post(app: App, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, payload: body as object, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export async function get(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.body ? response.json() : undefined, headers: response.headers };
}

/** The device context the front end sends: Paris by default. */
export function device(latitude = '48.8566', longitude = '2.3522') {
  return { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Chrome', latitude, longitude, userdevice: '', userdata: '' };
}
