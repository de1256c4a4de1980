/**
 * The sort codes a visitor can choose (§9), written once for the listings
 * and the advanced search's results; DiscountedStatus is the deals page's own
 * default, never a choice. A module of its own, so the advanced search's first
 * visit takes these few lines and not the whole listing state.
 */
export const LISTING_SORTS = ['Low', 'High', 'A', 'Z', 'View', 'Bestsellers'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** A sort code of an address (any case); anything else is no sort. */
export function readSort(text: string): ListingSort | '' {
  const lower = text.trim().toLowerCase();
  return LISTING_SORTS.find((sort) => sort.toLowerCase() === lower) ?? '';
}
