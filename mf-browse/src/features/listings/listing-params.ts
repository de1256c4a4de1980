import { MARKET_SEGMENTS, offsetForPage, type CategoryFilter, type CategoryPath, type ListingParams, type ListQuery, type MarketSegment } from '@gbx/shared';
import { MAX_PAGE, readPageParam } from '../../lib/page-param';
import { cleanKeyword } from '../../components/keyword-limit';
import { readListingSort, type ListingSort } from '@gbx/contract/rules';

/**
 * The state of a product listing (§4 "Listing pages"): keyword, market
 * segment, sort, category (level and id), page and grid or list, and the rules
 * that change it. It lives in the address's query string (the names of
 * ListingParams), so reload, back and forward and a shared link show the same
 * page; these functions read and write it and know nothing of React.
 */


/**
 * The sort select of §9, in its order: 'Sort by' (no sort), the six sorts,
 * then Reset, which is not a sort: it clears every filter (§4).
 */
export const SORT_CHOICES = [
  { value: '', label: 'sort.none' },
  { value: 'Low', label: 'sort.low' },
  { value: 'High', label: 'sort.high' },
  { value: 'A', label: 'sort.az' },
  { value: 'Z', label: 'sort.za' },
  { value: 'View', label: 'sort.view' },
  { value: 'Bestsellers', label: 'sort.bestsellers' },
  { value: 'reset', label: 'sort.reset' },
] as const satisfies ReadonlyArray<{ value: ListingSort | '' | 'reset'; label: string }>;
export type SortChoice = (typeof SORT_CHOICES)[number]['value'];

/** §4 catVal 1 to 4 and its id. */
export interface ListingCategory {
  level: 1 | 2 | 3 | 4;
  id: string;
}

export type ListingView = 'grid' | 'list';

export interface ListingState {
  /** '' for none. */
  keyword: string;
  segment: MarketSegment | '';
  /** '' for the page's own order. */
  sort: ListingSort | '';
  category: ListingCategory | null;
  /** 1-based. */
  page: number;
  view: ListingView;
}

export const DEFAULT_LISTING: ListingState = { keyword: '', segment: '', sort: '', category: null, page: 1, view: 'grid' };


/** The contract's largest category id (WireId). */
const MAX_WIRE_ID = 2_147_483_647;

/** The query-string names of the listing state: ListingParams of @gbx/shared. */
const NAMES = ['keyword', 'segment', 'sort', 'catVal', 'subcatID', 'page', 'view'] as const satisfies ReadonlyArray<keyof ListingParams>;

export function isSegment(value: string): value is MarketSegment {
  return (MARKET_SEGMENTS as readonly string[]).includes(value);
}


function readCategory(levelText: string, idText: string): ListingCategory | null {
  const level = levelText.trim();
  const id = idText.trim();
  // Both or neither: a level without an id (or an id of no level) filters nothing.
  if (!/^[1-4]$/.test(level) || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_WIRE_ID) return null;
  return { level: Number(level) as ListingCategory['level'], id };
}

/**
 * The listing state of a query string. A value the page does not offer (a
 * typo in a shared link, an old bookmark, page=-3, sort=<script>, segment=XYZ,
 * catVal=9) is read as its default, never an error.
 */
export function readListing(search: URLSearchParams): ListingState {
  const get = (name: (typeof NAMES)[number]) => search.get(name) ?? '';
  const segment = get('segment').trim().toUpperCase();
  return {
    keyword: cleanKeyword(get('keyword')),
    segment: isSegment(segment) ? segment : '',
    sort: readListingSort(get('sort')),
    category: readCategory(get('catVal'), get('subcatID')),
    page: readPageParam(get('page')),
    view: get('view').trim().toLowerCase() === 'list' ? 'list' : 'grid',
  };
}

/** The ListingParams of a state: only what differs from the defaults. */
export function listingParams(state: ListingState): ListingParams {
  return {
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.segment ? { segment: state.segment } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.category ? { catVal: state.category.level, subcatID: state.category.id } : {}),
    ...(state.page > 1 ? { page: state.page } : {}),
    ...(state.view === 'list' ? { view: state.view } : {}),
  };
}

/**
 * The query string of a state. Parameters that are not the listing's (the
 * place's kind and code of /product-result) are kept from `base`; then
 * `extra` is added, for those the page wants in every address it writes.
 */
export function listingSearch(state: ListingState, base: URLSearchParams = new URLSearchParams(), extra: Record<string, string> = {}): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const name of NAMES) search.delete(name);
  for (const [name, value] of Object.entries(extra)) search.set(name, value);
  for (const [name, value] of Object.entries(listingParams(state))) search.set(name, String(value));
  return search;
}

export type ListingChange =
  | { type: 'keyword'; keyword: string }
  | { type: 'segment'; segment: MarketSegment | '' }
  | { type: 'sort'; sort: ListingSort | '' }
  | { type: 'category'; category: ListingCategory | null }
  | { type: 'page'; page: number }
  | { type: 'view'; view: ListingView }
  /** Reset (§4): keyword, sort, segment and category cleared; the view stays. */
  | { type: 'reset' };

/**
 * The state after a change (§4): a new sort, segment, keyword or category
 * starts again at page 1 (offset 0); a page change keeps the filters; the view
 * keeps everything else.
 */
export function changeListing(state: ListingState, change: ListingChange): ListingState {
  switch (change.type) {
    case 'keyword':
      return { ...state, keyword: cleanKeyword(change.keyword), page: 1 };
    case 'segment':
      return { ...state, segment: change.segment, page: 1 };
    case 'sort':
      return { ...state, sort: change.sort, page: 1 };
    case 'category':
      return { ...state, category: change.category, page: 1 };
    case 'page':
      return { ...state, page: Math.min(Math.max(1, Math.floor(change.page) || 1), MAX_PAGE) };
    case 'view':
      return { ...state, view: change.view };
    case 'reset':
      return { ...DEFAULT_LISTING, view: state.view };
  }
}

/** What choosing an entry of the sort select does: Reset clears the filters, the others sort. */
export function sortChoiceChange(choice: SortChoice): ListingChange {
  return choice === 'reset' ? { type: 'reset' } : { type: 'sort', sort: choice };
}

/**
 * §5: what a page does with an empty keyword. 'ignore': nothing (the
 * marketplace search page, the vendor store); 'send': the request goes with
 * the empty keyword, which clears a keyword searched before (the deals,
 * featured and place results pages).
 */
export type EmptyKeywordRule = 'ignore' | 'send';

/** The change of a keyword search, or null when the search does nothing. */
export function keywordChange(typed: string, rule: EmptyKeywordRule): ListingChange | null {
  const keyword = cleanKeyword(typed);
  if (!keyword && rule === 'ignore') return null;
  return { type: 'keyword', keyword };
}

/** The §4 category of a choice in the All Categories modal: its deepest level and id. */
export function categoryOfPath(path: CategoryPath): ListingCategory {
  const trail = [path.category, path.subcategoryone, path.subcategorytwo, path.subcategorythree];
  const depth = trail.findIndex((id) => id === undefined || id === '');
  const level = (depth === -1 ? 4 : depth) as ListingCategory['level'];
  return { level, id: String(trail[level - 1]) };
}

/** Whether any filter is set (what Reset would clear). */
export function hasFilters(state: ListingState): boolean {
  return Boolean(state.keyword || state.segment || state.sort || state.category);
}

/**
 * The listing fields of every listing call (§7) for a state: sort_by (the
 * page's default order when no sort is chosen: DiscountedStatus on the deals
 * page), search_data, market_segment, offset 12 × (page − 1), catVal and
 * subcatID ('' for none).
 */
export function listingFields(state: ListingState, defaultSort = ''): ListQuery & Required<CategoryFilter> {
  return {
    sort_by: state.sort || defaultSort,
    search_data: state.keyword,
    market_segment: state.segment,
    offset: offsetForPage(state.page),
    catVal: state.category ? state.category.level : '',
    subcatID: state.category ? state.category.id : '',
  };
}
