import type { Compilable, Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * A small time-bounded cache with single flight: values are kept `ttlMs`, the
 * least recently used are dropped past `limit`, and callers asking for a key
 * that is being loaded share that load.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private readonly running = new Map<string, Promise<T>>();

  constructor(private ttlMs: number, private readonly limit: number) {}

  setTtl(ttlMs: number): void {
    this.ttlMs = ttlMs;
    if (ttlMs <= 0) this.entries.clear();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit) {
      // A Map keeps insertion order: moving a used entry to the end makes the first the least recently used.
      this.entries.delete(key);
      if (Date.now() - hit.at < this.ttlMs) {
        this.entries.set(key, hit);
        return Promise.resolve(hit.value);
      }
    }
    const running = this.running.get(key);
    if (running) return running;
    const loading = load()
      .then((value) => {
        if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, { value, at: Date.now() });
        return value;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, loading);
    return loading;
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
}

const caches = new WeakMap<Kysely<DB>, CountCache>();

/** The count cache of a database (one per open database, so tests on copies never share counts). */
export function countCacheOf(db: Kysely<DB>): CountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CountCache();
    caches.set(db, cache);
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
