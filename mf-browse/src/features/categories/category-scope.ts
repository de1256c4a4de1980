import type { CategoryScope } from '@gbx/shared';

/** The listing fields a category dialog's counts depend on (what CategoryScope names), as a listing request spells them. */
export type ListingRequest = { [Field in keyof CategoryScope]?: CategoryScope[Field] | number } & Record<string, unknown>;

const SCOPE_FIELDS = ['search_data', 'market_segment', 'discounted_product', 'featured_product', 'available_country', 'vendordata', 'cityname', 'statename', 'postalname', 'countryname', 'name', 'code'] as const;

/**
 * What a listing's category dialog counts (category-list and subcategory-list
 * with these fields): the products of the listing's own request, whatever
 * their category, page and order, since choosing a category replaces the
 * listing's (§4). So each count is the total its click shows on that page.
 */
export function categoryScopeOf(fields: ListingRequest): CategoryScope {
  const scope: Record<string, string> = {};
  for (const field of SCOPE_FIELDS) {
    const value = fields[field];
    if (value !== undefined && value !== null && String(value) !== '') scope[field] = String(value);
  }
  return scope as CategoryScope;
}
