import type { FetchQueryOptions } from '@tanstack/react-query';
import { getQueryClient } from '../data/query-client';
import { SERVER_BUILD } from '../lib/page-state';

/** The address a route is opened at: the path's parameters and the query string, and the router state a link sent along (§2.1; none on a server). */
export interface RouteAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  state?: unknown;
}

/**
 * What a page shows first from the API, for its address: its route's loader.
 * Declared once, beside the route (each remote's ./routes), from the same
 * query options the page's components ask for, and run wherever the page is
 * opened: by the host's server before it renders the page, once, with its
 * data (host/src/server/render-page.tsx); by the browser when the address
 * changes, before the page's code has even arrived (host/src/app/route-data.ts).
 * The components then find their answers loaded or loading instead of asking
 * only once they are on screen. Resolves when its loads have ended, failed
 * ones too (a failure stays in the cache, for the page to show).
 */
export type RouteLoader = (address: RouteAddress) => Promise<void>;

/** Loads each of `options` (none for a false or null one) into the page's cache (unless it has a fresh answer); resolves when all have ended, failed or not. */
// `any`: each of the options has its own answer and key types, which prefetchQuery keeps apart.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

export async function loadQueries(...options: ReadonlyArray<AnyQueryOptions | null | false | undefined>): Promise<void> {
  const client = getQueryClient();
  // On the host's server an answer stays until the page is rendered and its answers are in the
  // document, whatever the query's own gcTime (advanced search's is 0): a query keeps the
  // longest gcTime it was given, and an endless one starts no timer.
  // In a browser a query kept for no time (gcTime 0: advanced search's results, which leaving the
  // page clears, §4) would be gone before its page's code arrives to show it: it loads with the page.
  const kept = SERVER_BUILD && globalThis.__GBX_PAGE_SCOPES__ !== undefined;
  await Promise.all(
    options.map((each) => {
      if (!each || (!kept && each.gcTime === 0)) return undefined;
      return client.prefetchQuery(kept ? { ...each, gcTime: Infinity } : each);
    }),
  );
}
