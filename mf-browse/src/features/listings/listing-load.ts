import type { ProductListItem } from '@gbx/shared';

/** What every listing call answers (§7): one page of products and the total. */
export interface ListingAnswer {
  product_list: ProductListItem[];
  product_count: number;
  /** The category filter by name, top level first (our design, with catVal and subcatID). */
  category_path?: Array<{ level: number; id: number; name: string }>;
}

/** The parts of a query result (`useApiQuery` with keepPreviousData) that a listing reads. */
export interface ListingQueryState<T> {
  data: T | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What the listing shows for its load (§4: begin, success and fail; §8: a failure shows no message). */
export interface ListingLoad<T> {
  /** The answer for the listing on screen; undefined while it loads or after it failed. */
  answer: T | undefined;
  /** The cards on screen: this page's, or the page before's while this one loads (keepPreviousData). */
  items: ProductListItem[];
  /** The total of the cards on screen, for the pager (it stays while the next page loads). */
  total: number | undefined;
  /** Whether the cards on screen are the page before's. */
  stale: boolean;
  /** No answer yet and one on its way ('Searching'); also while Try again runs. */
  loading: boolean;
  /** No answer and none on its way: the quiet Try again. */
  failed: boolean;
  /** The answer came with no product ('No Product Found'). */
  empty: boolean;
  retry: () => void;
}

/** One empty list, so a listing with no cards keeps the same list from render to render (listing-results defers its cards by identity). */
const NO_ITEMS: ProductListItem[] = [];

export function listingLoad<T extends ListingAnswer>({ data, isPlaceholderData, isError, isFetching, refetch }: ListingQueryState<T>): ListingLoad<T> {
  const answer = isPlaceholderData ? undefined : data;
  const failed = answer === undefined && isError && !isFetching;
  return {
    answer,
    // A page that failed shows no cards: the previous page's would pass for it.
    items: failed ? NO_ITEMS : (data?.product_list ?? NO_ITEMS),
    total: failed ? undefined : data?.product_count,
    stale: isPlaceholderData && !failed,
    loading: answer === undefined && !failed,
    failed,
    empty: answer !== undefined && answer.product_list.length === 0,
    retry: () => void refetch(),
  };
}

/**
 * The load of a listing that cannot be asked for: nothing to list (an unknown
 * country: 'No Product Found'), or what it needs first failed to load (the
 * quiet Try again runs `retry`).
 */
export function settledLoad<T extends ListingAnswer>(outcome: 'empty' | 'failed', retry: () => void): ListingLoad<T> {
  return { answer: undefined, items: NO_ITEMS, total: outcome === 'empty' ? 0 : undefined, stale: false, loading: false, failed: outcome === 'failed', empty: outcome === 'empty', retry };
}

/** The meta field that names what a listing lists (a store, a place), whatever its page and filters. */
const SCOPE = 'listingScope';

/**
 * The query options that keep a listing's page on screen while its next page,
 * sort or filter loads (keepPreviousData), but only within one `scope`: the
 * products of another store or place must not stand in for this one's.
 */
export function keepPreviousPageOf(scope: string) {
  return {
    meta: { [SCOPE]: scope },
    placeholderData: <T>(previous: T | undefined, previousQuery: { meta: Record<string, unknown> | undefined } | undefined): T | undefined =>
      previousQuery?.meta?.[SCOPE] === scope ? previous : undefined,
  };
}
