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
 * it (seed, import-rates, which changes USD prices), on start when missing, and
 * word by word when products holding a word change while the API runs
 * (refreshWordHeads, features/catalogue-changes). The wishlist counts that
 * buyers change sort only advanced-search clicks, which never use heads.
 */
export async function refreshSearchHeads(db: Kysely<DB>): Promise<number> {
  const words = await headWords(db);
  const heads = await computeHeads(db, words);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_heads').execute();
    await insertHeads(trx, heads);
  });
  return words.length;
}

/**
 * The heads of some words only, after products holding them changed
 * (features/catalogue-changes): their old heads are removed, and the words still
 * in the vocabulary get new ones. Returns how many words got a head.
 */
export async function refreshWordHeads(db: Kysely<DB>, words: readonly string[]): Promise<number> {
  if (words.length === 0) return 0;
  const kept = await headWords(db, words);
  const heads = await computeHeads(db, kept);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_heads').where('word', 'in', [...words]).execute();
    await insertHeads(trx, heads);
  });
  return kept.length;
}

/** The words of the vocabulary (or of `among`) that are their own query: a stem that stems again, or a hyphenated word, would be another lexeme. */
async function headWords(db: Kysely<DB>, among?: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`
    select word from search_words
    where websearch_to_tsquery('english', word)::text = '''' || replace(word, '''', '''''') || ''''
    ${among ? sql`and word = any(${[...among]}::text[])` : sql``}
    order by word`.execute(db);
  return rows.map((row) => row.word);
}

interface Head {
  word: string;
  sort: string;
  ids: number[];
}

async function computeHeads(db: Kysely<DB>, words: readonly string[]): Promise<Head[]> {
  const heads: Head[] = [];
  let next = 0;
  const worker = async () => {
    for (let word = words[next++]; word !== undefined; word = words[next++]) {
      for (const sort of HEAD_SORTS) heads.push({ word, sort, ids: await wordHeadIds(db, word, sort, HEAD_SIZE) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return heads;
}

async function insertHeads(trx: Kysely<DB>, heads: readonly Head[]): Promise<void> {
  for (let i = 0; i < heads.length; i += 500) await trx.insertInto('search_heads').values(heads.slice(i, i + 500)).execute();
}

/** True when the vocabulary has words but no heads (a database from before migration 0009). */
export async function searchHeadsMissing(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ missing: boolean }>`
    select exists (select 1 from search_words) and not exists (select 1 from search_heads) as missing`.execute(db);
  return rows[0]?.missing === true;
}
