import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { IdSet } from './id-sets.js';
import { WordRankBuilder, type WordRanks } from './word-rank.js';

/**
 * What keyword and advanced searches filter and sort on, for every product, in
 * typed arrays indexed by product id: one posting list per search lexeme and
 * per filter value, each sort order as an id list and as a rank per id. Read
 * from PostgreSQL in a few aggregate statements (the database builds the
 * posting lists and the orders, so collation and ties are its own), at start
 * and after a seed or rates import (both restart the API).
 *
 * Not kept: wishlist counts (they change at run time: the most wishlisted
 * order stays with the database) and word positions (phrases, and the
 * relevance of several words, stay with the database too).
 */
export interface CatalogueIndex {
  /** Largest product id + 1: the length of every per-id array. */
  size: number;
  /** Every product id, ascending. */
  all: IdSet;
  lexemes: Map<string, IdSet>;
  /** Relevance of each lexeme's products to a search of that word alone (word-rank.ts). */
  wordRanks: WordRanks;
  /** Posting lists of filter values: `segment:B2B`, `cat3:812`, `vendor:17`, `city:4`, `state:9`, `country:IN`, `postal:FR|75001`, `available:DE`. */
  postings: Map<string, IdSet>;
  /** The same lists by number, for conditions that name many values at once (a rating's vendors, a radius's cities, ages up to N). */
  byNumber: { vendor: IdSet[]; city: IdSet[]; age: IdSet[] };
  columns: {
    segment: Uint8Array;
    segments: string[];
    condition: Uint8Array;
    conditions: string[];
    cat: [Int32Array, Int32Array, Int32Array, Int32Array];
    vendor: Int32Array;
    city: Int32Array;
    state: Int32Array;
    country: Uint16Array;
    countries: string[];
    postal: Int32Array;
    postals: string[];
    /** US dollar price in cents. */
    priceCents: Float64Array;
    /** Stars times ten. */
    ratingTenths: Int16Array;
    ageLimit: Int16Array;
    discount: Int16Array;
    /** Microseconds since 1970 (PostgreSQL keeps microseconds). */
    postedMicros: Float64Array;
    flags: Uint8Array;
  };
  orders: Record<IndexedOrder, { ids: Int32Array; rank: Int32Array }>;
  /**
   * Per sort code ('default' is relevance), each search word's first products in that order (its search head,
   * search-heads.ts): a word alone is read from here in any order, with no walk of the order and no ranking.
   */
  heads: Map<string, Map<string, Int32Array>>;
  /**
   * Per category level (1-4): every category's products in price order, one after another, and where each category's
   * run lies. A category with a price range (the commonest advanced search) is then a binary search, not a test of each
   * of the category's products.
   */
  categoriesByPrice: [GroupedOrder, GroupedOrder, GroupedOrder, GroupedOrder];
}

/** The products of each value of a column, each value's in the order of a sort order: `ids[start..end)` for `runs.get(value)`. */
export interface GroupedOrder {
  ids: Int32Array;
  runs: Map<number, { start: number; end: number }>;
}

/** Groups an order's products by a column's value, keeping the order within each group (value 0, none, is left out). */
function groupedOrder(order: Int32Array, column: Int32Array): GroupedOrder {
  // Values are category ids (a few thousand): counted and placed through arrays indexed by value, not maps.
  let largest = 0;
  for (const value of column) if (value > largest) largest = value;
  const next = new Int32Array(largest + 1);
  for (const id of order) {
    const value = column[id] as number;
    next[value] = (next[value] as number) + 1;
  }
  const runs = new Map<number, { start: number; end: number }>();
  let at = 0;
  for (let value = 1; value <= largest; value++) {
    const count = next[value] as number;
    if (count === 0) continue;
    runs.set(value, { start: at, end: at + count });
    next[value] = at;
    at += count;
  }
  const ids = new Int32Array(at);
  for (const id of order) {
    const value = column[id] as number;
    if (value === 0) continue;
    const position = next[value] as number;
    ids[position] = id;
    next[value] = position + 1;
  }
  return { ids, runs };
}

export const FLAG = { featured: 1, worldwide: 2, genuine: 4, volumeBands: 8, shipping: 16, pickup: 32 } as const;

export type IndexedOrder = 'newest' | 'low' | 'a' | 'view' | 'bestsellers' | 'discounted';

/** Each order as the listing sorts it (listing-query.ts sortKeys); 'high' and 'z' are 'low' and 'a' read backwards. */
const ORDER_SQL: Record<IndexedOrder, string> = {
  newest: 'posted_at desc, id desc',
  low: 'price_usd asc, id asc',
  a: 'title asc, id asc',
  view: 'views desc, id asc',
  bestsellers: 'sales_count desc, id asc',
  discounted: 'discount_percent desc, id asc',
};

type Bytes = Uint8Array;

const view = (bytes: Bytes) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A bytea of big-endian int4s (string_agg of int4send) as ids. */
function int32s(bytes: Bytes | null): Int32Array {
  if (!bytes) return new Int32Array(0);
  const data = view(bytes);
  const out = new Int32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = data.getInt32(i * 4);
  return out;
}

/** Scatters a bytea of big-endian values, in id order, into an array indexed by id. */
function scatter<T extends Int32Array | Int16Array | Uint8Array | Uint16Array | Float64Array>(
  target: T, ids: Int32Array, bytes: Bytes, width: 1 | 2 | 4 | 8,
): T {
  const data = view(bytes);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    const at = i * width;
    target[id] = width === 1 ? data.getUint8(at) : width === 2 ? data.getInt16(at) : width === 4 ? data.getInt32(at) : Number(data.getBigInt64(at));
  }
  return target;
}

async function distinct(db: Kysely<DB>, column: 'segment' | 'condition' | 'country'): Promise<string[]> {
  const { rows } = await sql<{ v: string }>`select distinct ${sql.ref(column)}::text as v from products order by v`.execute(db);
  return rows.map((row) => row.v);
}

export function buildCatalogueIndex(db: Kysely<DB>): Promise<CatalogueIndex> {
  // One snapshot for every read, so the lists and orders agree; the aggregates take longer than a serving
  // statement may (DB_STATEMENT_TIMEOUT_MS), so this transaction lifts the limit for itself.
  return db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    return readIndex(trx);
  });
}

async function readIndex(db: Kysely<DB>): Promise<CatalogueIndex> {
  const [segments, conditions, countries] = await Promise.all([distinct(db, 'segment'), distinct(db, 'condition'), distinct(db, 'country')]);
  const { rows: [postalRow] } = await sql<{ v: string[] | null }>`
    select array_agg(distinct country || '|' || postal_code order by country || '|' || postal_code) as v from products`.execute(db);
  const postals = postalRow?.v ?? [];

  // One scan: every column as a bytea in id order. Text columns as positions in their sorted distinct values.
  const { rows: [columnRow] } = await sql<Record<string, Bytes | null>>`
    select
      string_agg(int4send(id::int), ''::bytea order by id) as ids,
      string_agg(int2send(array_position(${segments}::text[], segment::text)::int2), ''::bytea order by id) as segment,
      string_agg(int2send(array_position(${conditions}::text[], condition::text)::int2), ''::bytea order by id) as condition,
      string_agg(int2send(array_position(${countries}::text[], country::text)::int2), ''::bytea order by id) as country,
      string_agg(int4send(array_position(${postals}::text[], country || '|' || postal_code)), ''::bytea order by id) as postal,
      string_agg(int4send(cat1_id), ''::bytea order by id) as cat1,
      string_agg(int4send(coalesce(cat2_id, 0)), ''::bytea order by id) as cat2,
      string_agg(int4send(coalesce(cat3_id, 0)), ''::bytea order by id) as cat3,
      string_agg(int4send(coalesce(cat4_id, 0)), ''::bytea order by id) as cat4,
      string_agg(int4send(vendor_id), ''::bytea order by id) as vendor,
      string_agg(int4send(city_id), ''::bytea order by id) as city,
      string_agg(int4send(state_id), ''::bytea order by id) as state,
      string_agg(int8send((price_usd * 100)::int8), ''::bytea order by id) as price,
      string_agg(int2send((rating * 10)::int2), ''::bytea order by id) as rating,
      string_agg(int2send(age_limit), ''::bytea order by id) as age,
      string_agg(int2send(discount_percent), ''::bytea order by id) as discount,
      string_agg(int8send((extract(epoch from posted_at) * 1000000)::int8), ''::bytea order by id) as posted,
      string_agg(int2send((
        (case when featured then 1 else 0 end) | (case when sold_worldwide then 2 else 0 end) | (case when genuine then 4 else 0 end) |
        (case when band1_qty is not null then 8 else 0 end) | (case when requires_shipping then 16 else 0 end) | (case when pickup_available then 32 else 0 end)
      )::int2), ''::bytea order by id) as flags
    from products`.execute(db);
  const row = columnRow ?? {};
  const all = int32s(row.ids ?? null);
  const size = all.length ? (all[all.length - 1] as number) + 1 : 1;
  const bytes = (name: string) => row[name] ?? new Uint8Array(0);
  const small = (name: string) => {
    // int2 codes, 1-based: 0 then means "no value" (never for these not-null columns).
    const codes = scatter(new Int16Array(size), all, bytes(name), 2);
    return Uint8Array.from(codes);
  };
  const columns: CatalogueIndex['columns'] = {
    segment: small('segment'),
    segments,
    condition: small('condition'),
    conditions,
    country: Uint16Array.from(scatter(new Int16Array(size), all, bytes('country'), 2)),
    countries,
    postal: scatter(new Int32Array(size), all, bytes('postal'), 4),
    postals,
    cat: [
      scatter(new Int32Array(size), all, bytes('cat1'), 4),
      scatter(new Int32Array(size), all, bytes('cat2'), 4),
      scatter(new Int32Array(size), all, bytes('cat3'), 4),
      scatter(new Int32Array(size), all, bytes('cat4'), 4),
    ],
    vendor: scatter(new Int32Array(size), all, bytes('vendor'), 4),
    city: scatter(new Int32Array(size), all, bytes('city'), 4),
    state: scatter(new Int32Array(size), all, bytes('state'), 4),
    priceCents: scatter(new Float64Array(size), all, bytes('price'), 8),
    ratingTenths: scatter(new Int16Array(size), all, bytes('rating'), 2),
    ageLimit: scatter(new Int16Array(size), all, bytes('age'), 2),
    discount: scatter(new Int16Array(size), all, bytes('discount'), 2),
    postedMicros: scatter(new Float64Array(size), all, bytes('posted'), 8),
    flags: small('flags'),
  };

  const [{ lexemes, wordRanks }, available, orders, heads] = await Promise.all([readLexemes(db), readAvailable(db), readOrders(db, size), readHeads(db)]);
  const postings = groupPostings(all, columns);
  for (const [iso2, ids] of available) postings.set(`available:${iso2}`, ids);
  const byNumber = (prefix: string) => {
    const lists: IdSet[] = [];
    for (const [key, ids] of postings) if (key.startsWith(`${prefix}:`)) lists[Number(key.slice(prefix.length + 1))] = ids;
    return lists;
  };
  const [cat1, cat2, cat3, cat4] = columns.cat.map((column) => groupedOrder(orders.low.ids, column)) as CatalogueIndex['categoriesByPrice'];
  return {
    size, all, lexemes, wordRanks, postings, byNumber: { vendor: byNumber('vendor'), city: byNumber('city'), age: byNumber('age') }, columns, orders, heads,
    categoriesByPrice: [cat1, cat2, cat3, cat4],
  };
}

/**
 * Every lexeme's products, built by the database (unnest of the stored tsvectors), and the weights of each posting
 * for relevance (word-rank.ts): each posting is its id then a code of its weights (number of positions + 1024 x the
 * first B's + 1024² x the first C's place among them), two int4s.
 */
async function readLexemes(db: Kysely<DB>): Promise<{ lexemes: Map<string, IdSet>; wordRanks: WordRanks }> {
  const { rows } = await sql<{ lexeme: string; postings: Bytes }>`
    select lexeme, string_agg(
      int4send(id::int) || int4send(cardinality(weights) + 1024 * coalesce(array_position(weights, 'B'), 0) + 1048576 * coalesce(array_position(weights, 'C'), 0)),
      ''::bytea order by id) as postings
    from products, unnest(search) as u(lexeme, positions, weights)
    group by lexeme`.execute(db);
  const lexemes = new Map<string, IdSet>();
  const builder = new WordRankBuilder();
  for (const { lexeme, postings } of rows) {
    const data = view(postings);
    const ids = new Int32Array(postings.byteLength / 8);
    const patterns = new Uint16Array(ids.length);
    for (let i = 0; i < ids.length; i++) {
      ids[i] = data.getInt32(i * 8);
      patterns[i] = builder.pattern(data.getInt32(i * 8 + 4));
    }
    lexemes.set(lexeme, ids);
    builder.add(lexeme, patterns);
  }
  return { lexemes, wordRanks: builder.build() };
}

/** The search heads of the search words, by sort code then word (a few hundred words, 8 orders of 240 ids: 4 MB at a million products). */
async function readHeads(db: Kysely<DB>): Promise<Map<string, Map<string, Int32Array>>> {
  const rows = await db.selectFrom('search_heads').select(['sort', 'word', 'ids']).execute();
  const heads = new Map<string, Map<string, Int32Array>>();
  for (const row of rows) {
    let bySort = heads.get(row.sort);
    if (!bySort) {
      bySort = new Map();
      heads.set(row.sort, bySort);
    }
    bySort.set(row.word, Int32Array.from(row.ids, Number));
  }
  return heads;
}

/** Products listed for a country by name (the others are sold worldwide or not there). */
async function readAvailable(db: Kysely<DB>): Promise<Map<string, IdSet>> {
  const { rows } = await sql<{ iso2: string; ids: Bytes }>`
    select iso2, string_agg(int4send(id::int), ''::bytea order by id) as ids
    from products, unnest(available_countries) as iso2
    group by iso2`.execute(db);
  return new Map(rows.map((r) => [r.iso2, int32s(r.ids)]));
}

async function readOrders(db: Kysely<DB>, size: number): Promise<CatalogueIndex['orders']> {
  const entries = await Promise.all((Object.entries(ORDER_SQL) as Array<[IndexedOrder, string]>).map(async ([name, order]) => {
    const { rows: [row] } = await sql<{ ids: Bytes | null }>`
      select string_agg(int4send(id::int), ''::bytea order by ${sql.raw(order)}) as ids from products`.execute(db);
    const ids = int32s(row?.ids ?? null);
    const rank = new Int32Array(size);
    for (let i = 0; i < ids.length; i++) rank[ids[i] as number] = i;
    return [name, { ids, rank }] as const;
  }));
  return Object.fromEntries(entries) as CatalogueIndex['orders'];
}

/** The posting list of every filter value, from the columns (one counting pass per column). */
function groupPostings(all: Int32Array, columns: CatalogueIndex['columns']): Map<string, IdSet> {
  const postings = new Map<string, IdSet>();
  const group = (prefix: string, values: ArrayLike<number>, name: (value: number) => string) => {
    const counts = new Map<number, number>();
    for (const id of all) {
      const value = values[id] as number;
      if (value !== 0) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const lists = new Map<number, { ids: Int32Array; n: number }>();
    for (const [value, count] of counts) lists.set(value, { ids: new Int32Array(count), n: 0 });
    for (const id of all) {
      const list = lists.get(values[id] as number);
      if (list) list.ids[list.n++] = id;
    }
    for (const [value, list] of lists) postings.set(`${prefix}:${name(value)}`, list.ids);
  };
  const byCode = (names: string[]) => (code: number) => names[code - 1] ?? '';
  group('segment', columns.segment, byCode(columns.segments));
  group('condition', columns.condition, byCode(columns.conditions));
  group('country', columns.country, byCode(columns.countries));
  group('postal', columns.postal, byCode(columns.postals));
  columns.cat.forEach((values, level) => group(`cat${level + 1}`, values, String));
  // Yes/no facets as lists too, so that a rare value (replicas, pickup) can list the candidates instead of testing every product.
  const derived = (value: (id: number) => number) => {
    const out = new Int16Array(columns.flags.length);
    for (const id of all) out[id] = value(id);
    return out;
  };
  const yesNo = (v: number) => (v === 2 ? 'yes' : 'no');
  for (const [name, bit] of Object.entries(FLAG)) group(`flag-${name}`, derived((id) => ((columns.flags[id] as number) & bit ? 2 : 1)), yesNo);
  group('discounted', derived((id) => ((columns.discount[id] as number) > 0 ? 2 : 1)), yesNo);
  group('age', derived((id) => (columns.ageLimit[id] as number) + 1), (v) => String(v - 1));
  group('vendor', columns.vendor, String);
  group('city', columns.city, String);
  group('state', columns.state, String);
  return postings;
}
