import { MARKET_SEGMENTS, offsetForPage, type AdvanceSearchInput, type MarketSegment } from '@gbx/shared';
import { readPageParam } from '../../lib/page-param';
import { MAX_KEYWORD_LENGTH } from '../../components/keyword-limit';
import { readListingSort, type ListingSort } from '@gbx/contract/rules';

/**
 * The advanced search (§2.10) as a visitor sets it, and the address that
 * holds it: every field lives in the query string under the name the API
 * takes, so a search can be bookmarked, shared and reloaded, and back returns
 * to it. These functions read, write and turn it into the request; they know
 * nothing of React.
 */

/** The quick searches of §2.10, by the flag each sends (advance-search-click with clicksearch 1). */
export const QUICK_SEARCHES = ['lasthours', 'lastdays', 'bestselling', 'mostwishlisted'] as const;
export type QuickSearch = (typeof QUICK_SEARCHES)[number];

/** Product options of §2.10 (checkboxes): condition, authenticity and volume discount. */
export const PRODUCT_OPTIONS = ['newproduct', 'usedproduct', 'refurbishedproduct', 'genuineproduct', 'replicaproduct', 'volumediscount'] as const;
export type ProductOption = (typeof PRODUCT_OPTIONS)[number];

/** Shipping options of §2.10 (checkboxes). */
export const DELIVERY_OPTIONS = ['shippingrequired', 'pickupavailable', 'productdownload'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** Category and Sub-Category 1 to 3, top to bottom: each choice loads the next level (§4). */
export const CATEGORY_LEVELS = ['category', 'subcategoryone', 'subcategorytwo', 'subcategorythree'] as const;
export type CategoryLevelField = (typeof CATEGORY_LEVELS)[number];

/** Age select of §2.10: 01 to 21. */
export const AGES = Array.from({ length: 21 }, (_, index) => String(index + 1).padStart(2, '0'));

export type Proximity = 'city' | 'postal';
export type DistanceUnit = 'km' | 'miles';

/** The form: text fields hold what was typed (the rules check it), the others a choice. */
export interface AdvancedSearch {
  keyword: string;
  city: string;
  vendor: string;
  productid: string;
  /** The proximity radio: around the city of the Location field, or around a postal code. */
  proximity: Proximity;
  postalcode: string;
  /** The radius; '' = no proximity search. */
  radiuswithin: string;
  radiusUnit: DistanceUnit;
  category: string;
  subcategoryone: string;
  subcategorytwo: string;
  subcategorythree: string;
  marketsegments: MarketSegment[];
  options: ProductOption[];
  age: string;
  delivery: DeliveryOption[];
  /** ISO2 code of the country the products are located in. */
  productscountry: string;
  pricingmin: string;
  pricingmax: string;
  /** '' or '1' to '5' (at least that many stars). */
  productrating: string;
  vendorrating: string;
  /** YYYY-MM-DD (the date input's value). */
  datepostedafter: string;
  datepostedbefore: string;
}

export const EMPTY_SEARCH: AdvancedSearch = {
  keyword: '',
  city: '',
  vendor: '',
  productid: '',
  proximity: 'city',
  postalcode: '',
  radiuswithin: '',
  radiusUnit: 'km',
  category: '',
  subcategoryone: '',
  subcategorytwo: '',
  subcategorythree: '',
  marketsegments: [],
  options: [],
  age: '',
  delivery: [],
  productscountry: '',
  pricingmin: '',
  pricingmax: '',
  productrating: '',
  vendorrating: '',
  datepostedafter: '',
  datepostedbefore: '',
};

/** A search run: the form as submitted, the quick search on top of it, the order of the results, the page. */
export interface SearchRun {
  search: AdvancedSearch;
  quick: QuickSearch | '';
  /** A §9 sort of the listings ('' for the search's own order: relevance with a keyword, else newest; a quick search's). */
  sort: ListingSort | '';
  /** 1-based. */
  page: number;
}

/** The longest text each field takes (the contract's limits). */
export const MAX_LENGTH = { keyword: MAX_KEYWORD_LENGTH, city: 200, vendor: 160, productid: 40, postalcode: 20, amount: 20 } as const;


const TEXT_FIELDS = ['keyword', 'city', 'vendor', 'productid', 'postalcode', 'radiuswithin', 'pricingmin', 'pricingmax', 'datepostedafter', 'datepostedbefore'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

function listOf<T extends string>(allowed: readonly T[], value: string | null): T[] {
  const chosen = new Set((value ?? '').split(',').map((part) => part.trim()));
  // In the order of the form, whatever the order of the address.
  return allowed.filter((item) => chosen.has(item));
}

const categoryId = (value: string | null) => (/^[1-9]\d{0,9}$/.test(value?.trim() ?? '') ? (value ?? '').trim() : '');

/**
 * The search in an address. A value the form does not offer (an old
 * bookmark, segment=XYZ, age=99, a category id that is not a number) is read
 * as no choice. Typed texts are kept as they are (within their length): the
 * rules say what is wrong with them, beside their field.
 */
export function readSearchRun(params: URLSearchParams): SearchRun {
  const search: AdvancedSearch = { ...EMPTY_SEARCH };
  for (const field of TEXT_FIELDS) {
    const limit = field in MAX_LENGTH ? MAX_LENGTH[field as keyof typeof MAX_LENGTH] : MAX_LENGTH.amount;
    search[field] = (params.get(field) ?? '').slice(0, limit);
  }
  search.proximity = params.get('proximity') === 'postal' ? 'postal' : 'city';
  search.radiusUnit = params.get('radiusUnit') === 'miles' ? 'miles' : 'km';
  // A level counts only below a chosen one: the selects cascade.
  for (const [index, field] of CATEGORY_LEVELS.entries()) {
    const above = index === 0 || search[CATEGORY_LEVELS[index - 1] as CategoryLevelField] !== '';
    search[field] = above ? categoryId(params.get(field)) : '';
  }
  search.marketsegments = listOf(MARKET_SEGMENTS, params.get('marketsegments')?.toUpperCase() ?? null);
  search.options = PRODUCT_OPTIONS.filter((option) => params.get(option) === '1');
  search.delivery = DELIVERY_OPTIONS.filter((option) => params.get(option) === '1');
  search.age = oneOf(AGES, (params.get('age') ?? '').padStart(2, '0')) ?? '';
  const country = (params.get('productscountry') ?? '').trim().toUpperCase();
  search.productscountry = /^[A-Z]{2}$/.test(country) ? country : '';
  search.productrating = oneOf(['1', '2', '3', '4', '5'], params.get('productrating')) ?? '';
  search.vendorrating = oneOf(['1', '2', '3', '4', '5'], params.get('vendorrating')) ?? '';
  return { search, quick: oneOf(QUICK_SEARCHES, params.get('quick')) ?? '', sort: readListingSort(params.get('sort') ?? ''), page: readPageParam(params.get('page')) };
}

/**
 * Whether the address holds a search to run: `page`, which every run writes,
 * or any field of the form (/advance-search?keyword=steel, a hand-written or
 * older link). An address that is a search shows its results, never an empty
 * form with the search filled in.
 */
export function hasSearchRun(params: URLSearchParams): boolean {
  if (params.has('page')) return true;
  return [...searchRunParams(readSearchRun(params)).keys()].some((name) => name !== 'page');
}

/** The address of a search run: only what differs from the empty form, then the quick search, the sort (the listings' `sort`) and the page. */
export function searchRunParams({ search, quick, sort, page }: SearchRun): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of TEXT_FIELDS) if (search[field].trim()) params.set(field, search[field].trim());
  if (search.radiuswithin.trim()) {
    params.set('proximity', search.proximity);
    params.set('radiusUnit', search.radiusUnit);
  }
  if (search.proximity !== 'postal') params.delete('postalcode');
  for (const field of CATEGORY_LEVELS) if (search[field]) params.set(field, search[field]);
  if (search.marketsegments.length) params.set('marketsegments', search.marketsegments.join(','));
  for (const option of [...search.options, ...search.delivery]) params.set(option, '1');
  for (const field of ['age', 'productscountry', 'productrating', 'vendorrating'] as const) if (search[field]) params.set(field, search[field]);
  if (quick) params.set('quick', quick);
  if (sort) params.set('sort', sort);
  params.set('page', String(page));
  return params;
}

/**
 * The request of a search run (§3 "Advanced search request", limit 12): the
 * proximity fields only with a radius; the postal code travels as citydata
 * (what the API reads for radiuspostalcode).
 */
export function searchRequest({ search, quick, sort, page }: SearchRun): AdvanceSearchInput {
  const trimmed = (value: string) => value.trim();
  const request: AdvanceSearchInput = { limit: 12, offset: offsetForPage(page) };
  for (const field of ['keyword', 'city', 'vendor', 'productid', 'pricingmin', 'pricingmax', 'datepostedafter', 'datepostedbefore'] as const) {
    if (trimmed(search[field])) request[field] = trimmed(search[field]);
  }
  const radius = trimmed(search.radiuswithin);
  if (radius) {
    request.radiuswithin = radius;
    request.radiusUnit = search.radiusUnit;
    if (search.proximity === 'postal') {
      request.radiuspostalcode = 1;
      if (trimmed(search.postalcode)) request.citydata = trimmed(search.postalcode);
    } else {
      request.radiuscity = 1;
    }
  }
  for (const field of CATEGORY_LEVELS) if (search[field]) request[field] = Number(search[field]);
  if (search.marketsegments.length) request.marketsegments = [...search.marketsegments];
  for (const option of [...search.options, ...search.delivery]) request[option] = 1;
  if (search.age) request.age = search.age;
  if (search.productscountry) request.productscountry = search.productscountry;
  if (search.productrating) request.productrating = search.productrating;
  if (search.vendorrating) request.vendorrating = search.vendorrating;
  if (quick) request[quick] = 1;
  // The listings' sort_by; a chosen sort orders a quick search's results too.
  if (sort) request.sort_by = sort;
  return request;
}

/** The state §2.1 gives /advance-search: a keyword search ('Shop in {city}') or a category of any level, with the country code. */
export function searchFromRouterState(state: unknown): AdvancedSearch | null {
  if (!state || typeof state !== 'object') return null;
  const incoming = state as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  const code = text(incoming.code).toUpperCase();
  const country = /^[A-Z]{2}$/.test(code) ? code : '';
  if (incoming.name === 'keyword') {
    const keyword = text(incoming.keyword).slice(0, MAX_LENGTH.keyword);
    if (!keyword) return null;
    return { ...EMPTY_SEARCH, keyword, city: text(incoming.city).slice(0, MAX_LENGTH.city), productscountry: country };
  }
  if (incoming.name === 'category') {
    // The whole marketplace's products of the category: what its count says (destinations.searchCategory).
    const search = { ...EMPTY_SEARCH };
    for (const [index, field] of CATEGORY_LEVELS.entries()) {
      const above = index === 0 || search[CATEGORY_LEVELS[index - 1] as CategoryLevelField] !== '';
      search[field] = above ? categoryId(text(incoming[field])) : '';
    }
    return search.category ? search : null;
  }
  return null;
}

/** The deepest category level chosen, which is the one the search applies (§4 catVal 1 to 4 and its id). */
export function deepestCategory(search: AdvancedSearch): { field: CategoryLevelField; level: 1 | 2 | 3 | 4; id: string } | null {
  let deepest: { field: CategoryLevelField; level: 1 | 2 | 3 | 4; id: string } | null = null;
  CATEGORY_LEVELS.forEach((field, index) => {
    if (search[field]) deepest = { field, level: (index + 1) as 1 | 2 | 3 | 4, id: search[field] };
  });
  return deepest;
}

/** A category choice: the level chosen, and every level below it cleared (they were children of the old choice). */
export function chooseCategory(search: AdvancedSearch, field: CategoryLevelField, id: string): AdvancedSearch {
  const next = { ...search, [field]: id };
  for (const below of CATEGORY_LEVELS.slice(CATEGORY_LEVELS.indexOf(field) + 1)) next[below] = '';
  return next;
}
