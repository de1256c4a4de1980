import type { Compilable, Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../db/schema.js';
import { forgetOnCatalogueChange } from './catalogue-caches.js';

/**
 * A time-bounded cache with single flight, on lru-cache: values are kept
 * `ttlMs`, the least recently used are dropped past `limit`, and callers
 * asking for a key that is being loaded share that load. Each caller brings
 * its own loader; a loader's `undefined` (nothing found) is kept too.
 */
export class TtlCache<T> {
  private cache: LRUCache<string, { value: T }, () => Promise<T>>;

  constructor(
    private ttlMs: number,
    private readonly limit: number,
  ) {
    this.cache = this.create();
  }

  private create(): LRUCache<string, { value: T }, () => Promise<T>> {
    // Boxed, so that a loader's undefined is a value kept like any other (lru-cache keeps no undefined).
    return new LRUCache({ max: this.limit, ttl: Math.max(this.ttlMs, 1), fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }) });
  }

  /** A new time to keep values, for what is loaded from now on; 0 or less keeps nothing. */
  setTtl(ttlMs: number): void {
    this.ttlMs = ttlMs;
    this.cache = this.create();
  }

  /** Drops every kept value (loads in flight still answer their callers). */
  clear(): void {
    this.cache.clear();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    return this.cache.fetch(key, { context: load }).then((entry) => (entry as { value: T }).value);
  }
}

/** The cache key of a query: its SQL and parameters. */
export function queryKey(query: Compilable): string {
  const compiled = query.compile();
  return `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
}

const COUNT_TTL_MS = 30_000;

/**
 * Totals that no precomputed count covers (a keyword, an advanced search, a
 * vendor search) are counted in the database, then kept for 30 s, like the
 * precomputed counts are (services/stat-counts.ts reloads every 10 s). At a
 * million products a broad keyword matches tens of thousands of rows; a popular
 * search then costs one count per 30 s instead of one per page view. Identical
 * counts running at the same moment share one query.
 */
export class CountCache {
  private readonly cache = new TtlCache<number>(COUNT_TTL_MS, 5000);

  count(query: Compilable<{ n: number }> & { executeTakeFirstOrThrow: () => Promise<{ n: number }> }): Promise<number> {
    return this.cache.get(queryKey(query), () => query.executeTakeFirstOrThrow().then((row) => Number(row.n)));
  }

  clear(): void {
    this.cache.clear();
  }
}

const caches = new WeakMap<Kysely<DB>, CountCache>();

/** The count cache of a database (one per open database, so tests on copies never share counts). */
export function countCacheOf(db: Kysely<DB>): CountCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = new CountCache();
    caches.set(db, created);
    forgetOnCatalogueChange(db, () => created.clear());
    cache = created;
  }
  return cache;
}

const lookups = new WeakMap<Kysely<DB>, TtlCache<unknown>>();

/**
 * Lookups of reference data that a request repeats (a city or postal code by
 * name, the cities within a radius, a category by name, a vendor by its URL),
 * kept a minute: they change only when the catalogue is reseeded.
 */
export function lookupCacheOf(db: Kysely<DB>): TtlCache<unknown> {
  let cache = lookups.get(db);
  if (!cache) {
    cache = new TtlCache<unknown>(60_000, 5000);
    lookups.set(db, cache);
  }
  return cache;
}

/** `load` through the lookup cache of `db` under `key`. */
export function cachedLookup<T>(db: Kysely<DB>, key: string, load: () => Promise<T>): Promise<T> {
  return lookupCacheOf(db).get(key, load) as Promise<T>;
}
