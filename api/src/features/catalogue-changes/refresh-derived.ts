import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { refreshCounts } from '../../seed/refresh-counts.js';
import { refreshSearchHeads, refreshWordHeads } from '../products/search-heads.js';

/** Changes applied word by word in one pass; a larger batch (an import) refreshes the whole vocabulary and every head. */
export const WORD_BY_WORD_LIMIT = 2000;
/** The full recount (grouped scans of every product: seconds at a million) runs at most this often. */
export const RECOUNT_EVERY_SECONDS = 30;
/** How long one process may hold the refresh before another takes over (a process killed mid-refresh). */
const LEASE_SECONDS = 120;
/** Applied changes are kept this long, so that every process sees each one (catalogue-watch.ts). */
const KEEP_APPLIED_SECONDS = 60;
/** The words the vocabulary keeps (refresh-counts.ts: lexemes of at least three letters). */
const VOCABULARY_WORD = `^[[:alpha:]][[:alpha:]''-]{2,}$`;

export interface RefreshResult {
  /** Logged changes applied. */
  changes: number;
  /** Search words whose count and heads were refreshed ('all' after a large batch). */
  words: number | 'all';
  recounted: boolean;
}

/**
 * Brings what the database keeps derived from the products up to date with the
 * changes the trigger logged (migration 0011), in two steps that every API
 * process follows (catalogue-watch.ts):
 * 1. the vocabulary's counts and the search heads of every word a changed
 *    product held before or holds now; then `version` moves (each process
 *    rebuilds its search index, which reads the heads). A change of the stock
 *    count alone changes nothing search keeps and skips this step;
 * 2. at most every RECOUNT_EVERY_SECONDS, the place, segment, category and
 *    vendor counts (grouped scans of every product); then `counts_version`
 *    moves (each process empties its caches; no index is rebuilt for a count).
 * One process at a time (a lease in catalogue_state); null when another holds
 * it or there was nothing to do.
 */
export async function refreshDerivedData(db: Kysely<DB>): Promise<RefreshResult | null> {
  const { rows: leased } = await sql<{ recent: boolean; due: boolean }>`
    update catalogue_state set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where lease_until is null or lease_until < now()
    returning counts_at >= now() - make_interval(secs => ${RECOUNT_EVERY_SECONDS}) as recent, counts_due as due`.execute(db);
  const lease = leased[0];
  if (!lease) return null;
  try {
    const { rows } = await sql<{ last: number | null; n: number; search: number }>`
      select max(seq) as last, count(*)::int as n, count(*) filter (where not stock_only)::int as search
      from catalogue_changes where not applied`.execute(db);
    const last = rows[0]?.last == null ? null : Number(rows[0].last);
    const changes = Number(rows[0]?.n ?? 0);
    const searchChanges = Number(rows[0]?.search ?? 0);
    let words: number | 'all' = 0;
    if (last !== null) {
      if (searchChanges > WORD_BY_WORD_LIMIT) words = await refreshAllWords(db);
      else if (searchChanges > 0) words = await refreshChangedWords(db, last);
      await db.transaction().execute(async (trx) => {
        await sql`update catalogue_changes set applied = true where not applied and seq <= ${last}`.execute(trx);
        await sql`delete from catalogue_changes where applied and changed_at < now() - make_interval(secs => ${KEEP_APPLIED_SECONDS})`.execute(trx);
        if (searchChanges > 0) await sql`update catalogue_state set version = version + 1, counts_due = true`.execute(trx);
      });
    }
    // A stream of edits costs one recount per period, not one per edit: a recount owed is made by a later pass.
    const recount = words === 'all' || (!lease.recent && (searchChanges > 0 || lease.due));
    if (words !== 'all' && recount) await refreshCounts(db);
    await sql`
      update catalogue_state set lease_until = null
      ${recount ? sql`, counts_version = counts_version + 1, counts_due = false, counts_at = now()` : sql``}`.execute(db);
    if (last === null && !recount) return null;
    return { changes, words, recounted: recount };
  } catch (error) {
    await sql`update catalogue_state set lease_until = null`.execute(db).catch(() => undefined);
    throw error;
  }
}

/**
 * The words of the products changed up to `last` (stock counts aside), before
 * and after: their number of products (search_words.ndoc, what ts_stat counts:
 * the products holding the lexeme) and their heads. A word no product holds any
 * more leaves the vocabulary, so typo correction no longer leads to it; a new
 * word joins it.
 */
async function refreshChangedWords(db: Kysely<DB>, last: number): Promise<number> {
  const { rows } = await sql<{ word: string }>`
    with changed as (select product_id, old_search from catalogue_changes where not applied and not stock_only and seq <= ${last})
    select distinct word from (
      select unnest(tsvector_to_array(old_search)) as word from changed
      union all
      select unnest(tsvector_to_array(p.search)) from products p where p.id in (select product_id from changed)
    ) words
    where word ~ ${VOCABULARY_WORD}`.execute(db);
  const words = rows.map((row) => row.word);
  if (words.length === 0) return 0;
  // First of all, the heads that may now be wrong go: until they are computed again (seconds per broad word at a
  // million products), a listing of one of these words is found by the database as if it had no head.
  await db.deleteFrom('search_heads').where('word', 'in', words).execute();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_words').where('word', 'in', words).execute();
    // A lexeme as a query of itself (quoted, so neither stemmed nor parsed): the GIN index of products.search counts it.
    await sql`
      insert into search_words (word, ndoc)
      select word, ndoc from (
        select word, (select count(*) from products where search @@ quote_literal(word)::tsquery)::int as ndoc
        from unnest(${words}::text[]) as word
      ) counted
      where ndoc > 0`.execute(trx);
  });
  await refreshWordHeads(db, words);
  return words.length;
}

/** After a large batch: the whole vocabulary (refreshCounts computes it with the counts) and every head, as a seed does. */
async function refreshAllWords(db: Kysely<DB>): Promise<'all'> {
  await refreshCounts(db);
  await refreshSearchHeads(db);
  return 'all';
}
