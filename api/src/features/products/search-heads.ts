import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HEAD_SIZE } from '../../services/search-words.js';
import { wordHeadIds } from './listing-query.js';
import type { SortKey } from './listing-types.js';

/** Every order a keyword listing can ask for (parseSort); 'default' is relevance. */
const HEAD_SORTS: readonly SortKey[] = ['default', 'low', 'high', 'a', 'z', 'view', 'bestsellers', 'discounted'];
/** Words computed at once (queries in flight on the pool). */
const CONCURRENCY = 4;

/**
 * Search heads: for every word of the search vocabulary (search_words) and every
 * sort order, the ids of its first HEAD_SIZE products, computed by the same code
 * that finds a listing page (listing-query.ts), so a page read from a head is
 * the page that code would find. A listing of one word alone then reads its
 * first 20 pages in one index lookup: a broad word sorted by price otherwise
 * sorts up to 100,000 matches (20-130 ms each at a million products). Pages of
 * several words, of a word with other filters, or beyond the head are found as
 * before.
 *
 * Like the counts, heads are a copy of the catalogue: they are recomputed with
 * it (seed, import-rates, which changes USD prices), and on start when missing.
 * Nothing else changes the orders they keep (titles, prices, views, sales,
 * discounts, posting dates); the wishlist counts that buyers change sort only
 * advanced-search clicks, which never use heads.
 */
export async function refreshSearchHeads(db: Kysely<DB>): Promise<number> {
  // Words that are their own query (a stem that stems again, or a hyphenated word, would be another lexeme).
  const { rows } = await sql<{ word: string }>`
    select word from search_words
    where websearch_to_tsquery('english', word)::text = '''' || replace(word, '''', '''''') || ''''
    order by word`.execute(db);
  const heads: Array<{ word: string; sort: string; ids: number[] }> = [];
  let next = 0;
  const worker = async () => {
    for (let row = rows[next++]; row; row = rows[next++]) {
      for (const sort of HEAD_SORTS) heads.push({ word: row.word, sort, ids: await wordHeadIds(db, row.word, sort, HEAD_SIZE) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_heads').execute();
    for (let i = 0; i < heads.length; i += 500) await trx.insertInto('search_heads').values(heads.slice(i, i + 500)).execute();
  });
  return rows.length;
}

/** True when the vocabulary has words but no heads (a database from before migration 0009). */
export async function searchHeadsMissing(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ missing: boolean }>`
    select exists (select 1 from search_words) and not exists (select 1 from search_heads) as missing`.execute(db);
  return rows[0]?.missing === true;
}
