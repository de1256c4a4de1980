import type { Condition } from '../listing-types.js';
import type { ListingFilter, SortKey } from '../listing-types.js';
import { FLAG, type CatalogueIndex, type GroupedOrder, type IndexedOrder } from './catalogue-index.js';
import { andBits, bitsOf, concatAll, type Bits, difference, EMPTY, has, intersect, smallestRanks, union, unionAll, type IdSet } from './id-sets.js';
import { answerable, type TsQuery } from './tsquery.js';

/**
 * One narrowing of a search: how many products it can hold at most (`size`),
 * those products (`members`, any order), and a filter that keeps, in place,
 * the candidates that pass (`keep`: one tight loop per kind of test, not a call
 * per product). The smallest constraint lists the candidates; every other one
 * filters them.
 */
interface Constraint {
  size: number;
  /** Whether `members` are exactly the products that pass (else they are the whole catalogue, to be filtered). */
  exact: boolean;
  /** Whether `members` is a list that lives as long as the index (its bits are then kept). */
  stable?: boolean;
  /**
   * For a union of lists that recurs (ages up to N, a delivery choice, a set of segments, a looked-up list of
   * vendors): its bits are kept under this name, or this array.
   */
  key?: string | readonly number[];
  members: () => ArrayLike<number>;
  /** Keeps the first `n` of `ids` that pass at the front of `ids`; returns how many. */
  keep: (ids: Int32Array, n: number) => number;
}

type Column = Int32Array | Int16Array | Uint8Array | Uint16Array | Float64Array;

const keepNone = () => 0;

/** column[id] === value */
function keepEqual(column: Column, value: number) {
  return (ids: Int32Array, n: number) => {
    let w = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if (column[id] === value) ids[w++] = id;
    }
    return w;
  };
}

/** wanted[column[id]] === 1: one of several values (segments, a radius's cities, a rating's vendors). */
function keepOneOf(column: Column, wanted: Uint8Array) {
  return (ids: Int32Array, n: number) => {
    let w = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if (wanted[column[id] as number] === 1) ids[w++] = id;
    }
    return w;
  };
}

/** min <= column[id] < end */
function keepRange(column: Column, min: number, end: number) {
  return (ids: Int32Array, n: number) => {
    let w = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      const k = column[id] as number;
      if (k >= min && k < end) ids[w++] = id;
    }
    return w;
  };
}

/** (flags[id] & mask) !== 0 is `want` */
function keepFlag(flags: Uint8Array, mask: number, want: boolean) {
  return (ids: Int32Array, n: number) => {
    let w = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if ((((flags[id] as number) & mask) !== 0) === want) ids[w++] = id;
    }
    return w;
  };
}

/** id === target */
function keepEqualId(target: number) {
  return (ids: Int32Array, n: number) => {
    let w = 0;
    for (let i = 0; i < n; i++) if (ids[i] === target) ids[w++] = target;
    return w;
  };
}

/** The id's bit is set. */
function keepBits(bits: Uint32Array) {
  return (ids: Int32Array, n: number) => {
    let w = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if ((((bits[id >>> 5] as number) >>> (id & 31)) & 1) === 1) ids[w++] = id;
    }
    return w;
  };
}

const NOTHING: Constraint = { size: 0, exact: true, members: () => EMPTY, keep: keepNone };

function postingConstraint(ids: IdSet | undefined, keep: Constraint['keep']): Constraint {
  if (!ids) return NOTHING;
  return { size: ids.length, exact: true, stable: true, members: () => ids, keep };
}

/** A test on every product (no list names its matches). */
function scanConstraint(index: CatalogueIndex, keep: Constraint['keep']): Constraint {
  return { size: index.all.length, exact: false, members: () => index.all, keep };
}

/** Thresholds in cents / tenths for decimal bounds, exact for amounts of at most a few decimals. */
const ceilScaled = (value: number, scale: number) => Math.ceil(value * scale - 1e-7);
const floorScaled = (value: number, scale: number) => Math.floor(value * scale + 1e-7);

/**
 * Products whose key in `order` lies in a range, found by binary search on the order (ascending key or descending):
 * their positions start..end in the order, and those products.
 */
function orderRange(order: Int32Array, key: Float64Array, from: (k: number) => boolean, to: (k: number) => boolean): { start: number; end: number; ids: Int32Array } {
  // `from`: true for keys at or past the start; `to`: true for keys still before the end. Both monotone along the order.
  const first = (predicate: (k: number) => boolean) => {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (predicate(key[order[mid] as number] as number)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const start = first(from);
  const end = Math.max(start, first((k) => !to(k)));
  return { start, end, ids: end > start ? order.subarray(start, end) : EMPTY };
}

/**
 * A range of a key as a constraint: its products are a slice of the key's order, and a candidate passes when its
 * position in that order (an Int32 per product) lies in the slice, half the bytes a test of the key itself reads.
 */
function rangeConstraint({ ids, rank }: { ids: Int32Array; rank: Int32Array }, key: Float64Array, from: (k: number) => boolean, to: (k: number) => boolean): Constraint {
  const range = orderRange(ids, key, from, to);
  return { size: range.ids.length, exact: true, members: () => range.ids, keep: keepRange(rank, range.start, range.end) };
}

/** A flag per value of a column for the chosen values. */
function wantedFlags(length: number, values: readonly number[]): Uint8Array {
  const wanted = new Uint8Array(length);
  for (const value of values) if (value >= 0 && value < length) wanted[value] = 1;
  return wanted;
}

/** One of several values of a column whose lists cannot overlap: their lists are the members, concatenated. */
function oneOfConstraint(lists: Array<IdSet | undefined>, column: Column, wanted: Uint8Array, key?: Constraint['key']): Constraint {
  const chosen = lists.map((list) => list ?? EMPTY);
  return { size: chosen.reduce((n, list) => n + list.length, 0), exact: true, ...(key ? { key } : {}), members: () => concatAll(chosen), keep: keepOneOf(column, wanted) };
}

const lookedUp = new WeakMap<CatalogueIndex, WeakMap<readonly number[], Constraint>>();

/**
 * The cities within a radius or the vendors of a rating: a list of ids the plan looked up and keeps a while
 * (cachedLookup), the same array for every search that names it. Its constraint (thousands of lists and a flag
 * per vendor) is made once per array, and the array serves as the key of its bits.
 */
function lookedUpConstraint(index: CatalogueIndex, kind: 'cities' | 'vendors', ids: readonly number[]): Constraint {
  let ofIndex = lookedUp.get(index);
  if (!ofIndex) {
    ofIndex = new WeakMap();
    lookedUp.set(index, ofIndex);
  }
  let constraint = ofIndex.get(ids);
  if (!constraint) {
    const lists = kind === 'cities' ? index.byNumber.city : index.byNumber.vendor;
    const column = kind === 'cities' ? index.columns.city : index.columns.vendor;
    // A flag per city or vendor id: a rating may name thousands of vendors.
    constraint = oneOfConstraint(ids.map((id) => lists[id]), column, wantedFlags(lists.length, ids), ids);
    ofIndex.set(ids, constraint);
  }
  return constraint;
}

type PriceCondition = Extract<Condition, { kind: 'price' }>;

/** A price condition's bounds in cents, both included. */
function priceBounds(condition: PriceCondition): { min: number; max: number } {
  return {
    min: condition.min === undefined ? -Infinity : ceilScaled(condition.min, 100),
    max: condition.max === undefined ? Infinity : floorScaled(condition.max, 100),
  };
}

/**
 * A category within a price range: the slice of the category's products in price order (catalogue-index.ts
 * categoriesByPrice) that the range spans, found by binary search, instead of a test of each of the category's products.
 * Its test of a candidate is the category's then the price's.
 */
function categoryInPriceRange(index: CatalogueIndex, level: 1 | 2 | 3 | 4, id: number, price: PriceCondition, category: Constraint): Constraint {
  const grouped = index.categoriesByPrice[level - 1] as GroupedOrder;
  const run = grouped.runs.get(id);
  if (!run || category === NOTHING) return NOTHING;
  const { min, max } = priceBounds(price);
  const slice = orderRange(grouped.ids.subarray(run.start, run.end), index.columns.priceCents, (k) => k >= min, (k) => k <= max).ids;
  const inRange = conditionConstraint(index, price);
  return { size: slice.length, exact: true, members: () => slice, keep: (ids, n) => inRange.keep(ids, category.keep(ids, n)) };
}

function conditionConstraint(index: CatalogueIndex, condition: Condition): Constraint {
  const { columns, postings, orders } = index;
  switch (condition.kind) {
    case 'segments': {
      const codes = condition.values.map((value) => columns.segments.indexOf(value) + 1);
      return oneOfConstraint(condition.values.map((value) => postings.get(`segment:${value}`)), columns.segment, wantedFlags(256, codes), `segments:${[...condition.values].sort().join(',')}`);
    }
    case 'conditions': {
      const codes = condition.values.map((value) => columns.conditions.indexOf(value) + 1);
      return oneOfConstraint(condition.values.map((value) => postings.get(`condition:${value}`)), columns.condition, wantedFlags(256, codes), `conditions:${[...condition.values].sort().join(',')}`);
    }
    case 'cities':
    case 'vendors':
      return lookedUpConstraint(index, condition.kind, condition.ids);
    case 'product': {
      const target = condition.id;
      if (target === null || target >= index.size || !has(index.all, target)) return NOTHING;
      return { size: 1, exact: true, members: () => Int32Array.of(target), keep: keepEqualId(target) };
    }
    case 'genuine':
      return postingConstraint(postings.get(`flag-genuine:${condition.value ? 'yes' : 'no'}`), keepFlag(columns.flags, FLAG.genuine, condition.value));
    case 'country':
      return postingConstraint(postings.get(`country:${condition.iso2}`), keepEqual(columns.country, columns.countries.indexOf(condition.iso2) + 1));
    case 'volumeBands':
      return postingConstraint(postings.get('flag-volumeBands:yes'), keepFlag(columns.flags, FLAG.volumeBands, true));
    case 'ageAtMost': {
      const lists = index.byNumber.age.slice(0, Math.max(0, Math.floor(condition.age) + 1)).filter((list): list is IdSet => list !== undefined);
      return {
        size: lists.reduce((n, list) => n + list.length, 0), exact: true, key: `age<=${Math.floor(condition.age)}`,
        members: () => concatAll(lists), keep: keepRange(columns.ageLimit, -Infinity, Math.floor(condition.age) + 1),
      };
    }
    case 'ratingAtLeast':
      return scanConstraint(index, keepRange(columns.ratingTenths, ceilScaled(condition.stars, 10), Infinity));
    case 'price': {
      const { min, max } = priceBounds(condition);
      return rangeConstraint(orders.low, columns.priceCents, (k) => k >= min, (k) => k <= max);
    }
    case 'posted': {
      const from = condition.from ? condition.from.getTime() * 1000 : -Infinity;
      const to = condition.to ? condition.to.getTime() * 1000 : Infinity;
      // The newest order runs from late to early: the range starts where posted < to and ends where posted < from.
      return rangeConstraint(orders.newest, columns.postedMicros, (k) => k < to, (k) => k >= from);
    }
    case 'delivery': {
      const mask = (condition.shipping ? FLAG.shipping : 0) | (condition.pickup ? FLAG.pickup : 0);
      if (mask === 0) return NOTHING;
      const lists = [condition.shipping && postings.get('flag-shipping:yes'), condition.pickup && postings.get('flag-pickup:yes')].filter((list): list is IdSet => !!list);
      if (lists.length === 1) return postingConstraint(lists[0], keepFlag(columns.flags, mask, true));
      return { size: lists.reduce((n, list) => n + list.length, 0), exact: true, key: `delivery:${mask}`, members: () => unionAll(lists), keep: keepFlag(columns.flags, mask, true) };
    }
  }
}

/** The products of a tsquery; `a & !b` is a difference, never a complement of the catalogue. */
function evaluate(index: CatalogueIndex, query: TsQuery): IdSet {
  switch (query.op) {
    case 'word': return index.lexemes.get(query.word) ?? EMPTY;
    case 'not': return difference(index.all, evaluate(index, query.arg));
    case 'or': return union(evaluate(index, query.args[0]), evaluate(index, query.args[1]));
    case 'and': {
      const [left, right] = query.args;
      if (right.op === 'not') return difference(evaluate(index, left), evaluate(index, right.arg));
      if (left.op === 'not') return difference(evaluate(index, right), evaluate(index, left.arg));
      return intersectWords(index, left, evaluate(index, left), right, evaluate(index, right));
    }
    case 'phrase': throw new Error('A phrase query is answered by the database');
  }
}

/**
 * The products of both sides of an `and`. When the larger side is a broad word, the smaller side's products are
 * tested against that word's bits (kept, like every word list's): a pass over the smaller list, not a merge of both.
 */
function intersectWords(index: CatalogueIndex, left: TsQuery, leftIds: IdSet, right: TsQuery, rightIds: IdSet): IdSet {
  const [small, large, largeIsWord] = leftIds.length <= rightIds.length ? [leftIds, rightIds, right.op === 'word'] : [rightIds, leftIds, left.op === 'word'];
  if (!largeIsWord || large.length * DENSE_SHARE < index.all.length) return intersect(small, large);
  const ids = Int32Array.from(small);
  return ids.subarray(0, keepBits(bitsOf(large, index.size, true))(ids, ids.length));
}

/** The keyword's matches; a one-word keyword's list lives as long as the index, so its bits are kept. */
function keywordConstraint(index: CatalogueIndex, keyword: TsQuery): Constraint {
  const matches = evaluate(index, keyword);
  const stable = keyword.op === 'word';
  return {
    size: matches.length,
    exact: true,
    stable,
    members: () => matches,
    keep: (ids, n) => keepBits(bitsOf(matches, index.size, stable))(ids, n),
  };
}

function filterConstraints(index: CatalogueIndex, filter: ListingFilter, keyword: TsQuery | null): Constraint[] {
  const { columns, postings } = index;
  const constraints: Constraint[] = [];
  if (filter.keyword) {
    if (!keyword) return [NOTHING];
    constraints.push(keywordConstraint(index, keyword));
  }
  if (filter.segment) {
    constraints.push(postingConstraint(postings.get(`segment:${filter.segment}`), keepEqual(columns.segment, columns.segments.indexOf(filter.segment) + 1)));
  }
  // A category and a price range: one slice of the category's price order.
  const price = filter.category ? filter.conditions?.find((condition): condition is PriceCondition => condition.kind === 'price') : undefined;
  if (filter.category) {
    const { level, id } = filter.category;
    const category = postingConstraint(postings.get(`cat${level}:${id}`), keepEqual(columns.cat[level - 1] as Int32Array, id));
    constraints.push(price ? categoryInPriceRange(index, level, id, price, category) : category);
  }
  if (filter.discounted) constraints.push(postingConstraint(postings.get('discounted:yes'), keepRange(columns.discount, 1, Infinity)));
  if (filter.featured) constraints.push(postingConstraint(postings.get('flag-featured:yes'), keepFlag(columns.flags, FLAG.featured, true)));
  if (filter.vendorId !== undefined) constraints.push(postingConstraint(postings.get(`vendor:${filter.vendorId}`), keepEqual(columns.vendor, filter.vendorId)));
  if (filter.place) {
    const place = filter.place;
    switch (place.kind) {
      case 'city': constraints.push(postingConstraint(postings.get(`city:${place.id}`), keepEqual(columns.city, place.id))); break;
      case 'state': constraints.push(postingConstraint(postings.get(`state:${place.id}`), keepEqual(columns.state, place.id))); break;
      case 'country':
        constraints.push(postingConstraint(postings.get(`country:${place.iso2}`), keepEqual(columns.country, columns.countries.indexOf(place.iso2) + 1)));
        break;
      case 'postal': {
        const key = `${place.country}|${place.code}`;
        constraints.push(postingConstraint(postings.get(`postal:${key}`), keepEqual(columns.postal, columns.postals.indexOf(key) + 1)));
        break;
      }
    }
  }
  if (filter.availableIn) {
    // Sold worldwide, or listed for the country.
    const listed = postings.get(`available:${filter.availableIn}`) ?? EMPTY;
    const worldwide = postings.get('flag-worldwide:yes') ?? EMPTY;
    const bits = [bitsOf(listed, index.size, true), bitsOf(worldwide, index.size, true)] as const;
    constraints.push(scanConstraint(index, (ids, n) => {
      let w = 0;
      for (let i = 0; i < n; i++) {
        const id = ids[i] as number;
        const word = id >>> 5;
        if (((((bits[0][word] as number) | (bits[1][word] as number)) >>> (id & 31)) & 1) === 1) ids[w++] = id;
      }
      return w;
    }));
  }
  for (const condition of filter.conditions ?? []) if (condition !== price) constraints.push(conditionConstraint(index, condition));
  return constraints;
}

/** Whether the index answers this search (else the database does). */
export function indexAnswers(filter: ListingFilter, sort: SortKey, keyword: TsQuery | null): boolean {
  if (sort === 'wishlisted') return false;
  return !filter.keyword || keyword === null || answerable(keyword);
}

/** Past this share of the catalogue for the smallest list, the broad lists' bits are ANDed. */
const DENSE_SHARE = 16;

/**
 * Broad lists only: the bits of those that live as long as the index (kept once made) ANDed, then the others
 * filter (ranges and unions would cost a pass over their members to make bits, as much as filtering).
 */
function denseMatches(index: CatalogueIndex, constraints: Constraint[]): Int32Array | null {
  const kept = constraints.filter((constraint) => constraint.exact && (constraint.stable || constraint.key));
  // One broad list alone is read as fast as its bits would be.
  if (kept.length < 2) return null;
  const ids = andBits(kept.map((constraint) => (constraint.key ? keyedBits(index, constraint) : bitsOf(constraint.members(), index.size, true))));
  return passing(ids, constraints.filter((constraint) => !kept.includes(constraint)), false);
}

const KEYED_BITS_LIMIT = 64;
const keyedBitsOf = new WeakMap<CatalogueIndex, Map<NonNullable<Constraint['key']>, Bits>>();

/** The bits of a recurring union, kept per index (at most KEYED_BITS_LIMIT of them, 128 KB each at a million products). */
function keyedBits(index: CatalogueIndex, constraint: Constraint): Bits {
  let kept = keyedBitsOf.get(index);
  if (!kept) {
    kept = new Map();
    keyedBitsOf.set(index, kept);
  }
  const key = constraint.key ?? '';
  let bits = kept.get(key);
  if (!bits) {
    bits = bitsOf(constraint.members(), index.size, false);
    if (kept.size >= KEYED_BITS_LIMIT) kept.delete(kept.keys().next().value as NonNullable<Constraint['key']>);
    kept.set(key, bits);
  }
  return bits;
}

/** The candidates that every constraint keeps. `copy`: the candidates are a list of the index, not to be written. */
function passing(candidates: ArrayLike<number>, filters: Constraint[], copy: boolean): Int32Array {
  if (filters.length === 0 && !copy && candidates instanceof Int32Array) return candidates;
  let ids = candidates instanceof Int32Array && !copy ? candidates : Int32Array.from(candidates);
  let n = ids.length;
  for (const filter of filters) {
    if (n === 0) break;
    n = filter.keep(ids, n);
  }
  if (n < ids.length) ids = ids.subarray(0, n);
  return ids;
}

/** Every product of a filter. `keyword`: the filter's keyword as PostgreSQL reads it (null: no lexeme, nothing matches). */
export function matchingIds(index: CatalogueIndex, filter: ListingFilter, keyword: TsQuery | null): Int32Array {
  const constraints = filterConstraints(index, filter, keyword);
  if (constraints.length === 0) return index.all;
  let source = constraints[0] as Constraint;
  // The smallest exact list, else the whole catalogue.
  for (const constraint of constraints) if (constraint.size < source.size || (constraint.size === source.size && constraint.exact)) source = constraint;
  const dense = source.exact && source.size > index.all.length / DENSE_SHARE ? denseMatches(index, constraints) : null;
  if (dense) return dense;
  const filters = constraints.filter((constraint) => constraint !== source || !constraint.exact);
  if (filters.length === 0) {
    const members = source.members();
    return members instanceof Int32Array ? members : Int32Array.from(members);
  }
  // Lists of the index are never written: the candidates are copied first (members made per search need not be).
  return passing(source.members(), filters, true);
}

/** The sort orders the index keeps, and whether a sort code reads one backwards. */
function orderOf(sort: SortKey): { order: IndexedOrder; backwards: boolean } {
  switch (sort) {
    case 'low': return { order: 'low', backwards: false };
    case 'high': return { order: 'low', backwards: true };
    case 'a': return { order: 'a', backwards: false };
    case 'z': return { order: 'a', backwards: true };
    case 'view': return { order: 'view', backwards: false };
    case 'bestsellers': return { order: 'bestsellers', backwards: false };
    case 'discounted': return { order: 'discounted', backwards: false };
    case 'wishlisted': throw new Error('The most wishlisted order is answered by the database');
    case 'default':
    case 'newest': return { order: 'newest', backwards: false };
  }
}

/** Positions from..to of `matches` in a sort order: their ids, in that order. */
export function orderedSlice(index: CatalogueIndex, matches: Int32Array, sort: SortKey, from: number, to: number): number[] {
  const { order, backwards } = orderOf(sort);
  const { ids, rank } = index.orders[order];
  const last = ids.length - 1;
  const at = (position: number) => ids[backwards ? last - position : position] as number;
  // Every product: the page is a slice of the order.
  if (matches === index.all) return Array.from({ length: Math.max(0, Math.min(to, ids.length) - from) }, (_, i) => at(from + i));
  // A broad share of the catalogue: walking the order until the page is found reads fewer entries than ranking every match.
  if (matches.length * WALK_SHARE > ids.length) return walkOrder(at, ids.length, bitsOf(matches, index.size, false), from, to, ids.length) ?? [];
  // Fewer matches, but enough that, spread along the order, the page lies within a walk shorter than a pass over them:
  // a walk of at most that pass, then (matches bunched at the far end) the ranks.
  if (to * ids.length < matches.length * matches.length) {
    const page = walkOrder(at, ids.length, bitsOf(matches, index.size, false), from, to, matches.length);
    if (page) return page;
  }
  return Array.from(smallestRanks(matches, rank, backwards, last, from, to), (r) => at(r));
}

/** Matches above 1/WALK_SHARE of the catalogue: the page is found by walking the sort order. */
const WALK_SHARE = 8;

/**
 * The members at positions from..to among those of the order, read from the
 * order's start; null when `budget` positions were read before the page was
 * complete (and the order goes on).
 */
function walkOrder(at: (position: number) => number, length: number, member: Bits, from: number, to: number, budget: number): number[] | null {
  const page: number[] = [];
  const end = Math.min(length, budget);
  let seen = 0;
  for (let position = 0; position < end && seen < to; position++) {
    const id = at(position);
    if ((((member[id >>> 5] as number) >>> (id & 31)) & 1) === 1) {
      if (seen >= from) page.push(id);
      seen++;
    }
  }
  return seen >= to || end === length ? page : null;
}
