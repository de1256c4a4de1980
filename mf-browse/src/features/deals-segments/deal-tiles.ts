import { paths, type DealsPromotionsResponse, type Destination } from '@gbx/shared';

/** The tiles of /landing-deal-promotion (§2.7); the ids are also their text keys. */
export type DealTileId = 'featured' | 'discounted' | 'ofTheDay' | 'ofTheWeek' | 'megaBrands';

export interface DealTile {
  id: DealTileId;
  /** undefined while the answer loads. */
  count: number | undefined;
  destination: Destination;
}

/** Featured Products to /featured-list and Discounted Products to /deals-promotion, with their counts. */
export function dealTiles(answer: DealsPromotionsResponse | undefined): DealTile[] {
  const counts = answer?.reqestData;
  return [
    { id: 'featured', count: counts ? (counts.FeaturedProductCount ?? 0) : undefined, destination: { to: paths.featuredList.to() } },
    { id: 'discounted', count: counts ? (counts.DiscountedProductCount ?? 0) : undefined, destination: { to: paths.dealsPromotion.to() } },
  ];
}

/** Products Of The Day, Products Of The Week and Mega Brands are Coming Soon. */
export const COMING_SOON_DEALS: readonly DealTileId[] = ['ofTheDay', 'ofTheWeek', 'megaBrands'];
