import { queries, useApiQuery } from '@gbx/shared';

/**
 * The header's counts (location-count, §7). The page's query cache loads them
 * again when the session, the device or the cart changes. A failure keeps the
 * last counts and stays in the cache (§8: no message to the visitor).
 */
export function useLocationCount() {
  const { data, error, isPending } = useApiQuery(queries.locationCount());
  return { counts: data ?? null, error, loading: isPending };
}
