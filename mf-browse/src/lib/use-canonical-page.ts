import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@gbx/shared/router';

/**
 * Puts the page shown into the address when its `page=` says something else
 * (page=-1, abc or 2.5 show page 1): the entry is replaced by the page's own
 * address, with no new history entry. `written` is what the page writes for
 * the page shown: its number, or null for none (page 1 of a listing); undefined
 * leaves the address alone (no search run yet). In an effect: the server and
 * the browser's first render show the same address-independent page, then the
 * browser corrects the address after hydration.
 */
export function useCanonicalPage(written: string | null | undefined): void {
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const current = search.get('page');
  useEffect(() => {
    if (written === undefined || current === written) return;
    const next = new URLSearchParams(search);
    if (written === null) next.delete('page');
    else next.set('page', written);
    setSearch(next, { replace: true, state, preventScrollReset: true });
  }, [written, current, search, setSearch, state]);
}
