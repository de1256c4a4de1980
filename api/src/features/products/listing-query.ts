import { readSortCode, type SortCode } from '@gbx/contract/rules';
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-statements.js';
import type { DB } from '../../db/schema.js';
import { conditionSql } from './listing-conditions.js';
import type { ListingFilter, PlaceFilter, ProductQuery, SortKey } from './listing-types.js';
import { indexAnswers, matchingIds, orderedSlice } from './search-index/index-search.js';
import { keywordQuery, searchIndexOf } from './search-index/search-index.js';
import { rankedByWord } from './search-index/word-rank.js';
import { forgetOnCatalogueChange } from '../../services/catalogue-caches.js';
import type { CatalogueNames } from '../../services/catalogue-names.js';
import { countCacheOf, TtlCache } from '../../services/count-cache.js';
import { searchGateOf } from '../../services/search-gate.js';
import { headPage, KeywordCorrector, singleWordTotal } from '../../services/search-words.js';
import { postalKey, type StatCounts } from '../../services/stat-counts.js';

export const PAGE_SIZE = 12;

/** The stat_counts scope and key of a place (seed/refresh-counts.ts). */
export function placeCountKey(place: PlaceFilter): { scope: 'city' | 'state' | 'country' | 'postal'; key: string } {
  switch (place.kind) {
    case 'city': return { scope: 'city', key: String(place.id) };
    case 'state': return { scope: 'state', key: String(place.id) };
    case 'country': return { scope: 'country', key: place.iso2 };
    case 'postal': return { scope: 'postal', key: postalKey(place.country, place.code) };
  }
}

/** The order of each sort code of §9 (contract/src/rules/sorts.ts). */
const SORT_KEYS: Record<SortCode, SortKey> = { Low: 'low', High: 'high', A: 'a', Z: 'z', View: 'view', Bestsellers: 'bestsellers', DiscountedStatus: 'discounted' };

/**
 * The order a request's sort_by asks for (any case, and the other spellings
 * the contract takes). An unknown code is the default order rather than an
 * error, as the client may send labels like 'Reset'.
 */
export function parseSort(code: string | undefined): SortKey {
  const known = readSortCode(code);
  return known ? SORT_KEYS[known] : 'default';
}

export function applyPlace(query: ProductQuery, place: PlaceFilter): ProductQuery {
  switch (place.kind) {
    case 'city': return query.where('products.city_id', '=', place.id);
    case 'state': return query.where('products.state_id', '=', place.id);
    case 'country': return query.where('products.country', '=', place.iso2);
    case 'postal': return query.where('products.country', '=', place.country).where('products.postal_code', '=', place.code);
  }
}

function applyFilter(query: ProductQuery, filter: ListingFilter): ProductQuery {
  let q = query;
  if (filter.keyword) {
    // Full text over title, vendor, categories and description (the GIN index on
    // products.search). Typos are corrected before (services/search-words.ts).
    q = q.where(sql<boolean>`products.search @@ websearch_to_tsquery('english', ${filter.keyword})`);
  }
  if (filter.segment) q = q.where('products.segment', '=', filter.segment);
  if (filter.category) q = q.where(`products.cat${filter.category.level}_id`, '=', filter.category.id);
  if (filter.discounted) q = q.where('products.discount_percent', '>', 0);
  if (filter.featured) q = q.where('products.featured', '=', true);
  if (filter.vendorId !== undefined) q = q.where('products.vendor_id', '=', filter.vendorId);
  if (filter.place) q = applyPlace(q, filter.place);
  if (filter.availableIn) {
    const iso2 = filter.availableIn;
    q = q.where((eb) => eb.or([eb('products.sold_worldwide', '=', true), sql<boolean>`${iso2} = any(products.available_countries)`]));
  }
  for (const condition of filter.conditions ?? []) q = conditionSql(q, condition);
  return q;
}

/** The columns of a sort order, most significant first (each has a covering index, migration 0006). */
function sortKeys(sort: SortKey): Array<{ column: string; direction: 'asc' | 'desc'; kind: 'number' | 'text' | 'time' }> {
  switch (sort) {
    // Buyer prices are US dollar prices times one rate, so the USD order is the buyer's order.
    case 'low': return [{ column: 'price_usd', direction: 'asc', kind: 'number' }, { column: 'id', direction: 'asc', kind: 'number' }];
    case 'high': return [{ column: 'price_usd', direction: 'desc', kind: 'number' }, { column: 'id', direction: 'desc', kind: 'number' }];
    case 'a': return [{ column: 'title', direction: 'asc', kind: 'text' }, { column: 'id', direction: 'asc', kind: 'number' }];
    case 'z': return [{ column: 'title', direction: 'desc', kind: 'text' }, { column: 'id', direction: 'desc', kind: 'number' }];
    case 'view': return [{ column: 'views', direction: 'desc', kind: 'number' }, { column: 'id', direction: 'asc', kind: 'number' }];
    case 'bestsellers': return [{ column: 'sales_count', direction: 'desc', kind: 'number' }, { column: 'id', direction: 'asc', kind: 'number' }];
    case 'discounted': return [{ column: 'discount_percent', direction: 'desc', kind: 'number' }, { column: 'id', direction: 'asc', kind: 'number' }];
    case 'wishlisted': return [{ column: 'wishlist_count', direction: 'desc', kind: 'number' }, { column: 'id', direction: 'asc', kind: 'number' }];
    case 'newest':
    case 'default':
      // Newest first; relevance with a keyword is ranked by rankedPage.
      return [{ column: 'posted_at', direction: 'desc', kind: 'time' }, { column: 'id', direction: 'desc', kind: 'number' }];
  }
}

/**
 * The order of a sort code. With a keyword the sort keys are wrapped in
 * expressions (`+ 0`, `|| ''`): the planner then finds the matches through the
 * text index and sorts them, instead of walking a sort index and testing rows
 * until twelve match, which is unbounded when the matches sit at the far end
 * of that index ('villa' by price: high; 'apex' by title: Z to A).
 */
function applySort(query: ProductQuery, sort: SortKey, byMatches = false): ProductQuery {
  let q = query;
  for (const { column, direction, kind } of sortKeys(sort)) {
    const ref = sql.ref(`products.${column}`);
    const key = !byMatches || column === 'id' ? ref
      : kind === 'number' ? sql`${ref} + 0`
      : kind === 'text' ? sql`${ref} || ''`
      : sql`${ref} + interval '0 seconds'`;
    q = q.orderBy(key, direction);
  }
  return q;
}

/**
 * A page in a sort order without a keyword: the page's ids and sort keys are
 * read first (an index-only scan of the sort order's covering index, or of the
 * filter's index, as the planner finds cheaper), then only those twelve rows
 * are read from the table, in the same order.
 */
function sortedPageRows(db: Kysely<DB>, filtered: ProductQuery, sort: SortKey, offset: number, limit: number) {
  const keys = sortKeys(sort);
  const page = applySort(filtered.select(keys.map(({ column }) => sql.ref(`products.${column}`).as(column))), sort).limit(limit).offset(offset);
  let query = db.selectFrom(page.as('page')).innerJoin('products', (join) => join.on(sql<boolean>`products.id = page.id`)).select(LIST_FIELDS);
  for (const { column, direction } of keys) query = query.orderBy(sql.ref(`page.${column}`), direction);
  return query.execute() as Promise<ListColumns[]>;
}

/**
 * The total of a filter from the precomputed counts when it is one of the
 * common shapes (everything, one segment, one category, deals, featured), so
 * that the listing pages stay fast at a million products; null otherwise.
 */
interface CountLookups {
  categoryCount: (id: number) => Promise<number>;
  vendorCount: (id: number) => Promise<number>;
}

function precomputedTotal(filter: ListingFilter, stats: StatCounts, lookups: CountLookups): Promise<number> | null {
  if (filter.conditions?.length) return null;
  const active = [filter.keyword, filter.segment, filter.category, filter.discounted, filter.featured, filter.vendorId, filter.place, filter.availableIn].filter(
    (value) => value !== undefined && value !== false && value !== '',
  );
  if (active.length === 0) return Promise.resolve(stats.products('all'));
  // A place with a segment: precomputed per place and segment.
  if (active.length === 2 && filter.place && filter.segment) {
    const { scope, key } = placeCountKey(filter.place);
    return Promise.resolve(stats.products(`${scope}-segment`, `${key}|${filter.segment}`));
  }
  if (active.length > 1) return null;
  if (filter.segment) return Promise.resolve(stats.products('segment', filter.segment));
  if (filter.discounted) return Promise.resolve(stats.products('discounted'));
  if (filter.featured) return Promise.resolve(stats.products('featured'));
  if (filter.category) return lookups.categoryCount(filter.category.id);
  if (filter.place) {
    const { scope, key } = placeCountKey(filter.place);
    return Promise.resolve(stats.products(scope, key));
  }
  if (filter.vendorId !== undefined) return lookups.vendorCount(filter.vendorId);
  if (filter.availableIn) return Promise.resolve(stats.products('available', filter.availableIn));
  return null;
}

/** The keyword of a filter that narrows by nothing else, or undefined. */
function keywordAlone(filter: ListingFilter): string | undefined {
  if (!filter.keyword || filter.conditions?.length) return undefined;
  const others = [filter.segment, filter.category, filter.discounted, filter.featured, filter.vendorId, filter.place, filter.availableIn];
  return others.every((value) => value === undefined || value === false || value === '') ? filter.keyword : undefined;
}

/**
 * Relevance is ranked among the newest RANK_WINDOW matches of a keyword (all of
 * them when fewer), then the other matches follow newest first. Ranking every
 * match of a broad word (tens of thousands at a million products) would cost
 * hundreds of milliseconds per page; the window reads the newest matches from
 * the posted_at index and ranks a few hundred rows.
 */
export const RANK_WINDOW = 240;

function rankedPage(db: Kysely<DB>, filtered: ProductQuery, keyword: string, offset: number, limit: number, count: number): Promise<Array<{ id: number | string }>> {
  // Up to SORT_MATCHES_LIMIT matches: found through the text index and sorted;
  // more: read in posted_at order, which reaches RANK_WINDOW of them quickly.
  const newest = (query: ProductQuery) => applySort(query, 'newest', count <= SORT_MATCHES_LIMIT);
  const parts: Array<Promise<Array<{ id: number | string }>>> = [];
  if (offset < RANK_WINDOW) {
    const window = newest(filtered.select(['products.id', 'products.search'])).limit(RANK_WINDOW);
    parts.push(
      db
        .selectFrom(window.as('w'))
        .select(sql<number | string>`w.id`.as('id'))
        .orderBy(sql`ts_rank(w.search, websearch_to_tsquery('english', ${keyword}))`, 'desc')
        .orderBy(sql`w.id`, 'asc')
        .limit(Math.min(limit, RANK_WINDOW - offset))
        .offset(offset)
        .execute(),
    );
  }
  const end = offset + limit;
  if (end > RANK_WINDOW) {
    const from = Math.max(offset, RANK_WINDOW);
    parts.push(newest(filtered.select('products.id')).limit(end - from).offset(from).execute() as Promise<Array<{ id: number | string }>>);
  }
  return Promise.all(parts).then((pages) => pages.flat());
}

/** The product columns a list item needs (features/products/product-mapper.ts ListRow). */
export const LIST_FIELDS = [
  'products.id', 'products.gbx_product_id', 'products.vendor_id', 'products.title', 'products.description', 'products.additional_info',
  'products.image_count', 'products.featured', 'products.stock_qty', 'products.sold_worldwide', 'products.available_countries',
  'products.discount_percent', 'products.city_id', 'products.state_id', 'products.country', 'products.postal_code', 'products.currency',
  'products.price', 'products.price_usd', 'products.band1_qty', 'products.band1_price', 'products.band2_qty', 'products.band2_price',
  'products.min_qty',
] as const;

function listRowsQuery(db: Kysely<DB>) {
  return db.selectFrom('products').select(LIST_FIELDS);
}

export type ListColumns = Awaited<ReturnType<ReturnType<typeof listRowsQuery>['execute']>>[number];

/** Up to this many matches, a keyword listing in a sort order is found through the text index and sorted. */
const SORT_MATCHES_LIMIT = 20_000;
/** How far a broad keyword walks a sort order before it falls back to sorting its matches. */
const SORT_PROBE = 2000;

/**
 * A page of a keyword listing in an explicit sort order. Few matches: found
 * through the text index, then sorted (applySort byMatches). Many matches: the
 * first SORT_PROBE products of the sort order (without the keyword) are read
 * and tested, which finds a page of a broad word at once when its matches are
 * spread along that order; when they are not (all at the far end), it falls
 * back to sorting the matches. Either way the cost is bounded.
 */
async function keywordSortedIds(
  db: Kysely<DB>, filter: ListingFilter, filtered: ProductQuery, sort: SortKey, offset: number, limit: number, total: Promise<number>,
): Promise<number[]> {
  const keyword = filter.keyword ?? '';
  const count = await total;
  if (count <= offset) return [];
  if (count > SORT_MATCHES_LIMIT && offset + limit <= SORT_PROBE) {
    const { keyword: _keyword, ...rest } = filter;
    const probe = await applySort(
      applyFilter(db.selectFrom('products'), rest).select([
        'products.id', sql<boolean>`products.search @@ websearch_to_tsquery('english', ${keyword})`.as('hit'),
      ]),
      sort,
    ).limit(SORT_PROBE).execute() as Array<{ id: number | string; hit: boolean }>;
    const hits = probe.filter((row) => row.hit);
    if (hits.length >= offset + limit || probe.length < SORT_PROBE) return hits.slice(offset, offset + limit).map((row) => Number(row.id));
  }
  const rows = await applySort(filtered.select('products.id'), sort, true).limit(limit).offset(offset).execute();
  return rows.map((row) => Number((row as { id: number | string }).id));
}

/** The ids of one page in order. */
async function pageIds(
  db: Kysely<DB>, effective: ListingFilter, filtered: ProductQuery, sort: SortKey, offset: number, limit: number, total: Promise<number>,
): Promise<number[]> {
  // One search word alone: its first pages in every order are precomputed (search-heads.ts).
  const word = keywordAlone(effective);
  const head = word ? await headPage(db, word, sort, offset, limit) : null;
  if (head) return head;
  return computedPageIds(db, effective, filtered, sort, offset, limit, total);
}

/**
 * The first `limit` products of one search word in a sort order, found the way
 * a listing page without a head is (search-heads.ts keeps them).
 */
export function wordHeadIds(db: Kysely<DB>, word: string, sort: SortKey, limit: number): Promise<number[]> {
  const filter: ListingFilter = { keyword: word };
  const total = singleWordTotal(db, word).then((n) => n ?? 0);
  return computedPageIds(db, filter, applyFilter(db.selectFrom('products'), filter), sort, 0, limit, total);
}

async function computedPageIds(
  db: Kysely<DB>, effective: ListingFilter, filtered: ProductQuery, sort: SortKey, offset: number, limit: number, total: Promise<number>,
): Promise<number[]> {
  if (effective.keyword && sort === 'default') {
    const count = await total;
    if (count <= offset) return [];
    return (await rankedPage(db, filtered, effective.keyword, offset, limit, count)).map((row) => Number(row.id));
  }
  if (effective.keyword) return keywordSortedIds(db, effective, filtered, sort, offset, limit, total);
  const rows = await applySort(filtered.select('products.id'), sort).limit(limit).offset(offset).execute();
  return rows.map((row) => Number((row as { id: number | string }).id));
}

/**
 * One page of a listing with the list columns of its products, in order, and
 * the total. Without a keyword the page is read by the query that finds it (one
 * query on products, no joins).
 */
export async function listProductRows<R extends ListColumns>(
  db: Kysely<DB>,
  names: CatalogueNames,
  stats: StatCounts,
  filter: ListingFilter,
  sort: SortKey,
  offset: number,
  limit: number,
  /** What else the rows need (vendor and place names); the cache keeps the completed rows. */
  complete: (rows: ListColumns[]) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const prepared = await prepare(db, names, stats, filter);
  // A keyword or the advanced filters read by the database are the costly reads: they take their turn at the search gate
  // (pages from the in-memory index or the page cache do not).
  const gate = prepared.effective.keyword || prepared.effective.conditions?.length ? searchGateOf(db) : undefined;
  const read = async () => {
    const indexed = await indexedPage(db, prepared.effective, sort, offset, limit);
    const page = indexed ?? await (gate ? gate.run(() => readPage(db, prepared, sort, offset, limit)) : readPage(db, prepared, sort, offset, limit));
    return { rows: await complete(page.rows), total: page.total };
  };
  const cache = pageCaches.get(db);
  if (!cache) return read();
  // A filter is plain data, its own key; compiling its SQL costs more than a page read from the cache.
  const key = `${JSON.stringify(prepared.effective)}\u0000${sort}\u0000${offset}\u0000${limit}`;
  return cache.get(key, read) as Promise<{ rows: R[]; total: number }>;
}

const pageCaches = new WeakMap<Kysely<DB>, TtlCache<unknown>>();

/** The listing page cache of a database, when it is on (vendor results use it too). */
export function listingCacheOf(db: Kysely<DB>): TtlCache<unknown> | undefined {
  return pageCaches.get(db);
}

/**
 * Listing pages (the products of a filter, sort and offset, and the total) are
 * reused for `seconds` (LISTING_CACHE_SECONDS, default 300; 0 turns it off), at
 * most `pages` of them per process (LISTING_CACHE_PAGES, least recently used
 * first out). A catalogue change empties it in every process within seconds
 * (features/catalogue-changes); the one run-time change it does not follow, a
 * product's wishlist count, orders only the most wishlisted quick search, which
 * may then lag by up to `seconds`. What depends
 * on the visitor (buyer currency, addedwish / addedshop, sellable in their
 * country) is computed per request from the cached rows.
 */
export function configureListingCache(db: Kysely<DB>, seconds: number, pages: number): void {
  if (seconds <= 0 || pages <= 0) {
    pageCaches.delete(db);
    return;
  }
  const cache = new TtlCache(seconds * 1000, pages);
  pageCaches.set(db, cache);
  forgetOnCatalogueChange(db, () => cache.clear());
}

/**
 * A page of a keyword or advanced search from the in-memory index
 * (search-index/): every match is found and counted in memory, the page's
 * rows are read by id. Relevance ranks the newest RANK_WINDOW matches: the
 * word's head has them for one word alone, the index ranks them for one word
 * with filters (word-rank.ts), and the database for several words (their
 * relevance needs the words' positions).
 * Null when the index is off or does not answer the search (a phrase, the most
 * wishlisted order), or for the plain listings, which their indexes serve.
 */
async function indexedPage(
  db: Kysely<DB>, effective: ListingFilter, sort: SortKey, offset: number, limit: number,
): Promise<{ rows: ListColumns[]; total: number } | null> {
  // Measured at a million products: a plain listing is read faster through its covering index (sortedPageRows).
  if (!effective.keyword && !effective.conditions?.length) return null;
  const index = searchIndexOf(db);
  if (!index) return null;
  const query = effective.keyword ? await keywordQuery(db, effective.keyword) : null;
  if (!indexAnswers(effective, sort, query)) return null;
  const matches = matchingIds(index, effective, query);
  const total = matches.length;
  const end = offset + limit;
  if (offset >= total) return { rows: [], total };
  // One search word alone: its first pages in each order are its search head, in the index.
  const head = query?.op === 'word' && keywordAlone(effective) ? index.heads.get(sort)?.get(query.word) : undefined;
  if (head && sort !== 'default' && (end <= head.length || head.length >= total)) {
    return { rows: await rowsInOrder(db, Array.from(head.subarray(offset, end))), total };
  }
  if (effective.keyword && sort === 'default' && offset < RANK_WINDOW) {
    if (head) {
      const ranked = Array.from(head.subarray(offset, Math.min(end, RANK_WINDOW)));
      const rest = end > RANK_WINDOW ? orderedSlice(index, matches, 'newest', RANK_WINDOW, end) : [];
      return { rows: await rowsInOrder(db, [...ranked, ...rest]), total };
    }
    const window = orderedSlice(index, matches, 'newest', 0, RANK_WINDOW);
    // One search word (with filters): ranked in memory, like the database would. Several: ranked and read in one statement.
    const rankedIds = query?.op === 'word' ? rankedByWord(index, query.word, window, offset, Math.min(end, RANK_WINDOW)) : null;
    const ranked = rankedIds
      ? await rowsInOrder(db, rankedIds)
      : await rankedRows(db, [window, effective.keyword, Math.min(limit, RANK_WINDOW - offset), offset]);
    if (end <= RANK_WINDOW) return { rows: ranked, total };
    const rest = await rowsInOrder(db, orderedSlice(index, matches, 'newest', RANK_WINDOW, end));
    return { rows: [...ranked, ...rest], total };
  }
  // Past the ranked window relevance goes on newest first, which is the default order's reading of the index.
  return { rows: await rowsInOrder(db, orderedSlice(index, matches, sort, offset, end)), total };
}

/** A page's rows by id: one text for any number of ids (an array parameter), prepared. */
const rowsById = preparedQuery((db) => listRowsQuery(db).where(sql<boolean>`products.id = any(${[]}::int[])`));

/** Products of `ids` (a window of matches) by relevance to a keyword, then id: parameters ids, keyword, limit, offset. */
const rankedRows = preparedQuery((db) => listRowsQuery(db)
  .where(sql<boolean>`products.id = any(${[]}::int[])`)
  .orderBy(sql`ts_rank(products.search, websearch_to_tsquery('english', ${''}))`, 'desc')
  .orderBy('products.id', 'asc')
  .limit(0)
  .offset(0));

/** The list columns of products, in the order of `ids`. */
async function rowsInOrder(db: Kysely<DB>, ids: number[]): Promise<ListColumns[]> {
  if (ids.length === 0) return [];
  const found = await rowsById(db, [ids]);
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ListColumns => row !== undefined);
}

async function readPage(
  db: Kysely<DB>, { effective, filtered, total }: Awaited<ReturnType<typeof prepare>>, sort: SortKey, offset: number, limit: number,
): Promise<{ rows: ListColumns[]; total: number }> {
  const rows = effective.keyword
    ? pageIds(db, effective, filtered(), sort, offset, limit, total()).then((order) => rowsInOrder(db, order))
    : sortedPageRows(db, filtered(), sort, offset, limit);
  const [pageRows, count] = await Promise.all([rows, total()]);
  return { rows: pageRows, total: count };
}

/** The corrected keyword, the filtered query (built when first asked for) and the total of a filter. */
async function prepare(db: Kysely<DB>, names: CatalogueNames, stats: StatCounts, filter: ListingFilter) {
  let effective = filter;
  if (filter.keyword) {
    const keyword = await correctorOf(db).correct(filter.keyword);
    if (keyword !== filter.keyword) effective = { ...filter, keyword };
  }
  // Built on first use: a search the in-memory index answers never needs the query.
  let query: ProductQuery | undefined;
  const filtered = () => (query ??= applyFilter(db.selectFrom('products'), effective));
  // From memory (the category tree and the vendor cache), not a query per page.
  const lookups: CountLookups = {
    categoryCount: async (id) => (await names.categories()).get(id)?.count ?? 0,
    vendorCount: async (id) => (await names.vendors([id])).get(id)?.vendor_product_count ?? 0,
  };
  const counted = () => countCacheOf(db).count(filtered().select(sql<number>`count(*)::int`.as('n')));
  // A keyword alone that is one word has its total in the vocabulary.
  const keyword = keywordAlone(effective);
  const counting = () => (keyword ? singleWordTotal(db, keyword).then((n) => n ?? counted()) : counted());
  // Started on first use only: a page read from the listing cache needs no total.
  let started: Promise<number> | undefined;
  const total = () => (started ??= precomputedTotal(effective, stats, lookups) ?? counting());
  return { effective, filtered, total };
}

/**
 * How many products of a listing were added to the catalogue after `since`
 * (products.created_at, migration 0013), counted up to `cap`: a saved search's
 * new results (features/saved-searches). The keyword is corrected as the
 * listing corrects it, so the count is of the products its page shows. The
 * filter and `created_at > since` go to the database together, which reads the
 * few products added since from their index and tests them, however broad the
 * search (a million matches); `cap` bounds the count of a search that has many.
 */
export async function countAddedSince(db: Kysely<DB>, filter: ListingFilter, since: Date | string, cap: number): Promise<number> {
  const effective = filter.keyword ? { ...filter, keyword: await correctorOf(db).correct(filter.keyword) } : filter;
  // A string is a timestamptz as the database wrote it: compared to the microsecond, which a JavaScript Date cannot hold.
  const after = typeof since === 'string' ? sql<Date>`${since}::timestamptz` : since;
  const added = applyFilter(db.selectFrom('products'), effective).where('products.created_at', '>', after).select('products.id').limit(cap);
  const row = await db.selectFrom(added.as('added')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const correctors = new WeakMap<Kysely<DB>, KeywordCorrector>();

function correctorOf(db: Kysely<DB>): KeywordCorrector {
  let corrector = correctors.get(db);
  if (!corrector) {
    const created = new KeywordCorrector(db);
    correctors.set(db, created);
    forgetOnCatalogueChange(db, () => created.clear());
    corrector = created;
  }
  return corrector;
}

/** A category's share of a listing: its id and how many of the listing's products it holds. */
export interface CategoryShare {
  id: number;
  count: number;
}

/**
 * How many products of a listing are in each category of `level` (under
 * `parent`, the category opened in the dialog): the counts a listing's
 * category dialog shows. The listing's own category is not part of `filter`
 * (choosing another replaces it); the keyword is corrected as the listing
 * corrects it, so a count is exactly the total its click shows. Reused like a
 * listing page (the listing cache), categories holding none are left out.
 */
export async function categoryShares(
  db: Kysely<DB>, filter: ListingFilter, level: 1 | 2 | 3 | 4, parent?: { level: 1 | 2 | 3; id: number },
): Promise<CategoryShare[]> {
  const read = async () => {
    const effective = filter.keyword ? { ...filter, keyword: await correctorOf(db).correct(filter.keyword) } : filter;
    let query = applyFilter(db.selectFrom('products'), effective);
    if (parent) query = query.where(`products.cat${parent.level}_id`, '=', parent.id);
    const column = sql.ref(`products.cat${level}_id`);
    const rows = await query
      .select([sql<number>`${column}`.as('id'), sql<number>`count(*)::int`.as('n')])
      .where(sql<boolean>`${column} is not null`)
      .groupBy(column)
      .execute();
    return rows.map((row) => ({ id: Number(row.id), count: Number(row.n) }));
  };
  const cache = pageCaches.get(db);
  if (!cache) return read();
  return cache.get(`categories\u0000${JSON.stringify(filter)}\u0000${level}\u0000${parent ? `${parent.level}:${parent.id}` : ''}`, read) as Promise<CategoryShare[]>;
}
