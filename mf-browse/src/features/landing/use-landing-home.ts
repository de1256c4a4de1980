import { queries, useApiQuery } from '@gbx/shared';

/** How often the landing page's product count is loaded again (§2.3, §9: every 10 s). */
export const LIVE_COUNT_INTERVAL_MS = 10_000;

/**
 * landing-home as the landing page loads it: productCount, city and
 * countryCode, loaded again every 10 s while the tab is visible (TanStack
 * pauses the interval in a hidden tab), and at once on the visitor's return,
 * since by then the count is older than its 5 s freshness.
 */
export function liveLandingHome() {
  return {
    ...queries.landingHome(),
    refetchInterval: LIVE_COUNT_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: LIVE_COUNT_INTERVAL_MS / 2,
  };
}

export function useLandingHome() {
  return useApiQuery(liveLandingHome());
}
