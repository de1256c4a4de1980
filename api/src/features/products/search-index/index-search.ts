import type { Condition } from '../listing-conditions.js';
import type { ListingFilter, SortKey } from '../listing-query.js';
import { FLAG, type CatalogueIndex, type IndexedOrder } from './catalogue-index.js';
import { andBits, bitsOf, concatAll, difference, EMPTY, has, intersect, smallestRanks, union, unionAll, type IdSet } from './id-sets.js';
import { answerable, type TsQuery } from './tsquery.js';

/**
 * One narrowing of a search: how many products it can hold at most (`size`),
 * those products (`members`, any order), and a test for one product. The
 * smallest constraint lists the candidates; every other one tests them.
 */
interface Constraint {
  size: number;
  /** Whether `members` are exactly the products that pass (else they are the whole catalogue, to be tested). */
  exact: boolean;
  /** Whether `members` is a list that lives as long as the index (its bits are then kept). */
  stable?: boolean;
  members: () => ArrayLike<number>;
  test: (id: number) => boolean;
}

export interface IndexMatches {
  /** Every matching product id (unordered), so the total is exact. */
  ids: Int32Array;
}

const NOTHING: Constraint = { size: 0, exact: true, members: () => EMPTY, test: () => false };

function postingConstraint(ids: IdSet | undefined, test: (id: number) => boolean): Constraint {
  if (!ids) return NOTHING;
  return { size: ids.length, exact: true, stable: true, members: () => ids, test };
}

/** Thresholds in cents / tenths for decimal bounds, exact for amounts of at most a few decimals. */
const ceilScaled = (value: number, scale: number) => Math.ceil(value * scale - 1e-7);
const floorScaled = (value: number, scale: number) => Math.floor(value * scale + 1e-7);

/** Products whose key in `order` lies in a range, found by binary search on the order (ascending key or descending). */
function orderRange(order: Int32Array, key: Float64Array, from: (k: number) => boolean, to: (k: number) => boolean): Int32Array {
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
  const end = first((k) => !to(k));
  return end > start ? order.subarray(start, end) : EMPTY;
}

function conditionConstraint(index: CatalogueIndex, condition: Condition): Constraint {
  const { columns, postings, orders } = index;
  switch (condition.kind) {
    case 'segments': {
      const codes = new Set(condition.values.map((value) => columns.segments.indexOf(value) + 1));
      const lists = condition.values.map((value) => postings.get(`segment:${value}`) ?? EMPTY);
      return { size: lists.reduce((n, list) => n + list.length, 0), exact: true, members: () => concatAll(lists), test: (id) => codes.has(columns.segment[id] as number) };
    }
    case 'conditions': {
      const codes = new Set(condition.values.map((value) => columns.conditions.indexOf(value) + 1));
      const lists = condition.values.map((value) => postings.get(`condition:${value}`) ?? EMPTY);
      return { size: lists.reduce((n, list) => n + list.length, 0), exact: true, members: () => concatAll(lists), test: (id) => codes.has(columns.condition[id] as number) };
    }
    case 'cities':
    case 'vendors': {
      const lists = condition.kind === 'cities' ? index.byNumber.city : index.byNumber.vendor;
      const column = condition.kind === 'cities' ? columns.city : columns.vendor;
      const chosen = condition.ids.map((id) => lists[id] ?? EMPTY);
      // A flag per city or vendor id: a rating may name thousands of vendors.
      const wanted = new Uint8Array(lists.length);
      for (const id of condition.ids) if (id < wanted.length) wanted[id] = 1;
      return { size: chosen.reduce((n, list) => n + list.length, 0), exact: true, members: () => concatAll(chosen), test: (id) => wanted[column[id] as number] === 1 };
    }
    case 'product': {
      const target = condition.id;
      if (target === null || target >= index.size || !has(index.all, target)) return NOTHING;
      return { size: 1, exact: true, members: () => Int32Array.of(target), test: (id) => id === target };
    }
    case 'genuine': {
      const want = condition.value;
      return postingConstraint(postings.get(`flag-genuine:${want ? 'yes' : 'no'}`), (id) => (((columns.flags[id] as number) & FLAG.genuine) !== 0) === want);
    }
    case 'country': {
      const code = columns.countries.indexOf(condition.iso2) + 1;
      return postingConstraint(postings.get(`country:${condition.iso2}`), (id) => columns.country[id] === code);
    }
    case 'volumeBands':
      return postingConstraint(postings.get('flag-volumeBands:yes'), (id) => ((columns.flags[id] as number) & FLAG.volumeBands) !== 0);
    case 'ageAtMost': {
      const age = condition.age;
      const lists = index.byNumber.age.slice(0, Math.max(0, Math.floor(age) + 1)).filter((list): list is IdSet => list !== undefined);
      return { size: lists.reduce((n, list) => n + list.length, 0), exact: true, members: () => concatAll(lists), test: (id) => (columns.ageLimit[id] as number) <= age };
    }
    case 'ratingAtLeast': {
      const tenths = ceilScaled(condition.stars, 10);
      return { size: index.all.length, exact: false, members: () => index.all, test: (id) => (columns.ratingTenths[id] as number) >= tenths };
    }
    case 'price': {
      const min = condition.min === undefined ? -Infinity : ceilScaled(condition.min, 100);
      const max = condition.max === undefined ? Infinity : floorScaled(condition.max, 100);
      const inRange = orderRange(orders.low.ids, columns.priceCents, (k) => k >= min, (k) => k <= max);
      return { size: inRange.length, exact: true, members: () => inRange, test: (id) => { const k = columns.priceCents[id] as number; return k >= min && k <= max; } };
    }
    case 'posted': {
      const from = condition.from ? condition.from.getTime() * 1000 : -Infinity;
      const to = condition.to ? condition.to.getTime() * 1000 : Infinity;
      // The newest order runs from late to early: the range starts where posted < to and ends where posted < from.
      const inRange = orderRange(orders.newest.ids, columns.postedMicros, (k) => k < to, (k) => k >= from);
      return { size: inRange.length, exact: true, members: () => inRange, test: (id) => { const k = columns.postedMicros[id] as number; return k >= from && k < to; } };
    }
    case 'delivery': {
      const mask = (condition.shipping ? FLAG.shipping : 0) | (condition.pickup ? FLAG.pickup : 0);
      if (mask === 0) return NOTHING;
      const lists = [condition.shipping && postings.get('flag-shipping:yes'), condition.pickup && postings.get('flag-pickup:yes')].filter((list): list is IdSet => !!list);
      return { size: lists.reduce((n, list) => n + list.length, 0), exact: true, members: () => unionAll(lists), test: (id) => ((columns.flags[id] as number) & mask) !== 0 };
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
      return intersect(evaluate(index, left), evaluate(index, right));
    }
    case 'phrase': throw new Error('A phrase query is answered by the database');
  }
}

function filterConstraints(index: CatalogueIndex, filter: ListingFilter, keyword: TsQuery | null): Constraint[] {
  const { columns, postings } = index;
  const constraints: Constraint[] = [];
  if (filter.keyword) {
    if (!keyword) return [NOTHING];
    const matches = evaluate(index, keyword);
    constraints.push({ size: matches.length, exact: true, stable: keyword.op === 'word', members: () => matches, test: (id) => has(matches, id) });
  }
  if (filter.segment) {
    const code = columns.segments.indexOf(filter.segment) + 1;
    constraints.push(postingConstraint(postings.get(`segment:${filter.segment}`), (id) => columns.segment[id] === code));
  }
  if (filter.category) {
    const { level, id: category } = filter.category;
    const column = columns.cat[level - 1] as Int32Array;
    constraints.push(postingConstraint(postings.get(`cat${level}:${category}`), (id) => column[id] === category));
  }
  if (filter.discounted) constraints.push(postingConstraint(postings.get('discounted:yes'), (id) => (columns.discount[id] as number) > 0));
  if (filter.featured) constraints.push(postingConstraint(postings.get('flag-featured:yes'), (id) => ((columns.flags[id] as number) & FLAG.featured) !== 0));
  if (filter.vendorId !== undefined) {
    const vendor = filter.vendorId;
    constraints.push(postingConstraint(postings.get(`vendor:${vendor}`), (id) => columns.vendor[id] === vendor));
  }
  if (filter.place) {
    const place = filter.place;
    switch (place.kind) {
      case 'city': constraints.push(postingConstraint(postings.get(`city:${place.id}`), (id) => columns.city[id] === place.id)); break;
      case 'state': constraints.push(postingConstraint(postings.get(`state:${place.id}`), (id) => columns.state[id] === place.id)); break;
      case 'country': {
        const code = columns.countries.indexOf(place.iso2) + 1;
        constraints.push(postingConstraint(postings.get(`country:${place.iso2}`), (id) => columns.country[id] === code));
        break;
      }
      case 'postal': {
        const code = columns.postals.indexOf(`${place.country}|${place.code}`) + 1;
        constraints.push(postingConstraint(postings.get(`postal:${place.country}|${place.code}`), (id) => columns.postal[id] === code));
        break;
      }
    }
  }
  if (filter.availableIn) {
    const listed = postings.get(`available:${filter.availableIn}`) ?? EMPTY;
    constraints.push({
      size: index.all.length,
      exact: false,
      members: () => index.all,
      test: (id) => ((columns.flags[id] as number) & FLAG.worldwide) !== 0 || has(listed, id),
    });
  }
  for (const condition of filter.conditions ?? []) constraints.push(conditionConstraint(index, condition));
  return constraints;
}

/** Whether the index answers this search (else the database does). */
export function indexAnswers(filter: ListingFilter, sort: SortKey, keyword: TsQuery | null): boolean {
  if (sort === 'wishlisted') return false;
  return !filter.keyword || keyword === null || answerable(keyword);
}

/** Past this share of the catalogue for the smallest list, every list becomes bits and they are ANDed. */
const DENSE_SHARE = 16;

/**
 * Broad lists only: the bits of those that live as long as the index (kept once made) ANDed, then the tests of
 * the others (ranges and unions would cost a pass over their members to make bits, as much as testing).
 */
function denseMatches(index: CatalogueIndex, constraints: Constraint[]): Int32Array | null {
  const kept = constraints.filter((constraint) => constraint.exact && constraint.stable);
  // One broad list alone is read as fast as its bits would be.
  if (kept.length < 2) return null;
  const tests = constraints.filter((constraint) => !kept.includes(constraint)).map((constraint) => constraint.test);
  return passing(andBits(kept.map((constraint) => bitsOf(constraint.members(), index.size, true))), tests);
}

/** The candidates that pass every test. */
function passing(candidates: ArrayLike<number>, tests: Array<(id: number) => boolean>): Int32Array {
  if (tests.length === 0 && candidates instanceof Int32Array) return candidates;
  const out = new Int32Array(candidates.length);
  let n = 0;
  for (let i = 0; i < candidates.length; i++) {
    const id = candidates[i] as number;
    let keep = true;
    for (const test of tests) {
      if (!test(id)) {
        keep = false;
        break;
      }
    }
    if (keep) out[n++] = id;
  }
  return out.subarray(0, n);
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
  const tests = constraints.filter((constraint) => constraint !== source || !constraint.exact).map((constraint) => constraint.test);
  return passing(source.members(), tests);
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
  const ranks = new Int32Array(matches.length);
  for (let i = 0; i < matches.length; i++) {
    const r = rank[matches[i] as number] as number;
    ranks[i] = backwards ? last - r : r;
  }
  return Array.from(smallestRanks(ranks, from, to), (r) => ids[backwards ? last - r : r] as number);
}
