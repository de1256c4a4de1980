/**
 * The sort codes of §9, written once: the sort select of every listing and of
 * the advanced search's results, the address's `sort`, the wire's `sort_by`,
 * and the API's orders all read them from here.
 */

/** The sorts a visitor can choose, in the select's order (§9). */
export const LISTING_SORTS = ['Low', 'High', 'A', 'Z', 'View', 'Bestsellers'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The deals page's own order, biggest discount first (§2.7): never a visitor's choice. */
export const DISCOUNTED_SORT = 'DiscountedStatus';

/** Every code `sort_by` takes; '' or anything else is the default order (newest first, relevance with a keyword). */
export const SORT_CODES = [...LISTING_SORTS, DISCOUNTED_SORT] as const;
export type SortCode = (typeof SORT_CODES)[number];

/**
 * Other spellings the API takes for a code: §9 does not show the Bestsellers
 * code, and a client may send the label's plural.
 */
const SORT_ALIASES: Readonly<Record<string, SortCode>> = { views: 'View', bestseller: 'Bestsellers', bestselling: 'Bestsellers', best: 'Bestsellers' };

/** The visitor's sort an address names (any case), or '' for none. */
export function readListingSort(text: string): ListingSort | '' {
  const lower = text.trim().toLowerCase();
  return LISTING_SORTS.find((sort) => sort.toLowerCase() === lower) ?? '';
}

/** The sort code a request's `sort_by` names (any case, or one of its other spellings), or '' for the default order. */
export function readSortCode(text: string | undefined): SortCode | '' {
  const lower = (text ?? '').trim().toLowerCase();
  return SORT_CODES.find((code) => code.toLowerCase() === lower) ?? SORT_ALIASES[lower] ?? '';
}
