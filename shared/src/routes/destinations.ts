import { paths } from './paths';

/**
 * Where a link or a button leads: an address of §2.1 and the navigation state
 * that page reads (§2.1 "Navigation state is passed with several routes").
 * `<Link to={d.to} state={d.state}>` or `navigate(d.to, { state: d.state })`.
 * Every area builds these here, so a page never receives a state spelled
 * differently by two senders.
 */
export interface Destination {
  to: string;
  state?: Record<string, unknown>;
}

/** The kinds of place of §2.1, with the state field each one fills. */
export const PLACE_FIELDS = { city: 'cityname', postal: 'postalname', state: 'statename', country: 'countryname' } as const;
export type PlaceKind = keyof typeof PLACE_FIELDS;

/** A place as the product and vendor result pages receive it: one place field, name and the country code. */
export type PlaceState = Partial<Record<(typeof PLACE_FIELDS)[PlaceKind], string>> & { name: string; code: string; condition?: PlaceKind };

export interface Place {
  kind: PlaceKind;
  /** The place itself: 'Mumbai', '400001', 'Mahārāshtra', 'India'. */
  name: string;
  /** ISO 3166-1 alpha-2 code of its country. */
  code: string;
}

export function placeState({ kind, name, code }: Place): PlaceState {
  return { [PLACE_FIELDS[kind]]: name, name, code };
}

/**
 * What a place's address says of it beside its name (?condition=postal&code=IN):
 * the address alone rebuilds the page (a link opened in a new tab, a bookmark,
 * a reload, the server's render), which the §2.1 router state cannot do.
 */
export interface PlaceParams {
  condition?: PlaceKind;
  code?: string;
}

export function placeParams({ kind, code }: Place): PlaceParams {
  return { condition: kind, code };
}

/**
 * The listing state that lives in the address's query string as well as in the
 * §3 storage keys, so reload, back/forward and a shared link show the same page.
 */
export interface ListingParams {
  keyword?: string;
  segment?: string;
  sort?: string;
  /** Category level 1 to 4 (§4 catVal) and its id (subcatID). */
  catVal?: number;
  subcatID?: string | number;
  page?: number;
  view?: 'grid' | 'list';
}

export function withListingParams(path: string, params: ListingParams & PlaceParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** An advanced-search address: the fields that are set, then page 1 (every search run writes its page). */
function withSearchParams(path: string, fields: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && String(value).trim() !== '') search.set(name, String(value).trim());
  search.set('page', '1');
  return `${path}?${search.toString()}`;
}

/** The category path of §2.1's advanced-search state: the top category and up to three sub-levels, as ids. */
export interface CategoryPath {
  category: string | number;
  subcategoryone?: string | number;
  subcategorytwo?: string | number;
  subcategorythree?: string | number;
}

export const destinations = {
  /** /product-result/{place}: products located in a city, postal code, state or country; its kind and country in the address too. */
  productsIn: (place: Place, params?: ListingParams): Destination => ({
    to: withListingParams(paths.productResult.to(place.name), { ...placeParams(place), ...params }),
    state: placeState(place),
  }),
  /** /vendor-result/{place}: vendors located there; the vendor result also receives the kind as condition (§2.1). */
  vendorsIn: (place: Place, params?: ListingParams): Destination => ({
    to: withListingParams(paths.vendorResult.to(place.name), { ...placeParams(place), ...params }),
    state: { ...placeState(place), condition: place.kind },
  }),
  /** /product-result/{segment}: products of one of the nine market segments (§2.7). */
  productsOfSegment: (segment: string): Destination => ({ to: paths.productResult.to(segment) }),
  /** /marketplace/{country}: the marketplace search page of a country. */
  marketplace: (countryName: string, params?: ListingParams): Destination => ({ to: withListingParams(paths.marketplaceCountry.to(countryName), params) }),
  /**
   * /advance-search with a keyword, the visitor's city and country (§2.3 'Shop
   * in {city}' with a keyword). The search is in the address under the names
   * the advanced search reads (search-state.ts), so a link opened in a new tab,
   * a bookmark and a reload run it; the §2.1 state goes along.
   */
  searchKeyword: (keyword: string, city: string, code: string): Destination => ({
    to: withSearchParams(paths.advanceSearch.to(), { keyword, city, productscountry: code }),
    state: { keyword, name: 'keyword', code, city },
  }),
  /**
   * /advance-search with a category of any level (§2.1), in the address too.
   * The whole marketplace's products of that category: the count beside a
   * category name (category-list) is what its click finds; `code` is the
   * visitor's country, passed on in the state as §2.1 says, not a filter.
   */
  searchCategory: (path: CategoryPath, code: string): Destination => ({
    to: withSearchParams(paths.advanceSearch.to(), { ...path }),
    state: { ...path, name: 'category', code },
  }),
};
