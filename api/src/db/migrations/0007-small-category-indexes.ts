import { sql, type Kysely } from 'kysely';

/**
 * Level 3 and 4 categories are small (about 6,500 and 1,800 of a million
 * products). A page of one in a sort order used to walk that order's covering
 * index (migration 0006) until enough of its products passed: a level-4
 * category by most viewed, page 5, walked 38,000 entries (12 ms at rest, 20-75 ms
 * under load). These indexes carry every sort key, so the planner reads the
 * category's own entries and keeps the best of them instead (an index-only
 * scan of 1,800 entries and a top-N sort: 1.6 ms). They lead with the price, as
 * the indexes they replace did, for the related products of a detail page (the
 * deepest category from the cheapest). Levels 1 and 2 are large enough that
 * the walk finds a page quickly (median 5.7 ms for every category and sort).
 */
const SORT_KEYS = 'posted_at, title, views, sales_count, wishlist_count, discount_percent, segment';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const level of [3, 4]) {
    await sql.raw(`create index products_cat${level}_cover on products (cat${level}_id, price_usd, id) include (${SORT_KEYS})`).execute(db);
    await sql.raw(`drop index products_cat${level}_price`).execute(db);
  }
}
