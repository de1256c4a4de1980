/**
 * Saved searches and notify me (issue 41): the limits the API enforces and the
 * buyer's forms show, and the rules of a saved search's name and address.
 */

/** Longest name of a saved search, once trimmed (characters, not UTF-16 units). */
export const SAVED_SEARCH_NAME_MAX = 60;
/** Searches one buyer may keep. */
export const SAVED_SEARCHES_MAX = 50;
/** Longest address of a saved search, as stored (percent-encoded, so one byte per character). */
export const SAVED_SEARCH_ADDRESS_MAX = 2000;
/** A saved search's new results are counted up to this many; more is shown as "99+" (newCountCapped). */
export const NEW_RESULTS_CAP = 99;
/** Out-of-stock products one buyer may ask to be told about at once. */
export const NOTIFY_ME_MAX = 200;

export type SavedSearchNameProblem = 'required' | 'tooLong' | 'invalid';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;

/** A name as it is checked and stored: trimmed, every run of spaces one space. */
export function cleanSavedSearchName(name: string | undefined): string {
  return (name ?? '').trim().replace(/\s+/g, ' ');
}

/** What is wrong with a saved search's name, or null: required, at most 60 characters once trimmed, no control characters. */
export function savedSearchNameProblem(name: string | undefined): SavedSearchNameProblem | null {
  if (CONTROL.test((name ?? '').replace(/[\t\n\r]/g, ' '))) return 'invalid';
  const clean = cleanSavedSearchName(name);
  if (!clean) return 'required';
  return [...clean].length > SAVED_SEARCH_NAME_MAX ? 'tooLong' : null;
}

export type SavedSearchAddressProblem = 'required' | 'tooLong' | 'notRelative' | 'notSearch';

/**
 * The listing pages whose address a buyer can save (§2.1, §2.8, §2.10), by the
 * first segment of their path. Every other address of the site lists no
 * products to count.
 */
export const SAVEABLE_PAGES = {
  'advance-search': 'advancedSearch',
  'deals-promotion': 'deals',
  'featured-list': 'featured',
  'product-result': 'productResult',
  'vendor-store': 'vendorStore',
  marketplace: 'marketplaceCountry',
} as const;
export type SaveablePage = (typeof SAVEABLE_PAGES)[keyof typeof SAVEABLE_PAGES];

/** Pages that need a name after their prefix (/product-result/{name}, /vendor-store/{vendor}, /marketplace/{country}). */
const NAMED: ReadonlySet<SaveablePage> = new Set(['productResult', 'vendorStore', 'marketplaceCountry']);

/**
 * Which saveable page a path is (the part of an address before `?`), or null:
 * /advance-search, /deals-promotion and /featured-list exactly, and
 * /product-result/{name} (anything below it is the same page, §2.1),
 * /vendor-store/{vendor}, /marketplace/{country}.
 */
export function saveablePage(pathname: string): SaveablePage | null {
  const [, first = '', second, ...rest] = pathname.split('/');
  if (!Object.hasOwn(SAVEABLE_PAGES, first)) return null;
  const page = SAVEABLE_PAGES[first as keyof typeof SAVEABLE_PAGES];
  if (!NAMED.has(page)) return second === undefined || (second === '' && rest.length === 0) ? page : null;
  if (!second) return null;
  return page === 'productResult' || rest.length === 0 || (rest.length === 1 && rest[0] === '') ? page : null;
}

/**
 * What is wrong with the address of a saved search, or null. It is a path of
 * this site with its query (`/advance-search?keyword=tractor&city=Mumbai`):
 * it starts with one `/` (not `//` or `/\`, which a browser reads as another
 * host), has no scheme, no spaces or control characters, at most 2000
 * characters, and is a page that lists products (saveablePage).
 */
export function savedSearchAddressProblem(address: string | undefined): SavedSearchAddressProblem | null {
  const text = (address ?? '').trim();
  if (!text) return 'required';
  if (text.length > SAVED_SEARCH_ADDRESS_MAX) return 'tooLong';
  if (!text.startsWith('/') || /^\/[/\\]/.test(text) || /[\s\\]/.test(text) || CONTROL.test(text)) return 'notRelative';
  const pathname = text.split(/[?#]/, 1)[0] ?? '';
  return saveablePage(pathname) ? null : 'notSearch';
}
