import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from '@gbx/shared/router';
import { offsetForPage, queries, storage, storageKeys, useApiQuery, type VendorListLocationInput, type VendorListLocationResponse } from '@gbx/shared';
import { useCanonicalPage } from '../../lib/use-canonical-page';
import { readVendorParams, samePlace, vendorListInput, vendorPlace, vendorResultHref, type VendorResultParams } from './vendor-result-params';

/**
 * /vendor-result/{name}: the place and filters read from the address, the
 * page of vendors they load, and the way to change them. Every change is a
 * new history entry, so back undoes it.
 */
export function useVendorResults() {
  const { name = '' } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = readVendorParams(search);
  const place = vendorPlace(name, search);
  const input = vendorListInput(place, params);
  const query = useApiQuery({
    ...queries.vendorListLocation(input),
    // Another page, sort or filter of the same place: its cards stay on screen (dimmed) until the new ones come.
    // Another place: nothing of the last one stays; skeletons show.
    placeholderData: (previous: VendorListLocationResponse | undefined, previousQuery) =>
      previousQuery && samePlace(previousQuery.queryKey[1] as VendorListLocationInput, input) ? previous : undefined,
  });

  // page=-1, abc or 2.5 show page 1: the address says so too (no page, as vendorResultHref writes page 1).
  useCanonicalPage(params.page > 1 ? String(params.page) : null);

  // §3: list pages write sortBy and offset to storage.
  const offset = offsetForPage(params.page);
  useEffect(() => {
    storage.set(storageKeys.sortBy, params.sort);
    storage.set(storageKeys.offset, offset);
  }, [params.sort, offset]);

  const hrefFor = (next: VendorResultParams) => vendorResultHref(place, next);
  /** Shows the page with other filters; the §2.1 state goes along. */
  const change = (next: VendorResultParams) => navigate(hrefFor(next), { state: location.state });

  return { place, params, query, hrefFor, change };
}
