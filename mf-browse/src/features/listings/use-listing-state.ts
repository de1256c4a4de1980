import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from '@gbx/shared/router';
import { offsetForPage, storage, storageKeys } from '@gbx/shared';
import { useCanonicalPage } from '../../lib/use-canonical-page';
import { changeListing, listingParams, listingSearch, readListing, type ListingChange, type ListingState } from './listing-params';

export interface ListingStateApi {
  state: ListingState;
  /** Applies a change (§4) to the address: a new history entry, the page keeping its scroll position. */
  change: (change: ListingChange) => void;
  /** The address of this listing with another state (the pager's links). */
  hrefFor: (state: ListingState) => string;
}

interface ListingStateOptions {
  /** The page's order when no sort is chosen (DiscountedStatus on the deals page). */
  defaultSort?: string;
  /** Parameters the page wants in every address it writes besides the listing's (the place's kind and code). */
  extraParams?: Record<string, string>;
}

/**
 * The listing state of the page (§4), read from and written to the address's
 * query string (ListingParams), so reload, back and forward and a shared link
 * show the same page. The sort sent and the offset of the page are written to
 * storage too (§3 sortBy and offset, which list pages write). The router
 * state the page came with (§2.1, the place) travels on with every change.
 */
export function useListingState({ defaultSort = '', extraParams }: ListingStateOptions = {}): ListingStateApi {
  const [search, setSearch] = useSearchParams();
  const { pathname, state: routerState } = useLocation();
  const state = useMemo(() => readListing(search), [search]);
  const extraKey = JSON.stringify(extraParams ?? {});

  const searchFor = useCallback((next: ListingState) => listingSearch(next, search, JSON.parse(extraKey) as Record<string, string>), [search, extraKey]);

  // A change made before the address shows the one before it (two selects changed in a row: the
  // navigation is asynchronous) builds on that one, not on the address: no change is lost.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const change = useCallback(
    (what: ListingChange) => {
      const base = pending.current?.from === search ? pending.current.next : search;
      const next = listingSearch(changeListing(readListing(base), what), base, JSON.parse(extraKey) as Record<string, string>);
      pending.current = { from: search, next };
      // The grid or list choice is not a place to come back to: it replaces the entry.
      setSearch(next, { state: routerState, preventScrollReset: true, replace: what.type === 'view' });
    },
    [setSearch, search, extraKey, routerState],
  );

  const hrefFor = useCallback(
    (next: ListingState) => {
      const query = searchFor(next).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, searchFor],
  );

  // page=-1, abc or 2.5 show page 1: the address says so too (no page, as the pager writes page 1).
  const writtenPage = listingParams(state).page;
  useCanonicalPage(writtenPage === undefined ? null : String(writtenPage));

  const sortBy = state.sort || defaultSort;
  const offset = offsetForPage(state.page);
  useEffect(() => {
    storage.set(storageKeys.sortBy, sortBy);
    storage.set(storageKeys.offset, offset);
  }, [sortBy, offset]);

  return { state, change, hrefFor };
}
