import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { cachedLookup } from '../../../services/count-cache.js';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { parseTsQuery, type TsQuery } from './tsquery.js';

const indexes = new WeakMap<Kysely<DB>, CatalogueIndex>();

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
