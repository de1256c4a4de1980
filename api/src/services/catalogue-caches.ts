import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

const forgetters = new WeakMap<Kysely<DB>, Set<() => void>>();

/**
 * What a process keeps in memory of a database's catalogue (listing pages,
 * totals, category and vendor counts, the typo corrections) registers here how
 * to forget it; features/catalogue-changes calls forgetCatalogueCaches when the
 * catalogue changed, so the next request reads it anew. Each cache registers
 * itself where it is made: one place per cache, none forgotten by a list kept elsewhere.
 */
export function forgetOnCatalogueChange(db: Kysely<DB>, forget: () => void): void {
  let set = forgetters.get(db);
  if (!set) forgetters.set(db, (set = new Set()));
  set.add(forget);
}

/** Empties every cache of the catalogue of `db` in this process. */
export function forgetCatalogueCaches(db: Kysely<DB>): void {
  for (const forget of forgetters.get(db) ?? []) forget();
}
