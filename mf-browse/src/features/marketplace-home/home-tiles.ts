import { destinations, paths, type Destination, type LandingHomeResponse } from '@gbx/shared';
import { placeName } from '../../components/place-name';

/** The count tiles of /marketplace-home (§2.4); the ids are also their text keys. */
export type HomeCountTileId = 'city' | 'state' | 'country' | 'deals';

export interface HomeCountTile {
  id: HomeCountTileId;
  /** The place under the heading; undefined while landing-home loads (the deals tile names no place). */
  place: string | undefined;
  /** undefined while loading, null when the answer has no such count ('--'). */
  count: number | null | undefined;
  /** undefined while the place is not known yet. */
  destination: Destination | undefined;
}

export const HOME_COUNT_TILES: readonly HomeCountTileId[] = ['city', 'state', 'country', 'deals'];

/**
 * The counts of landing-home for the visitor's place (§3 Home counts):
 * cityCount -> the city's products, StateProductCount -> the state's,
 * countryCount -> the country's (/product-result/{place} with its §2.1 state),
 * dealCount -> /landing-deal-promotion.
 */
export function homeCountTiles(answer: LandingHomeResponse | undefined, language: string): HomeCountTile[] {
  if (!answer) return HOME_COUNT_TILES.map((id) => ({ id, place: undefined, count: undefined, destination: undefined }));
  const code = answer.countryCode;
  const productsIn = (kind: 'city' | 'state' | 'country', name: string | undefined) => (name ? destinations.productsIn({ kind, name, code }) : undefined);
  return [
    { id: 'city', place: answer.city, count: answer.cityCount ?? null, destination: productsIn('city', answer.city) },
    { id: 'state', place: answer.state ?? '', count: answer.StateProductCount ?? null, destination: productsIn('state', answer.state) },
    { id: 'country', place: placeName({ type: 'country', name: answer.countryName ?? '', code }, language), count: answer.countryCount ?? null, destination: productsIn('country', answer.countryName) },
    { id: 'deals', place: undefined, count: answer.dealCount ?? null, destination: { to: paths.landingDealPromotion.to() } },
  ];
}

/** The tiles that lead to a tool or a page of the marketplace (§2.4); All Categories opens its modal instead. */
export type HomeLinkTileId = 'advancedSearch' | 'allCategories' | 'marketSegments' | 'homePage';

export const HOME_LINK_TILES: ReadonlyArray<{ id: HomeLinkTileId; destination?: Destination }> = [
  { id: 'advancedSearch', destination: { to: paths.advanceSearch.to() } },
  { id: 'allCategories' },
  { id: 'marketSegments', destination: { to: paths.landingMarketSegment.to() } },
  { id: 'homePage', destination: { to: paths.home.to() } },
];

/** Where the Products and Suppliers buttons go with a keyword (§2.4): the same place, the visitor's country; null while it is not known. */
export function keywordDestinations(answer: LandingHomeResponse | undefined, keyword: string): { products: Destination; suppliers: Destination } | null {
  if (!answer?.countryName) return null;
  return {
    products: destinations.marketplace(answer.countryName, { keyword }),
    suppliers: destinations.vendorsIn({ kind: 'country', name: answer.countryName, code: answer.countryCode }, { keyword }),
  };
}
