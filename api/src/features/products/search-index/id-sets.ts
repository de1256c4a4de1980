/**
 * Sets of product ids as ascending Int32Arrays (posting lists), and the two
 * things a page needs from them: set algebra and the first k members in a
 * sort order. Typed arrays keep a million ids in 4 MB with no per-id object.
 */
export type IdSet = Int32Array;

export const EMPTY: IdSet = new Int32Array(0);

/** Index of the first element >= value in a[from..]. */
function lowerBound(a: IdSet, value: number, from = 0): number {
  let lo = from;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where `value` lies in `a` (for a member, its index). */
export function positionOf(a: IdSet, value: number): number {
  return lowerBound(a, value);
}

export function has(a: IdSet, value: number): boolean {
  const i = lowerBound(a, value);
  return i < a.length && a[i] === value;
}

export function intersect(a: IdSet, b: IdSet): IdSet {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let n = 0;
  if (small.length * 16 < large.length) {
    // Much smaller: look each one up (galloping would be no faster at these sizes).
    let from = 0;
    for (const value of small) {
      from = lowerBound(large, value, from);
      if (from < large.length && large[from] === value) out[n++] = value;
    }
  } else {
    let j = 0;
    for (let i = 0; i < small.length && j < large.length; ) {
      const x = small[i] as number;
      const y = large[j] as number;
      if (x === y) {
        out[n++] = x;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  }
  return out.subarray(0, n);
}

export function union(a: IdSet, b: IdSet): IdSet {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) {
      out[n++] = x;
      i++;
    } else {
      out[n++] = y;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++] as number;
  while (j < b.length) out[n++] = b[j++] as number;
  return out.subarray(0, n);
}

/** a without b. */
export function difference(a: IdSet, b: IdSet): IdSet {
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (const x of a) {
    while (j < b.length && (b[j] as number) < x) j++;
    if (j < b.length && b[j] === x) continue;
    out[n++] = x;
  }
  return out.subarray(0, n);
}

export function unionAll(sets: IdSet[]): IdSet {
  if (sets.length === 0) return EMPTY;
  if (sets.length === 1) return sets[0] as IdSet;
  if (sets.length <= 4) return sets.reduce((merged, set) => union(merged, set));
  // Concatenate and sort: one native sort beats repeated pairwise merges for many small lists.
  const total = sets.reduce((sum, set) => sum + set.length, 0);
  const out = new Int32Array(total);
  let n = 0;
  for (const set of sets) {
    out.set(set, n);
    n += set.length;
  }
  out.sort();
  let w = 0;
  for (let r = 0; r < out.length; r++) if (r === 0 || out[r] !== out[r - 1]) out[w++] = out[r] as number;
  return out.subarray(0, w);
}

/**
 * Positions from..to (exclusive), ascending, that the members hold in a sort
 * order: `rank[member]`, or `last - rank[member]` when the order is read
 * backwards (`last` is the order's last position). A small page out of many members keeps a bounded max-heap, filled
 * in the same pass that reads the ranks (no array of every member's rank, no
 * full sort).
 */
export function smallestRanks(members: IdSet, rank: Int32Array, backwards: boolean, last: number, from: number, to: number): Int32Array {
  const k = Math.min(to, members.length);
  if (k <= from) return new Int32Array(0);
  if (k * 8 >= members.length) {
    const all = new Int32Array(members.length);
    for (let i = 0; i < members.length; i++) {
      const r = rank[members[i] as number] as number;
      all[i] = backwards ? last - r : r;
    }
    return all.sort().subarray(from, k);
  }
  const heap = new Int32Array(k);
  let size = 0;
  for (let m = 0; m < members.length; m++) {
    const r = rank[members[m] as number] as number;
    const value = backwards ? last - r : r;
    if (size < k) {
      // Sift up.
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        const above = heap[parent] as number;
        if (above >= value) break;
        heap[i] = above;
        i = parent;
      }
      heap[i] = value;
    } else if (value < (heap[0] as number)) {
      // Replace the largest and sift down.
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= k) break;
        const right = left + 1;
        const child = right < k && (heap[right] as number) > (heap[left] as number) ? right : left;
        const below = heap[child] as number;
        if (below <= value) break;
        heap[i] = below;
        i = child;
      }
      heap[i] = value;
    }
  }
  return heap.sort().subarray(from, k);
}

/** Members in any order, for lists that cannot overlap (the values of one column): no merge needed. */
export function concatAll(sets: IdSet[]): Int32Array {
  if (sets.length === 1) return sets[0] as IdSet;
  const out = new Int32Array(sets.reduce((sum, set) => sum + set.length, 0));
  let n = 0;
  for (const set of sets) {
    out.set(set, n);
    n += set.length;
  }
  return out;
}

/** One bit per product id: for broad lists, an AND of words beats testing hundreds of thousands of ids one by one. */
export type Bits = Uint32Array;

const bitsOfList = new WeakMap<ArrayLike<number>, Bits>();

/** The bits of a list of ids (any order); kept for lists that live as long as the index (posting lists). */
export function bitsOf(ids: ArrayLike<number>, size: number, keep: boolean): Bits {
  const kept = bitsOfList.get(ids);
  if (kept) return kept;
  const bits = new Uint32Array((size + 31) >>> 5);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    bits[id >>> 5] = (bits[id >>> 5] as number) | (1 << (id & 31));
  }
  if (keep) bitsOfList.set(ids, bits);
  return bits;
}

/** The ids whose bit is set in every one of `sets`. */
export function andBits(sets: Bits[]): Int32Array {
  const [first, ...rest] = sets;
  if (!first) return EMPTY;
  const words = Uint32Array.from(first);
  for (const bits of rest) for (let w = 0; w < words.length; w++) words[w] = (words[w] as number) & (bits[w] as number);
  let count = 0;
  for (let w = 0; w < words.length; w++) {
    // Population count of a 32-bit word.
    let v = words[w] as number;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
  }
  const out = new Int32Array(count);
  let n = 0;
  for (let w = 0; w < words.length; w++) {
    let v = words[w] as number;
    while (v !== 0) {
      const low = v & -v;
      out[n++] = (w << 5) + (31 - Math.clz32(low));
      v ^= low;
    }
  }
  return out;
}
