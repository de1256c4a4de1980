import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { StatCounts } from '../../services/stat-counts.js';

export const PAGE_SIZE = 12;

export type SortKey = 'default' | 'low' | 'high' | 'a' | 'z' | 'view' | 'bestsellers' | 'discounted';

/** What a listing is narrowed to; every field is optional and they combine with AND. */
export interface ListingFilter {
  keyword?: string;
  segment?: string;
  category?: { level: 1 | 2 | 3 | 4; id: number };
  discounted?: boolean;
  featured?: boolean;
  vendorId?: number;
}

/**
 * Sort codes of §9 (case-insensitive). The Bestsellers code is not shown in the
 * spec, so its plausible spellings all map to it; an unknown code is the default
 * order rather than an error, as the client may send labels like 'Reset'.
 */
export function parseSort(code: string | undefined): SortKey {
  switch ((code ?? '').trim().toLowerCase()) {
    case 'low': return 'low';
    case 'high': return 'high';
    case 'a': return 'a';
    case 'z': return 'z';
    case 'view': case 'views': return 'view';
    case 'bestsellers': case 'bestseller': case 'bestselling': case 'best': return 'bestsellers';
    case 'discountedstatus': return 'discounted';
    default: return 'default';
  }
}

type ProductQuery = SelectQueryBuilder<DB, 'products', object>;

function applyFilter(query: ProductQuery, filter: ListingFilter): ProductQuery {
  let q = query;
  if (filter.keyword) {
    const keyword = filter.keyword;
    // Full text over title, vendor, categories and description, or a fuzzy title
    // match (pg_trgm word similarity) so a typo still finds the product.
    q = q.where(({ or }) => or([
      sql<boolean>`products.search @@ websearch_to_tsquery('english', ${keyword})`,
      sql<boolean>`${keyword} <% products.title`,
    ]));
  }
  if (filter.segment) q = q.where('products.segment', '=', filter.segment);
  if (filter.category) q = q.where(`products.cat${filter.category.level}_id`, '=', filter.category.id);
  if (filter.discounted) q = q.where('products.discount_percent', '>', 0);
  if (filter.featured) q = q.where('products.featured', '=', true);
  if (filter.vendorId !== undefined) q = q.where('products.vendor_id', '=', filter.vendorId);
  return q;
}

function applySort(query: ProductQuery, sort: SortKey, keyword: string | undefined): ProductQuery {
  switch (sort) {
    // Buyer prices are US dollar prices times one rate, so the USD order is the buyer's order.
    case 'low': return query.orderBy('products.price_usd', 'asc').orderBy('products.id', 'asc');
    case 'high': return query.orderBy('products.price_usd', 'desc').orderBy('products.id', 'desc');
    case 'a': return query.orderBy('products.title', 'asc').orderBy('products.id', 'asc');
    case 'z': return query.orderBy('products.title', 'desc').orderBy('products.id', 'desc');
    case 'view': return query.orderBy('products.views', 'desc').orderBy('products.id', 'asc');
    case 'bestsellers': return query.orderBy('products.sales_count', 'desc').orderBy('products.id', 'asc');
    case 'discounted': return query.orderBy('products.discount_percent', 'desc').orderBy('products.id', 'asc');
    case 'default':
      if (keyword) {
        return query
          .orderBy(sql`ts_rank(products.search, websearch_to_tsquery('english', ${keyword})) + word_similarity(${keyword}, products.title)`, 'desc')
          .orderBy('products.id', 'asc');
      }
      return query.orderBy('products.posted_at', 'desc').orderBy('products.id', 'desc');
  }
}

/**
 * The total of a filter from the precomputed counts when it is one of the
 * common shapes (everything, one segment, one category, deals, featured), so
 * that the listing pages stay fast at a million products; null otherwise.
 */
function precomputedTotal(filter: ListingFilter, stats: StatCounts, categoryCount: (id: number) => Promise<number>): Promise<number> | null {
  const active = [filter.keyword, filter.segment, filter.category, filter.discounted, filter.featured, filter.vendorId].filter(
    (value) => value !== undefined && value !== false && value !== '',
  );
  if (active.length === 0) return Promise.resolve(stats.products('all'));
  if (active.length > 1) return null;
  if (filter.segment) return Promise.resolve(stats.products('segment', filter.segment));
  if (filter.discounted) return Promise.resolve(stats.products('discounted'));
  if (filter.featured) return Promise.resolve(stats.products('featured'));
  if (filter.category) return categoryCount(filter.category.id);
  return null;
}

export interface ListingPage {
  ids: number[];
  total: number;
}

/** One page of product ids in order, and the total for paging. */
export async function listProductIds(
  db: Kysely<DB>,
  stats: StatCounts,
  filter: ListingFilter,
  sort: SortKey,
  offset: number,
): Promise<ListingPage> {
  const filtered = applyFilter(db.selectFrom('products'), filter);
  const pageQuery = applySort(filtered.select('products.id'), sort, filter.keyword).limit(PAGE_SIZE).offset(offset);
  const categoryCount = async (id: number) =>
    (await db.selectFrom('categories').select('product_count').where('id', '=', id).executeTakeFirst())?.product_count ?? 0;
  const totalPromise =
    precomputedTotal(filter, stats, categoryCount) ??
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow().then((row) => row.n);
  const [rows, total] = await Promise.all([pageQuery.execute(), totalPromise]);
  return { ids: rows.map((row) => Number((row as { id: number | string }).id)), total };
}
