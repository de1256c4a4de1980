import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the place listings, vendor results, vendor stores and advanced
 * search, chosen with the 1,000,000-product benchmark (npm run bench:api):
 *
 * - keyword search: full text only, with typo correction through search_words.
 * - place listings filter on one place and show the newest first: a composite
 *   (place, posted_at desc, id desc) index reads the first page directly instead
 *   of sorting every product of a country. They replace the single-column place
 *   indexes of 0001, which they cover.
 * - vendor stores: the same for a vendor.
 * - "Most Wishlisted" sorts on wishlist_count.
 * - vendor results search name, main products and business type with ILIKE: a
 *   trigram index on that expression; postal-code places filter vendors by
 *   (country, postal_code).
 * - proximity: a bounding box on cities (latitude, longitude) before the exact
 *   distance; place names are looked up case-insensitively.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create index products_city_posted on products (city_id, posted_at desc, id desc)`,
    sql`create index products_state_posted on products (state_id, posted_at desc, id desc)`,
    sql`create index products_country_posted on products (country, posted_at desc, id desc)`,
    sql`create index products_postal_posted on products (country, postal_code, posted_at desc, id desc)`,
    sql`drop index products_city`,
    sql`drop index products_state`,
    sql`drop index products_country`,
    sql`drop index products_postal`,
    // Category pages sorted by price: prices differ by category (a plough is not
    // a pencil), so walking the price index until twelve products of one category
    // turn up can read most of the table. (category, price) reads them directly
    // and still serves the plain category filter of the 0001 indexes it replaces.
    sql`create index products_cat1_price on products (cat1_id, price_usd, id)`,
    sql`create index products_cat2_price on products (cat2_id, price_usd, id)`,
    sql`create index products_cat3_price on products (cat3_id, price_usd, id)`,
    sql`create index products_cat4_price on products (cat4_id, price_usd, id)`,
    sql`drop index products_cat1`,
    sql`drop index products_cat2`,
    sql`drop index products_cat3`,
    sql`drop index products_cat4`,
    sql`create index products_vendor_posted on products (vendor_id, posted_at desc, id desc)`,
    sql`drop index products_vendor`,
    // Typo tolerance now corrects the words of a query against search_words
    // (below) instead of a trigram scan of every title (seconds at a million).
    sql`drop index products_title_trgm`,
    sql`create index products_wishlisted on products (wishlist_count desc, id)`,
    sql`create index vendors_text_trgm on vendors using gin ((company_name || ' ' || main_products || ' ' || business_type) gin_trgm_ops)`,
    sql`create index vendors_postal on vendors (country, postal_code)`,
    sql`create index vendors_products on vendors (product_count desc, id)`,
    sql`create index cities_position on cities (latitude, longitude)`,
    sql`create index cities_lower_name on cities (lower(name))`,
    sql`create index cities_postal on cities (upper(postal_code)) where postal_code is not null`,
    sql`create index states_lower_name on states (lower(name))`,
    // The catalogue's vocabulary: every lexeme of products.search with its document
    // count, refreshed with the counts (seed/refresh-counts.ts). A query word that
    // is not in it is corrected to the most similar one (pg_trgm on a few thousand
    // words), so 'tractrs' finds tractors.
    sql`create table search_words (word text primary key, ndoc integer not null)`,
    sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops)`,
  ]) {
    await statement.execute(db);
  }
}
