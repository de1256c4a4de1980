import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@gbx/shared/router';
import { storage, storageKeys, offsetForPage } from '@gbx/shared';
import { useCanonicalPage } from '../../lib/use-canonical-page';
import { hasSearchRun, readSearchRun, searchFromRouterState, searchRunParams, type SearchRun } from './search-state';

export interface SearchRunApi {
  /** The search on screen: the address's, or the one the page was sent with (§2.1). */
  run: SearchRun;
  /** Whether a search was run (else the page shows the empty form). */
  active: boolean;
  /** Runs a search: a new history entry, so back returns to the one before. */
  go: (run: SearchRun) => void;
  /** The address of a search run (pager links, chips). */
  hrefFor: (run: SearchRun) => string;
  /** The page with no search, as when it was first opened. */
  clearHref: string;
}

/**
 * The advanced search of the address (search-state.ts). A visit sent with
 * the state of §2.1 (a keyword and city from the landing page, a category of
 * the place results) runs that search at once and writes it into the address
 * (replacing the entry), so reload, back and a shared link show it too.
 */
export function useSearchRun(): SearchRunApi {
  const [params] = useSearchParams();
  const { pathname, state: routerState } = useLocation();
  const navigate = useNavigate();
  const inAddress = hasSearchRun(params);
  const incoming = useMemo(() => (inAddress ? null : searchFromRouterState(routerState)), [inAddress, routerState]);
  const read = useMemo<SearchRun>(() => (incoming ? { search: incoming, quick: '', sort: '', page: 1 } : readSearchRun(params)), [incoming, params]);
  // One search, one object, whatever its address looks like (page=1 written in
  // after hydration, parameters in another order): the results below keep
  // their props, and a part the server rendered is not thrown away and drawn
  // again while it is still hydrating (a click in it would be lost).
  const runKey = searchRunParams(read).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the run's whole content
  const run = useMemo(() => read, [runKey]);

  const hrefFor = useCallback((next: SearchRun) => `${pathname}?${searchRunParams(next).toString()}`, [pathname]);
  const go = useCallback((next: SearchRun) => navigate(hrefFor(next)), [navigate, hrefFor]);

  useEffect(() => {
    // The router state stays with the entry: it is what the page was sent with (§2.1).
    if (incoming) navigate(hrefFor({ search: incoming, quick: '', sort: '', page: 1 }), { replace: true, state: routerState });
  }, [incoming, navigate, hrefFor, routerState]);

  // A run's address always has its page (page=1 too): page=-1, abc or 2.5 become page=1. No run, no page to correct.
  useCanonicalPage(inAddress ? searchRunParams(run).get('page') : undefined);

  // §3: list pages write the offset of the page shown.
  const active = inAddress || incoming !== null;
  const offset = offsetForPage(run.page);
  useEffect(() => {
    if (active) storage.set(storageKeys.offset, offset);
  }, [active, offset]);

  return { run, active, go, hrefFor, clearHref: pathname };
}
