import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

const CACHE_LIMIT = 5000;
const CACHE_TTL_MS = 10 * 60_000;

/**
 * Typo tolerance of keyword search. The catalogue's vocabulary (search_words:
 * every lexeme of products.search, refreshed with the counts) is small, so a
 * query word that is not in it is replaced by the most similar word that is
 * (pg_trgm similarity over a few thousand words, not over every title):
 * 'tractrs' -> 'tractor', 'sculptre' -> 'sculptur'. Known words, short words,
 * numbers, model codes and websearch operators are left alone.
 */
export class KeywordCorrector {
  private readonly cache = new Map<string, { word: string; at: number }>();

  constructor(private readonly db: Kysely<DB>) {}

  /** Forgets the corrections made (a word new to the catalogue must no longer be corrected away). */
  clear(): void {
    this.cache.clear();
  }

  async correct(keyword: string): Promise<string> {
    const words = keyword.split(/\s+/).filter(Boolean);
    const corrected = await Promise.all(words.map((word) => this.word(word)));
    return corrected.join(' ');
  }

  private async word(word: string): Promise<string> {
    // Operators and phrases of websearch_to_tsquery, codes and numbers stay as typed.
    if (!/^[\p{L}'-]{4,40}$/u.test(word) || word.startsWith('-') || word.toLowerCase() === 'or') return word;
    const key = word.toLowerCase();
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.word;
    const { rows } = await sql<{ known: boolean; best: string | null }>`
      with stem as (select coalesce((ts_lexize('english_stem', ${key}))[1], ${key}) as w)
      select
        exists (select 1 from search_words, stem where search_words.word = stem.w) as known,
        (select search_words.word from search_words, stem
          where search_words.word % stem.w
          order by similarity(search_words.word, stem.w) desc, search_words.ndoc desc, search_words.word
          limit 1) as best`.execute(this.db);
    const row = rows[0];
    const result = !row || row.known || !row.best ? word : row.best;
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { word: result, at: Date.now() });
    return result;
  }
}

/**
 * The lexeme of a keyword that is one search word ('Tractors' -> 'tractor'), or
 * null for several words, an operator query or only stop words (an SQL value).
 * A single lexeme prints as 'word', with quotes inside it doubled.
 */
function singleLexeme(keyword: string) {
  return sql<string | null>`(
    select case when numnode(q) = 1 then replace(substr(q::text, 2, length(q::text) - 2), '''''', '''') end
    from websearch_to_tsquery('english', ${keyword}) as q)`;
}

/**
 * The number of products matching a keyword that is one search word, from the
 * vocabulary (search_words.ndoc, ts_stat's count of the products holding that
 * lexeme, refreshed with the other counts), or null when the keyword is several
 * words, an operator query or a word outside the vocabulary (a number, a code).
 * A broad word matches 100,000 of a million products; counting them reads every
 * one (200 ms), while this is one index lookup.
 */
export async function singleWordTotal(db: Kysely<DB>, keyword: string): Promise<number | null> {
  const { rows } = await sql<{ n: number }>`select ndoc as n from search_words where word = ${singleLexeme(keyword)}`.execute(db);
  return rows[0] ? Number(rows[0].n) : null;
}

/** How many of a word's first products are kept per sort order (search_heads). */
export const HEAD_SIZE = 240;

/**
 * Products offset..offset+limit of a keyword that is one search word, in a sort
 * order, from its precomputed head (search_heads, features/products/search-heads.ts),
 * or null when the keyword is not one word of the vocabulary or the page lies
 * beyond the head.
 */
export async function headPage(db: Kysely<DB>, keyword: string, sort: string, offset: number, limit: number): Promise<number[] | null> {
  if (offset + limit > HEAD_SIZE) return null;
  const { rows } = await sql<{ ids: number[] | null }>`
    select ids[${offset + 1}:${offset + limit}] as ids from search_heads where word = ${singleLexeme(keyword)} and sort = ${sort}`.execute(db);
  const ids = rows[0]?.ids;
  return ids ? ids.map(Number) : null;
}
