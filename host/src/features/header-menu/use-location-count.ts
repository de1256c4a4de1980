import { useCallback, useEffect, useState } from 'react';
import { postLocationCount, useBusEvent, type LocationCountResponse } from '@gbx/shared';

/**
 * The header's counts (location-count, §7). Refreshed when the session or the
 * cart changes. A failure keeps the last counts and stores the error (§8: no
 * message to the visitor).
 */
export function useLocationCount() {
  const [counts, setCounts] = useState<LocationCountResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const refresh = useCallback(() => {
    postLocationCount()
      .then((answer) => {
        setCounts(answer);
        setError(null);
      })
      .catch((reason: unknown) => {
        setError(reason);
        console.warn('[gbx] location-count failed', reason);
      });
  }, []);
  useEffect(refresh, [refresh]);
  useBusEvent('cart:added', refresh);
  useBusEvent('auth:login', refresh);
  useBusEvent('auth:logout', refresh);
  return { counts, error };
}
