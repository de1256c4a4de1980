import type { FetchQueryOptions } from '@tanstack/react-query';
import { SERVER_BUILD } from '../lib/page-state';
import { getQueryClient } from './query-client';

// `any`: each of the options has its own answer and key types, which prefetchQuery keeps apart.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/** What a route's loader (../routes/route-data.ts) calls: loads each of `options` (none for a false or null one) into the page's cache (unless it has a fresh answer); resolves when all have ended, failed or not. */
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
