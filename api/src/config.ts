import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAccountsConfig, type AccountsConfig } from './features/accounts/accounts-config.js';

/** The API package folder (api/), whether running from src/ or dist/. */
export const PACKAGE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The front-end origins of a developer machine: host and remotes (3000-3004) and their dev servers (3100-3104). */
const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3100, 3101, 3102, 3103, 3104].map((port) => `http://localhost:${port}`);

export interface Config {
  host: string;
  port: number;
  /** A PostgreSQL server; when absent, embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** A PostgreSQL replica of DATABASE_URL that catalogue reads go to (DATABASE_READ_URL, optional; db/database.ts). */
  databaseReadUrl: string | undefined;
  /** Where PGlite keeps its files; 'memory://' for a throwaway database. */
  dataDir: string;
  corsOrigins: string[];
  /** Products generated on the first start of an empty database. */
  seedProducts: number;
  seed: number;
  /** Public base address of this API for absolute image links; '' derives it from each request's Host. */
  publicUrl: string;
  logLevel: string;
  /** How long a listing page (its products and total) is reused for the same filter, sort and offset; 0: never. */
  listingCacheSeconds: number;
  /** How many listing pages each API process keeps (the least recently used go first). */
  listingCachePages: number;
  /** PostgreSQL: a serving statement running longer is cancelled and answered 503 (DB_STATEMENT_TIMEOUT_MS; 0: never). */
  statementTimeoutMs: number;
  /** Uncached keyword and advanced searches running at once (SEARCH_CONCURRENCY); 0: half the database's connections, one on PGlite. */
  searchConcurrency: number;
  /** Keyword and advanced searches answered from an in-memory index built at start (SEARCH_INDEX, default 1); 0: by the database. */
  searchIndex: boolean;
  /** How often (ms) each process looks for catalogue changes made while it runs (CATALOGUE_WATCH_MS, default 1000; 0 turns it off). */
  catalogueWatchMs: number;
  /** How often (ms) each process mails the buyers waiting for products back in stock (NOTIFY_ME_MS, default 1000; 0 turns it off). */
  notifyMeMs: number;
  /**
   * Which proxies may name the client in X-Forwarded-For: false (none: the
   * socket's address is the client), or the addresses and CIDR ranges of the
   * proxies in front (TRUST_PROXY=10.0.0.0/8,127.0.0.1). Never "everyone": the
   * per-address limits would then be the client's to reset (issue 17, finding 2).
   */
  trustProxy: false | string[];
  /** API processes sharing the port (node:cluster); above 1 needs a PostgreSQL server (server.ts). */
  workers: number;
  /** Registration, login, sessions, mail and captcha (features/accounts/accounts-config.ts). */
  accounts: AccountsConfig;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** TRUST_PROXY: a list of IPv4/IPv6 addresses or CIDR ranges; unset or empty trusts none. */
function trustedProxies(value: string | undefined): false | string[] {
  const list = (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (list.length === 0) return false;
  for (const part of list) {
    const [address, bits, ...rest] = part.split('/');
    const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(address ?? '');
    const ipv6 = /^[0-9a-fA-F:]+$/.test(address ?? '') && (address ?? '').includes(':');
    const width = ipv4 ? 32 : 128;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 8 && Number(bits) <= width);
    if ((!ipv4 && !ipv6) || !okBits || rest.length) {
      throw new Error(`TRUST_PROXY must list proxy addresses or CIDR ranges (at least /8), like 127.0.0.1,10.0.0.0/8; got "${part}"`);
    }
  }
  return list;
}

/** Reads the environment once, failing fast with a clear message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer('PORT', env.PORT, 4000);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  const workers = integer('API_WORKERS', env.API_WORKERS, 1);
  if (workers < 1 || workers > 64) throw new Error(`API_WORKERS must be from 1 to 64, got ${workers}`);
  // Embedded PGlite is a database inside one process: other processes cannot open it.
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) throw new Error('DATABASE_READ_URL names a replica of DATABASE_URL, which is not set');
  if (workers > 1 && !env.DATABASE_URL) throw new Error('API_WORKERS above 1 needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to one process');
  return {
    // Loopback by default (IPv4 and IPv6): a developer's API is not on the network
    // unless HOST says so (the container image sets 0.0.0.0).
    host: env.HOST || 'localhost',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    dataDir: env.DATA_DIR || resolve(PACKAGE_DIR, '.data', 'pglite'),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    seedProducts: integer('SEED_PRODUCTS', env.SEED_PRODUCTS, 5000),
    seed: integer('SEED', env.SEED, 42),
    publicUrl: (env.PUBLIC_URL || '').replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    listingCacheSeconds: integer('LISTING_CACHE_SECONDS', env.LISTING_CACHE_SECONDS, 300),
    listingCachePages: integer('LISTING_CACHE_PAGES', env.LISTING_CACHE_PAGES, 5000),
    statementTimeoutMs: integer('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, 10_000),
    searchConcurrency: integer('SEARCH_CONCURRENCY', env.SEARCH_CONCURRENCY, 0),
    searchIndex: integer('SEARCH_INDEX', env.SEARCH_INDEX, 1) !== 0,
    catalogueWatchMs: integer('CATALOGUE_WATCH_MS', env.CATALOGUE_WATCH_MS, 1000),
    notifyMeMs: integer('NOTIFY_ME_MS', env.NOTIFY_ME_MS, 1000),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    workers,
    accounts: loadAccountsConfig(env),
  };
}
