import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { cachedLookup } from '../../../services/count-cache.js';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { parseTsQuery, type TsQuery } from './tsquery.js';

const indexes = new WeakMap<Kysely<DB>, CatalogueIndex>();

/** Where a database's index is: not asked for ('off'), on its way, in use, set aside by a catalogue change and being rebuilt, or given up (the database answers). */
export type SearchIndexStatus = 'off' | 'building' | 'ready' | 'rebuilding' | 'failed';

/** What the index and the catalogue's watch write to: the app's logger, or a test's. */
export type Log = { info: (message: string) => void; error: (message: string) => void };
type Builder = (db: Kysely<DB>) => ReturnType<typeof loadSearchIndex>;

interface Build {
  status: SearchIndexStatus;
  settled: Promise<void>;
  /** Moves at each catalogue change: a build that started before the last change is not used. */
  generation: number;
  running: boolean;
  build: Builder;
  log: Log;
}

const builds = new WeakMap<Kysely<DB>, Build>();

/**
 * Builds the in-memory search index of a database (SEARCH_INDEX, on by
 * default) before the API serves: keyword and advanced searches are then
 * answered from memory and only the page's rows come from the database.
 * Returns how long it took and the index's size.
 */
export async function loadSearchIndex(db: Kysely<DB>): Promise<{ ms: number; products: number; lexemes: number }> {
  const started = performance.now();
  const index = await buildCatalogueIndex(db);
  indexes.set(db, index);
  return { ms: Math.round(performance.now() - started), products: index.all.length, lexemes: index.lexemes.size };
}

/**
 * Starts building the index of a database without waiting for it: the API
 * serves at once, every search answered by the database (the same answers,
 * slower) until the index is in; then the index answers. A restart, a new
 * replica, is therefore never an outage, however long the build (about 30 s at
 * a million products). A failed build is logged and leaves the database
 * answering. `build` is the builder (a test delays it).
 */
export function startSearchIndex(db: Kysely<DB>, log: Log, build: Builder = loadSearchIndex): void {
  const entry: Build = { status: 'building', settled: Promise.resolve(), generation: 0, running: false, build, log };
  builds.set(db, entry);
  runBuilds(db, entry);
}

/**
 * The catalogue changed (features/catalogue-changes): the index in use no
 * longer matches it and is set aside at once, so the database answers every
 * search (right, slower) until a new index is built; nothing is rebuilt yet.
 */
export function setSearchIndexAside(db: Kysely<DB>): void {
  const entry = builds.get(db);
  if (!entry) return;
  entry.generation++;
  indexes.delete(db);
  if (entry.status === 'ready') entry.status = 'rebuilding';
}

/**
 * Sets the index aside and builds it again from the catalogue as it is now. A
 * build already running finishes, is dropped when a change came after it
 * started, and is followed by one more: at most one build at a time, and never
 * an index older than the last change.
 */
export function rebuildSearchIndex(db: Kysely<DB>): void {
  const entry = builds.get(db);
  if (!entry) return;
  setSearchIndexAside(db);
  if (entry.status === 'failed') entry.status = 'rebuilding';
  if (!entry.running) runBuilds(db, entry);
}

function runBuilds(db: Kysely<DB>, entry: Build): void {
  entry.running = true;
  entry.settled = (async () => {
    try {
      let built: Awaited<ReturnType<Builder>>;
      for (;;) {
        const generation = entry.generation;
        built = await entry.build(db);
        if (generation === entry.generation) break;
        // Overtaken by a change while it was built: dropped, and built again.
        indexes.delete(db);
      }
      entry.status = 'ready';
      entry.log.info(`Search index of ${built.products} products and ${built.lexemes} search words built in ${built.ms} ms.`);
    } catch (error: unknown) {
      indexes.delete(db);
      entry.status = 'failed';
      entry.log.error(`The search index could not be built; the database answers every search: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      entry.running = false;
    }
  })();
}

/** Where the index of a database started by startSearchIndex is ('off' when none was started). */
export function searchIndexStatus(db: Kysely<DB>): SearchIndexStatus {
  return builds.get(db)?.status ?? 'off';
}

/** Resolves once the build startSearchIndex started is over, in use or given up (at once when none was started). */
export function searchIndexSettled(db: Kysely<DB>): Promise<void> {
  return builds.get(db)?.settled ?? Promise.resolve();
}

/** The loaded index of a database, or undefined (not loaded, or turned off). */
export function searchIndexOf(db: Kysely<DB>): CatalogueIndex | undefined {
  return indexes.get(db);
}

/**
 * A keyword as PostgreSQL reads it (`websearch_to_tsquery('english', ...)`:
 * stemming, stop words, quotes, or, -not), so that the index matches exactly
 * what `search @@ query` would; null when it holds no lexeme (only stop
 * words), which matches nothing. Kept in the lookup cache like the plan's other lookups.
 */
export function keywordQuery(db: Kysely<DB>, keyword: string): Promise<TsQuery | null> {
  return cachedLookup(db, `tsquery\u0000${keyword}`, async () => {
    const { rows } = await sql<{ q: string }>`select websearch_to_tsquery('english', ${keyword})::text as q`.execute(db);
    return parseTsQuery(rows[0]?.q ?? '');
  });
}
