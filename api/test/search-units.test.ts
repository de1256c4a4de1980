import { describe, expect, it } from 'vitest';
import { boundingBox, KM_PER_MILE } from '../src/features/advanced-search/proximity.js';
import { conditionKind } from '../src/features/places-search/place-resolver.js';
import { parseVendorSort } from '../src/features/places-search/vendor-list.js';
import { unitVendorPrice } from '../src/features/cart-wishlist/cart-pricing.js';
import { TtlCache } from '../src/services/count-cache.js';
import { distanceKm } from '../src/lib/geo.js';
import { answerable, parseTsQuery } from '../src/features/products/search-index/tsquery.js';
import { smallestRanks } from '../src/features/products/search-index/id-sets.js';
import type { CatalogueIndex } from '../src/features/products/search-index/catalogue-index.js';
import { orderedSlice } from '../src/features/products/search-index/index-search.js';
import { Random } from '../src/seed/prng.js';
import { singleWordRank, weightCounts } from '../src/features/products/search-index/word-rank.js';

/** A sort order of ids 0..size-1 in random order (`ids`, position to id) and each id's position in it (`rank`). */
function shuffledOrder(random: Random, size: number): { ids: Int32Array; rank: Int32Array } {
  const ids = Int32Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = random.int(0, i);
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
  }
  const rank = new Int32Array(size);
  ids.forEach((id, position) => (rank[id] = position));
  return { ids, rank };
}

describe('search pieces', () => {
  it("reads PostgreSQL's text of a tsquery with its precedence: | least, then &, then phrases, then !", () => {
    const word = (w: string) => ({ op: 'word', word: w });
    expect(parseTsQuery('')).toBeNull();
    expect(parseTsQuery("'oak'")).toEqual(word('oak'));
    expect(parseTsQuery("'fish' & 'boat' | 'red' & !'blue'")).toEqual({
      op: 'or', args: [{ op: 'and', args: [word('fish'), word('boat')] }, { op: 'and', args: [word('red'), { op: 'not', arg: word('blue') }] }],
    });
    expect(parseTsQuery("( 'a' | 'b' ) & 'c'")).toEqual({ op: 'and', args: [{ op: 'or', args: [word('a'), word('b')] }, word('c')] });
    expect(parseTsQuery("'o''neil'")).toEqual(word("o'neil"));
    const phrase = parseTsQuery("'e-bike' <-> 'e' <-> 'bike' & 'red'");
    expect(phrase).toEqual({ op: 'and', args: [{ op: 'phrase' }, word('red')] });
    expect(answerable(phrase as NonNullable<typeof phrase>)).toBe(false);
    expect(() => parseTsQuery("'a' &")).toThrow();
  });

  it("a page's positions in a sort order are those a full sort gives, forwards and backwards, heap or sort", () => {
    const random = new Random(11);
    for (let round = 0; round < 200; round++) {
      const size = 1 + random.int(0, 3000);
      const { rank } = shuffledOrder(random, size);
      const members = Int32Array.from({ length: size }, (_, i) => i).filter(() => random.int(0, 9) < 3);
      const backwards = round % 2 === 1;
      const from = random.int(0, 40);
      const to = from + random.int(0, 40);
      const expected = Array.from(members, (id) => (backwards ? size - 1 - (rank[id] as number) : (rank[id] as number))).sort((a, b) => a - b).slice(from, to);
      expect(Array.from(smallestRanks(members, rank, backwards, size - 1, from, to))).toEqual(expected);
    }
  });

  it("a page of matches in a sort order is the full sort's, whether walked, walked then ranked, or ranked", () => {
    const random = new Random(12);
    const size = 20_000;
    const { ids, rank } = shuffledOrder(random, size);
    const all = Int32Array.from({ length: size }, (_, i) => i);
    const index = { size, all, orders: { low: { ids, rank } } } as unknown as CatalogueIndex;
    for (let round = 0; round < 120; round++) {
      // Shares from a few ids to most of the catalogue (walk, budgeted walk, heap), and matches bunched at the
      // order's far end, where a budgeted walk gives up and the ranks answer.
      const share = [0.001, 0.01, 0.05, 0.3][round % 4] as number;
      const bunched = round % 3 === 0;
      const members = all.filter((id) => (bunched ? (rank[id] as number) >= size * (1 - 2 * share) && random.int(0, 1) === 0 : random.int(0, 9999) < share * 10_000));
      const backwards = round % 2 === 1;
      const from = random.int(0, 60);
      const to = from + random.int(1, 60);
      const expected = Array.from(members).sort((a, b) => (backwards ? (rank[b] as number) - (rank[a] as number) : (rank[a] as number) - (rank[b] as number))).slice(from, to);
      expect(orderedSlice(index, members, backwards ? 'high' : 'low', from, to)).toEqual(expected);
    }
  });

  it("ranks one search word as PostgreSQL's ts_rank does, to the last bit of its float4", () => {
    // ts_rank('w:<positions>'::tsvector, 'w'::tsquery) on PostgreSQL 15, as float8.
    const cases: Array<[number, number, number, number]> = [
      [1, 0, 0, 0.6079270839691162],
      [0, 1, 0, 0.2431708425283432],
      [0, 0, 1, 0.1215854212641716],
      [2, 0, 0, 0.7599088549613953],
      [1, 1, 1, 0.6822293996810913],
      [1, 2, 3, 0.7115787267684937],
      [0, 1, 2, 0.2870767116546631],
      [0, 0, 10, 0.18842917680740356],
      [3, 4, 13, 0.8743563890457153],
      // A lexeme keeps at most 256 positions (a description that repeats a word hundreds of times).
      [1, 0, 255, 0.6858679056167603],
      [0, 255, 1, 0.3990500569343567],
      // No position (a stripped vector): one of weight D.
      [0, 0, 0, 0.0607927106320858],
    ];
    for (const [a, b, c, rank] of cases) expect(singleWordRank(a, b, c), `${a} A, ${b} B, ${c} C`).toBe(rank);
  });

  it("reads a posting's weight code (positions + 1024 x first B + 1024² x first C) as its counts of A, B and C", () => {
    const code = (positions: number, firstB: number, firstC: number) => positions + 1024 * firstB + 1024 * 1024 * firstC;
    expect(weightCounts(code(1, 0, 0))).toEqual({ a: 1, b: 0, c: 0 });
    expect(weightCounts(code(6, 2, 4))).toEqual({ a: 1, b: 2, c: 3 });
    expect(weightCounts(code(3, 1, 2))).toEqual({ a: 0, b: 1, c: 2 });
    expect(weightCounts(code(10, 0, 1))).toEqual({ a: 0, b: 0, c: 10 });
    expect(weightCounts(code(5, 3, 0))).toEqual({ a: 2, b: 3, c: 0 });
    expect(weightCounts(code(0, 0, 0))).toEqual({ a: 0, b: 0, c: 0 });
    // The most a lexeme keeps: 256 positions, the first B or C as late as the 256th.
    expect(weightCounts(code(256, 0, 2))).toEqual({ a: 1, b: 0, c: 255 });
    expect(weightCounts(code(256, 1, 256))).toEqual({ a: 0, b: 255, c: 1 });
  });

  it('a bounding box holds every point of the radius, across the antimeridian and near the poles', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const box = boundingBox(paris, 500);
    expect(box.lngRanges).toHaveLength(1);
    // Points 499 km away in every direction are inside the box.
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const d = 499 / 6371.0088;
      const lat1 = (paris.latitude * Math.PI) / 180;
      const lng1 = (paris.longitude * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(rad));
      const lng2 = lng1 + Math.atan2(Math.sin(rad) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const [lat, lng] = [(lat2 * 180) / Math.PI, (lng2 * 180) / Math.PI];
      expect(distanceKm(paris.latitude, paris.longitude, lat, lng)).toBeCloseTo(499, 0);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(box.lngRanges.some(([from, to]) => lng >= from && lng <= to)).toBe(true);
    }
    const fiji = boundingBox({ latitude: -17.7, longitude: 178.4 }, 500);
    expect(fiji.lngRanges).toHaveLength(2);
    expect(fiji.lngRanges[1]?.[0]).toBe(-180);
    expect(boundingBox({ latitude: 89, longitude: 0 }, 300).lngRanges).toEqual([[-180, 180]]);
    expect(KM_PER_MILE).toBeCloseTo(1.609, 3);
  });

  it('reads condition, vendor sorts and volume bands', () => {
    expect(['city', 'Province', 'postal_code', 'COUNTRY', 'x', undefined].map(conditionKind)).toEqual(['city', 'state', 'postal', 'country', undefined, undefined]);
    expect(['A', 'z', 'Reset', '', 'Low'].map(parseVendorSort)).toEqual(['a', 'z', 'default', 'default', 'default']);
    const bands = { price: '10.00', band1_qty: 5, band1_price: '9.50', band2_qty: 20, band2_price: '9.00' };
    expect([1, 5, 6, 20, 21].map((quantity) => unitVendorPrice(bands, quantity))).toEqual([10, 10, 9.5, 9.5, 9]);
    expect(unitVendorPrice({ price: '3.00', band1_qty: null, band1_price: null, band2_qty: null, band2_price: null }, 100)).toBe(3);
  });

  it('a TTL cache shares one load between callers and expires', async () => {
    const cache = new TtlCache<number>(50, 10);
    let loads = 0;
    const load = () => new Promise<number>((done) => setTimeout(() => done(++loads), 5));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((done) => setTimeout(done, 60));
    expect(await cache.get('k', load)).toBe(2);
    cache.setTtl(0);
    expect(await cache.get('k', load)).toBe(3);
    expect(await cache.get('k', load)).toBe(4);
  });

  it('a full TTL cache drops the least recently used entry, not the oldest', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    const loaded: string[] = [];
    const load = (key: string) => () => {
      loaded.push(key);
      return Promise.resolve(key);
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recently used
    await cache.get('c', load('c')); // full: b goes
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
  });

  it('a TTL cache keeps a lookup that found nothing', async () => {
    const cache = new TtlCache<number | undefined>(60_000, 2);
    let loads = 0;
    const load = () => Promise.resolve((loads++, undefined));
    expect(await cache.get('unknown vendor', load)).toBeUndefined();
    expect(await cache.get('unknown vendor', load)).toBeUndefined();
    expect(loads).toBe(1);
  });
});
