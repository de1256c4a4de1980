import {
  MARKET_SEGMENTS,
  offsetForPage,
  PLACE_FIELDS,
  paths,
  type MarketSegment,
  type PlaceKind,
  type VendorListLocationInput,
} from '@gbx/shared';
import { readPageParam } from '../../lib/page-param';
import { cleanKeyword } from '../../components/keyword-limit';

/**
 * The state of /vendor-result/{name} (§2.11, §4) and where it lives: the
 * address, so reload, back and forward and a shared link show the same page:
 * the place's name in the path, its kind and country code and the filters in
 * the query string.
 */

/** §9: the vendor page sorts by title only (the API's codes A and Z); no sort is the API's own order. */
export const VENDOR_SORTS = ['A', 'Z'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

/** What the sort select offers (§9: only Title A-Z, Title Z-A and Reset); the value of Reset is not a sort. */
export const SORT_CHOICES = [
  { value: 'A', label: 'sort.az' },
  { value: 'Z', label: 'sort.za' },
  { value: 'reset', label: 'sort.reset' },
] as const;
export type SortChoice = (typeof SORT_CHOICES)[number]['value'];


export interface VendorResultParams {
  /** The keyword the results are scoped to; '' for none. */
  keyword: string;
  segment: MarketSegment | '';
  sort: VendorSort | '';
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: VendorResultParams = { keyword: '', segment: '', sort: '', page: 1 };

const PLACE_KINDS = Object.keys(PLACE_FIELDS) as PlaceKind[];

const isSegment = (value: string): value is MarketSegment => (MARKET_SEGMENTS as readonly string[]).includes(value);
const isSort = (value: string): value is VendorSort => (VENDOR_SORTS as readonly string[]).includes(value);
const isPlaceKind = (value: unknown): value is PlaceKind => typeof value === 'string' && (PLACE_KINDS as string[]).includes(value);
const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value);

/**
 * The filters of a query string. A value that is not one the page offers (a
 * typo in a shared link, an old bookmark) is read as no filter, never an error:
 * an unknown segment or sort as none, a page that is not a whole number from 1 as page 1.
 */
export function readVendorParams(search: URLSearchParams): VendorResultParams {
  const segment = (search.get('segment') ?? '').trim().toUpperCase();
  const sort = (search.get('sort') ?? '').trim().toUpperCase();
  return {
    keyword: cleanKeyword(search.get('keyword') ?? ''),
    segment: isSegment(segment) ? segment : '',
    sort: isSort(sort) ? sort : '',
    page: readPageParam(search.get('page')),
  };
}

/** The place of the page: its name (the address's), and its kind and country code when known. */
export interface VendorPlace {
  name: string;
  kind?: PlaceKind;
  code?: string;
}

/**
 * The place, from the address alone (§2.1: a link, a bookmark, a reload and
 * the server's render show the same page): its kind and country code in the
 * query string (?condition=city&code=IN, written by every link to it), else
 * the name alone, which the API resolves (a postal code, a country, a city,
 * then a state). The §2.1 router state a link also sends says nothing more.
 */
export function vendorPlace(name: string, search: URLSearchParams): VendorPlace {
  const kind = search.get('condition');
  const code = search.get('code');
  return { name, ...(isPlaceKind(kind) ? { kind } : {}), ...(isCountryCode(code) ? { code: code.toUpperCase() } : {}) };
}

/** The request of vendor-list-location (§7) for a place and its filters; the device context is added by the call. */
export function vendorListInput(place: VendorPlace, params: VendorResultParams): VendorListLocationInput {
  return {
    ...(place.kind ? { [PLACE_FIELDS[place.kind]]: place.name, condition: place.kind } : {}),
    name: place.name,
    ...(place.code ? { code: place.code } : {}),
    sort_by: params.sort,
    search_data: params.keyword,
    market_segment: params.segment,
    offset: offsetForPage(params.page),
  };
}

/** Whether two requests ask about the same place (whatever their filters). */
export function samePlace(a: VendorListLocationInput, b: VendorListLocationInput): boolean {
  return a.name === b.name && a.condition === b.condition && a.code === b.code;
}

/**
 * The address of the page with these filters: the place's kind and code when
 * known (as destinations in @gbx/shared writes them), then only what differs
 * from no filter.
 */
export function vendorResultHref(place: VendorPlace, params: VendorResultParams): string {
  const search = new URLSearchParams();
  if (place.kind) search.set('condition', place.kind);
  if (place.code) search.set('code', place.code);
  if (params.keyword) search.set('keyword', params.keyword);
  if (params.segment) search.set('segment', params.segment);
  if (params.sort) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  const path = paths.vendorResult.to(place.name);
  return query ? `${path}?${query}` : path;
}

/*
 * The changes a visitor makes. §4: "On the vendor location page the current
 * page is not reset by filters": a new keyword, segment or sort keeps the page
 * number (the product listings go back to page 1). Reset starts the page over.
 */

/** §5: keyword search does nothing on an empty keyword on the vendor location page: null. */
export function withKeyword(params: VendorResultParams, typed: string): VendorResultParams | null {
  const keyword = cleanKeyword(typed);
  return keyword ? { ...params, keyword } : null;
}

export function withSegment(params: VendorResultParams, segment: string): VendorResultParams {
  return { ...params, segment: isSegment(segment) ? segment : '' };
}

/** Title A-Z or Z-A; Reset clears the keyword, the sort and the segment (§4) and returns to page 1. */
export function withSortChoice(params: VendorResultParams, choice: string): VendorResultParams {
  if (choice === 'reset') return NO_FILTERS;
  return { ...params, sort: isSort(choice) ? choice : '' };
}

export function withPage(params: VendorResultParams, page: number): VendorResultParams {
  return { ...params, page };
}
