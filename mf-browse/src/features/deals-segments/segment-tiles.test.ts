// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MarketSegmentsResponse } from '@gbx/shared';
import { segmentTiles, sellerOf } from './segment-tiles';

const answer: MarketSegmentsResponse = {
  marketSagment: { B2B: 1030, B2C: 1509, B2G: 332, M2B: 361, M2C: 513, M2G: 206, G2G: 229, G2B: 246, C2C: 574 },
};

describe('segmentTiles (/landing-market-segment, §2.7)', () => {
  it('shows the nine active segments in the spec order, then the three farmer segments', () => {
    expect(segmentTiles(answer).map((tile) => tile.segment)).toEqual(['B2C', 'M2C', 'C2C', 'B2B', 'M2B', 'G2B', 'B2G', 'M2G', 'G2G', 'F2C', 'F2B', 'F2G']);
  });

  it('gives each active segment its count and a link to /product-result/{segment}', () => {
    const active = segmentTiles(answer).filter((tile) => !tile.comingSoon);
    expect(active.map(({ segment, count, destination }) => [segment, count, destination?.to])).toEqual([
      ['B2C', 1509, '/product-result/B2C'],
      ['M2C', 513, '/product-result/M2C'],
      ['C2C', 574, '/product-result/C2C'],
      ['B2B', 1030, '/product-result/B2B'],
      ['M2B', 361, '/product-result/M2B'],
      ['G2B', 246, '/product-result/G2B'],
      ['B2G', 332, '/product-result/B2G'],
      ['M2G', 206, '/product-result/M2G'],
      ['G2G', 229, '/product-result/G2G'],
    ]);
  });

  it('shows the farmer segments as Coming Soon with -- and no link, also while loading', () => {
    for (const tiles of [segmentTiles(answer), segmentTiles(undefined)]) {
      expect(tiles.slice(9)).toEqual([
        { segment: 'F2C', seller: 'farmer', count: null, comingSoon: true },
        { segment: 'F2B', seller: 'farmer', count: null, comingSoon: true },
        { segment: 'F2G', seller: 'farmer', count: null, comingSoon: true },
      ]);
    }
  });

  it('has no counts while loading, and -- for an active segment the answer leaves out', () => {
    expect(segmentTiles(undefined).slice(0, 9).every((tile) => tile.count === undefined)).toBe(true);
    const partial = { marketSagment: { ...answer.marketSagment, G2G: undefined } } as unknown as MarketSegmentsResponse;
    expect(segmentTiles(partial).find((tile) => tile.segment === 'G2G')?.count).toBeNull();
  });

  it('names the seller from the first letter', () => {
    expect(['B2C', 'M2G', 'C2C', 'G2B', 'F2C'].map(sellerOf)).toEqual(['business', 'manufacturer', 'consumer', 'government', 'farmer']);
  });
});
