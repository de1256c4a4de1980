import { queries, type CountryListResponse, type MarketSegment } from '@gbx/shared';
import { listingFields, type ListingState } from './listing-params';
import { placeFields, type ResultTarget } from './result-target';

/**
 * What each listing page loads (§7) for its state: one function per page,
 * which the page's component asks for and its route's loader loads before it
 * renders (app/route-loaders.ts), so the two can never ask for different
 * things. No React here: the loaders load with the remote's routes, before
 * any page's code.
 */

/** What sets the deals page and the featured page apart (§4): the switch each sends and the deals' default order. */
export const SHOWCASES = {
  deals: { filter: { discounted_product: 1 }, defaultSort: 'DiscountedStatus' },
  featured: { filter: { featured_product: 1 }, defaultSort: '' },
} as const;
export type ShowcaseKind = keyof typeof SHOWCASES;

/** /deals-promotion and /featured-list: product-list with their switch. */
export const showcaseFields = (kind: ShowcaseKind, state: ListingState) => ({ ...listingFields(state, SHOWCASES[kind].defaultSort), ...SHOWCASES[kind].filter });
export const showcaseQuery = (kind: ShowcaseKind, state: ListingState) => queries.productList(showcaseFields(kind, state));

/** /product-result/{segment}: product-list of the segment. */
export const segmentFields = (segment: MarketSegment, state: ListingState) => ({ ...listingFields(state), market_segment: segment });
export const segmentQuery = (segment: MarketSegment, state: ListingState) => queries.productList(segmentFields(segment, state));

/** /product-result/{place}: product-list-location of the place. */
export const placeListFields = (target: Extract<ResultTarget, { kind: 'place' }>, state: ListingState) => ({ ...placeFields(target), ...listingFields(state) });
export const placeQuery = (target: Extract<ResultTarget, { kind: 'place' }>, state: ListingState) => queries.productListLocation(placeListFields(target, state));

/** /vendor-store/{vendor}: the store and its products. */
export const storeFields = (vendor: string, state: ListingState) => ({ vendordata: vendor, ...listingFields(state) });
export const storeQuery = (vendor: string, state: ListingState) => queries.vendorStore(storeFields(vendor, state));

/** /marketplace/{country}: the products sold there, with a keyword by product-list-search, without by product-list. */
export function marketplaceFields(state: ListingState, countryCode: string | undefined) {
  return { ...listingFields(state), available_country: countryCode };
}

/** The ISO2 code of the country `name` names (any case), from the country list. */
export function countryCodeOf(list: CountryListResponse | undefined, name: string): string | undefined {
  return list?.CountryList.find((country) => country.CountryName.toLowerCase() === name.trim().toLowerCase())?.ISOCode2;
}

