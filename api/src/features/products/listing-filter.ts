import type { ListingFilter } from './listing-types.js';

/** The listing fields of a request body, as every listing call and the category dialogs' counts send them. */
export interface ListingFields {
  search_data?: string | undefined;
  market_segment?: string | undefined;
  catVal?: string | number | undefined;
  subcatID?: string | number | undefined;
  discounted_product?: string | number | undefined;
  featured_product?: string | number | undefined;
  available_country?: string | undefined;
}

/**
 * The listing filter of a request's fields: the keyword (trimmed; '' is
 * none), the segment, the category (catVal 1-4 with subcatID), the deals and
 * featured switches and the country of availability. One reading for
 * product-list, product-list-location and the category counts, so a count
 * and the listing it leads to can never filter differently.
 */
export function listingFilterOf(body: ListingFields): ListingFilter {
  const filter: ListingFilter = {};
  const keyword = body.search_data?.trim();
  if (keyword) filter.keyword = keyword;
  if (body.market_segment) filter.segment = body.market_segment;
  if (body.catVal !== undefined && body.catVal !== '' && body.subcatID !== undefined && body.subcatID !== '') {
    filter.category = { level: Number(body.catVal) as 1 | 2 | 3 | 4, id: Number(body.subcatID) };
  }
  if (String(body.discounted_product ?? '') === '1') filter.discounted = true;
  if (String(body.featured_product ?? '') === '1') filter.featured = true;
  if (body.available_country) filter.availableIn = body.available_country.toUpperCase();
  return filter;
}
