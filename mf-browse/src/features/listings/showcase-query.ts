import { getQueryClient, queries } from '@gbx/shared';
import { keepPreviousPageOf } from './listing-load';
import { listingFields, readListing, type ListingState } from './listing-params';

/** What sets the deals page and the featured page apart (§4): the switch each sends and the deals' default order. */
export const SHOWCASES = {
  deals: { filter: { discounted_product: 1 }, defaultSort: 'DiscountedStatus' },
  featured: { filter: { featured_product: 1 }, defaultSort: '' },
} as const;

export type ShowcaseKind = keyof typeof SHOWCASES;

/**
 * The product-list query of a showcase page in `state`: the page's own, and
 * the one its route starts loading before the page's code has arrived (the
 * same key, so the page finds it loading or loaded).
 */
export function showcaseQuery(kind: ShowcaseKind, state: ListingState) {
  const { filter, defaultSort } = SHOWCASES[kind];
  return { ...queries.productList({ ...listingFields(state, defaultSort), ...filter }), ...keepPreviousPageOf(kind) };
}

/** The route's prefetch: starts loading the products of the page the address shows. */
export function prefetchShowcase(kind: ShowcaseKind, search: URLSearchParams): void {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a prefetch has no previous page to keep
  const { placeholderData, ...query } = showcaseQuery(kind, readListing(search));
  void getQueryClient().prefetchQuery(query);
}
