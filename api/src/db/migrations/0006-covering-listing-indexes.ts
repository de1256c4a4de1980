import { sql, type Kysely } from 'kysely';

/**
 * Listing pages without the page cache, measured at 1,000,000 products
 * (npm run bench:api):
 *
 * - A listing in a sort order with a filter (a category, a place, a vendor, a
 *   segment, or several) walks the sort order's index until a page of products
 *   passes the filter. With only the sort key in the index, every product walked
 *   is a heap visit: a level-4 category sorted by date walked 7,000 rows
 *   (12-25 ms). The sort indexes now carry the filter columns (INCLUDE), so the
 *   walk is an index-only scan that reads the filter from the index, and only
 *   the page's rows are read from the table (features/products/listing-query.ts
 *   selects the page's ids first). The same indexes serve a filter whose
 *   products are few when the planner prefers it.
 * - Newest first sorts by (posted_at desc, id desc); the 0001 index had id
 *   ascending, so every newest-first page added an incremental sort.
 * - Postal codes belong to one city and country: without statistics across
 *   the place columns the planner multiplied their selectivities, expected 218
 *   products for ('FR', '75001') where there are 12,539, and sorted them all
 *   (86 ms instead of 0.8 ms).
 * - Vendor results of a place sorted by name or product count: one index per
 *   (place, order), on a small table, replace sorting every vendor of a country.
 */
const FILTER_COLUMNS = 'segment, cat1_id, cat2_id, cat3_id, cat4_id, city_id, state_id, country, postal_code, vendor_id, featured, discount_percent';

const SORT_INDEXES: Array<[name: string, keys: string, replaces: string]> = [
  ['products_posted_cover', 'posted_at desc, id desc', 'products_posted'],
  ['products_price_cover', 'price_usd, id', 'products_price'],
  ['products_title_cover', 'title, id', 'products_title'],
  ['products_views_cover', 'views desc, id', 'products_views'],
  ['products_sales_cover', 'sales_count desc, id', 'products_sales'],
  ['products_wishlisted_cover', 'wishlist_count desc, id', 'products_wishlisted'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, keys, replaces] of SORT_INDEXES) {
    await sql.raw(`create index ${name} on products (${keys}) include (${FILTER_COLUMNS})`).execute(db);
    await sql.raw(`drop index ${replaces}`).execute(db);
  }
  for (const statement of [
    sql`create statistics products_place_stats (dependencies, mcv) on country, postal_code, city_id, state_id from products`,
    sql`create index vendors_city_name on vendors (city_id, company_name, id)`,
    sql`create index vendors_state_name on vendors (state_id, company_name, id)`,
    sql`create index vendors_country_name on vendors (country, company_name, id)`,
    sql`create index vendors_postal_name on vendors (country, postal_code, company_name, id)`,
    sql`create index vendors_city_products on vendors (city_id, product_count desc, id)`,
    sql`create index vendors_state_products on vendors (state_id, product_count desc, id)`,
    sql`create index vendors_country_products on vendors (country, product_count desc, id)`,
    sql`create index vendors_postal_products on vendors (country, postal_code, product_count desc, id)`,
    sql`create index vendors_name on vendors (company_name, id)`,
    sql`drop index vendors_city`,
    sql`drop index vendors_state`,
    sql`drop index vendors_country`,
    sql`drop index vendors_postal`,
  ]) {
    await statement.execute(db);
  }
}
