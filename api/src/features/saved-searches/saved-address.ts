import { MARKET_SEGMENTS, SAVED_SEARCH_ADDRESS_MAX, saveablePage, savedSearchAddressProblem, type SaveablePage, type SavedSearchAddressProblem } from '@gbx/contract/rules';
import type { AdvanceSearchBody } from '../advanced-search/advanced-search-schema.js';
import type { ListingFields } from '../products/listing-filter.js';

/*
 * The address of a saved search, read the way the front end reads its own
 * address (mf-browse: listing-params.ts, result-target.ts, search-state.ts,
 * listing-queries.ts), into the request that page sends the API: the count of
 * new results then filters exactly as the page lists. A value the page would
 * read as no choice (segment=XYZ, catVal=9, age=99) is no choice here too.
 */

/** Any origin: only the path and the query are read, and an address that leaves it is not one of the site's. */
const SITE = 'http://site.invalid';

export type AddressProblem = SavedSearchAddressProblem;

export interface SavedAddress {
  /** As stored and answered: the path and the query, percent-encoded, parameters in order, without page= and a fragment. */
  address: string;
  page: SaveablePage;
  /** The path's name after the prefix (/product-result/{name}, /vendor-store/{vendor}, /marketplace/{country}), decoded. */
  name: string;
  params: URLSearchParams;
}

/**
 * The stored form of an address: one address per search, however it was
 * written (`?b=2&a=1` and `?a=1&b=2`, `%20` and `+`, a page number) so that
 * saving the same search twice finds the first.
 */
export function readSavedAddress(input: string): SavedAddress | { problem: AddressProblem } {
  const problem = savedSearchAddressProblem(input);
  if (problem) return { problem };
  let url: URL;
  try {
    url = new URL(input.trim(), SITE);
  } catch {
    return { problem: 'notRelative' };
  }
  if (url.origin !== SITE) return { problem: 'notRelative' };
  // Dot segments are resolved by the parser: /deals-promotion/../about-us is /about-us.
  const page = saveablePage(url.pathname);
  if (!page) return { problem: 'notSearch' };
  let name = '';
  try {
    name = page === 'advancedSearch' || page === 'deals' || page === 'featured' ? '' : decodeURIComponent(url.pathname.split('/')[2] ?? '').trim();
  } catch {
    return { problem: 'notRelative' };
  }
  if (page !== 'advancedSearch' && page !== 'deals' && page !== 'featured' && !name) return { problem: 'notSearch' };
  const params = new URLSearchParams(url.search);
  // Which page of the results was on screen is not part of the search.
  params.delete('page');
  params.sort();
  const query = params.toString();
  const address = query ? `${url.pathname}?${query}` : url.pathname;
  if (address.length > SAVED_SEARCH_ADDRESS_MAX) return { problem: 'tooLong' };
  return { address, page, name, params };
}

const MAX_KEYWORD = 200;
const MAX_INT4 = 2_147_483_647;

const value = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim();

/** A market segment (any case), or undefined. */
export function segmentOf(text: string): (typeof MARKET_SEGMENTS)[number] | undefined {
  const upper = text.trim().toUpperCase();
  return MARKET_SEGMENTS.find((segment) => segment === upper);
}

/** The listing fields of a listing page's address (keyword, segment, catVal with subcatID), as every listing call takes them. */
export function listingFieldsOf(params: URLSearchParams): ListingFields {
  const fields: ListingFields = {};
  const keyword = value(params, 'keyword').replace(/\s+/g, ' ').slice(0, MAX_KEYWORD).trim();
  if (keyword) fields.search_data = keyword;
  const segment = segmentOf(value(params, 'segment'));
  if (segment) fields.market_segment = segment;
  const level = value(params, 'catVal');
  const id = value(params, 'subcatID');
  // Both or neither: a level without an id filters nothing, as the page reads it.
  if (/^[1-4]$/.test(level) && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_INT4) {
    fields.catVal = level;
    fields.subcatID = id;
  }
  return fields;
}

const TEXT_FIELDS = [['keyword', 200], ['city', 200], ['vendor', 160], ['productid', 40], ['pricingmin', 20], ['pricingmax', 20], ['datepostedafter', 20], ['datepostedbefore', 20]] as const;
const CATEGORY_LEVELS = ['category', 'subcategoryone', 'subcategorytwo', 'subcategorythree'] as const;
const OPTIONS = ['newproduct', 'usedproduct', 'refurbishedproduct', 'genuineproduct', 'replicaproduct', 'volumediscount', 'shippingrequired', 'pickupavailable', 'productdownload'] as const;
const QUICK = ['lasthours', 'lastdays', 'bestselling', 'mostwishlisted'] as const;
const STARS = ['1', '2', '3', '4', '5'];

/** The request /advance-search sends for its address (search-state.ts readSearchRun, then searchRequest), without the page's limit and offset. */
export function advancedSearchBodyOf(params: URLSearchParams): AdvanceSearchBody {
  const body: AdvanceSearchBody = {};
  for (const [field, limit] of TEXT_FIELDS) {
    const text = value(params, field).slice(0, limit).trim();
    if (text) body[field] = text;
  }
  const radius = value(params, 'radiuswithin').slice(0, 20).trim();
  if (radius) {
    body.radiuswithin = radius;
    body.radiusUnit = value(params, 'radiusUnit') === 'miles' ? 'miles' : 'km';
    if (value(params, 'proximity') === 'postal') {
      body.radiuspostalcode = 1;
      const code = value(params, 'postalcode').slice(0, 20).trim();
      if (code) body.citydata = code;
    } else {
      body.radiuscity = 1;
    }
  }
  // The selects cascade: a level counts only below a chosen one.
  for (const field of CATEGORY_LEVELS) {
    const id = value(params, field);
    if (!/^[1-9]\d{0,9}$/.test(id)) break;
    body[field] = id;
  }
  const chosen = new Set(value(params, 'marketsegments').toUpperCase().split(',').map((part) => part.trim()));
  const segments = MARKET_SEGMENTS.filter((segment) => chosen.has(segment));
  if (segments.length) body.marketsegments = segments;
  for (const option of OPTIONS) if (params.get(option) === '1') body[option] = 1;
  const age = value(params, 'age').padStart(2, '0');
  if (/^(0[1-9]|1[0-9]|2[01])$/.test(age)) body.age = age;
  const country = value(params, 'productscountry').toUpperCase();
  if (/^[A-Z]{2}$/.test(country)) body.productscountry = country;
  for (const field of ['productrating', 'vendorrating'] as const) {
    const stars = params.get(field) ?? '';
    if (STARS.includes(stars)) body[field] = stars;
  }
  const quick = QUICK.find((name) => name === params.get('quick'));
  if (quick) body[quick] = 1;
  return body;
}
