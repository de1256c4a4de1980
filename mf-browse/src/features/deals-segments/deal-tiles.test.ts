// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMING_SOON_DEALS, dealTiles } from './deal-tiles';

describe('dealTiles (/landing-deal-promotion, §2.7)', () => {
  it('has Featured Products to /featured-list and Discounted Products to /deals-promotion, with the counts of reqestData', () => {
    expect(dealTiles({ reqestData: { FeaturedProductCount: 128, DiscountedProductCount: 1262 } })).toEqual([
      { id: 'featured', count: 128, destination: { to: '/featured-list' } },
      { id: 'discounted', count: 1262, destination: { to: '/deals-promotion' } },
    ]);
  });

  it('has the same tiles and links while loading, without counts', () => {
    expect(dealTiles(undefined).map(({ id, count, destination }) => [id, count, destination.to])).toEqual([
      ['featured', undefined, '/featured-list'],
      ['discounted', undefined, '/deals-promotion'],
    ]);
  });

  it('keeps a zero count', () => {
    expect(dealTiles({ reqestData: { FeaturedProductCount: 0, DiscountedProductCount: 0 } }).map((tile) => tile.count)).toEqual([0, 0]);
  });

  it('has Products Of The Day, Products Of The Week and Mega Brands as Coming Soon', () => {
    expect(COMING_SOON_DEALS).toEqual(['ofTheDay', 'ofTheWeek', 'megaBrands']);
  });
});
