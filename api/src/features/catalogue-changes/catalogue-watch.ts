import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { forgetCatalogueCaches } from '../../services/catalogue-caches.js';
import { rebuildSearchIndex, setSearchIndexAside, type Log } from '../products/search-index/search-index.js';
import { RECOUNT_EVERY_SECONDS, refreshDerivedData } from './refresh-derived.js';

/** Where the catalogue is, as one process last read it. */
interface Mark {
  /** Moves when the search data derived from the products was refreshed (refresh-derived.ts): the index is rebuilt. */
  version: number;
  /** Moves when the counts were: the caches are emptied. */
  countsVersion: number;
  /** The newest change logged (applied ones are kept a minute), or null. */
  lastChange: number | null;
  /** The newest that changed more than a stock count, or null. */
  lastSearchChange: number | null;
  /** Changes not applied yet. */
  pending: boolean;
  /** A recount owed by an earlier refresh is now due. */
  recountDue: boolean;
}

const nullableNumber = (value: number | null | undefined) => (value == null ? null : Number(value));

async function readMark(db: Kysely<DB>): Promise<Mark> {
  const { rows } = await sql<{ version: number; counts_version: number; last_change: number | null; last_search_change: number | null; pending: boolean; recount_due: boolean }>`
    select version, counts_version, (select max(seq) from catalogue_changes) as last_change,
      (select max(seq) from catalogue_changes where not stock_only) as last_search_change,
      exists (select 1 from catalogue_changes where not applied) as pending,
      counts_due and counts_at < now() - make_interval(secs => ${RECOUNT_EVERY_SECONDS}) as recount_due
    from catalogue_state`.execute(db);
  const row = rows[0];
  return { version: Number(row?.version ?? 0), countsVersion: Number(row?.counts_version ?? 0), lastChange: nullableNumber(row?.last_change), lastSearchChange: nullableNumber(row?.last_search_change), pending: row?.pending === true, recountDue: row?.recount_due === true };
}

export interface CatalogueWatch {
  /** Where the catalogue is now, read without acting on it: the changes to follow are the ones after it. */
  baseline: () => Promise<void>;
  /** One look now (the timer's, or a test's). */
  check: () => Promise<void>;
  /** Stops looking, after the look in progress. */
  stop: () => Promise<void>;
}

/**
 * Catalogue changes written to the database while the API runs (a vendor's
 * edit, a new product, a stock count of 0) reach this process within seconds,
 * with no restart. Every `intervalMs` it reads one row (catalogue_state and the
 * newest logged change, migration 0011):
 * - a new change: the caches of the catalogue are emptied and, unless only a
 *   stock count moved (the index keeps no stock), the search index is set
 *   aside, so the next request reads the database (right away right);
 * - changes not yet applied: it tries to refresh the derived data (search
 *   words, heads, counts; one process does, under a lease), which moves the versions;
 * - a new version: the caches are emptied again and the index rebuilt from the
 *   refreshed data (the database answers meanwhile; about 45 s at a million
 *   products); new counts: the caches are emptied.
 *
 * With a replica (DATABASE_READ_URL) the look is taken on the replica, where
 * this process reads the catalogue: its caches are emptied when the replica has
 * the change, not before (they would refill with what it had not got yet). The
 * refresh writes to the primary, and comes back through replication.
 *
 * Why a row read each second rather than LISTEN/NOTIFY: it costs one index
 * lookup per second per process, misses nothing across a dropped connection or
 * a restart (a notification sent while nobody listened is lost; the log is
 * not), needs no connection held apart from the pool, works the same on PGlite
 * and behind a transaction-mode pooler, and a second's latency is well inside
 * the five seconds a change may take to show everywhere.
 */
export function watchCatalogue(databases: { reads: Kysely<DB>; primary: Kysely<DB> }, log: Log, intervalMs: number): CatalogueWatch {
  const { reads: db, primary } = databases;
  let seen: Mark | undefined;
  let running: Promise<void> | undefined;

  const look = async () => {
    const mark = await readMark(db);
    const before = seen ?? mark;
    if (mark.lastChange !== null && mark.lastChange !== before.lastChange) forgetCatalogueCaches(db);
    if (mark.lastSearchChange !== null && mark.lastSearchChange !== before.lastSearchChange) setSearchIndexAside(db);
    let now = mark;
    if (mark.pending || mark.recountDue) {
      const refreshed = await refreshDerivedData(primary);
      if (refreshed) {
        log.info(`Catalogue: ${refreshed.changes} product changes applied (${refreshed.words} search words${refreshed.recounted ? ', counts' : ''}).`);
        now = await readMark(db);
      }
    }
    if (now.version !== before.version || now.countsVersion !== before.countsVersion) forgetCatalogueCaches(db);
    if (now.version !== before.version) rebuildSearchIndex(db);
    seen = now;
  };

  const check = () => {
    running ??= look()
      .catch((error: unknown) => log.error(`Catalogue changes could not be read: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = undefined));
    return running;
  };

  const timer = intervalMs > 0 ? setInterval(() => void check(), intervalMs) : undefined;
  timer?.unref();
  return {
    baseline: async () => {
      seen = await readMark(db);
    },
    check,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
