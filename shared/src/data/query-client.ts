import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { skip } from 'rxjs';
import { bus } from '../bus/bus';
import { httpStatusOf, isNetworkError } from '../api/errors';
import { pageState, SERVER_BUILD } from '../lib/page-state';
import { cartKeys, wishlistKeys } from './queries';

/**
 * Meta flag of a query that must not load again when the device or the session
 * changes: one that spends a single-use token (e-mail verification).
 */
export const CONTEXT_FREE = 'contextFree';

/** Tries after the first failure of a load; a visitor should not wait long on a dead server. */
const MAX_RETRIES = 2;

/**
 * Whether a failed load is worth trying again: no answer at all (§8's network
 * error), a server error, or a rate limit. A 4xx is the server's considered
 * answer to this request and would be the same the second time; a 401 has
 * already sent the visitor to /login.
 */
export function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status === undefined) return isNetworkError(error);
  return status >= 500 || status === 429;
}

/**
 * `logFailures`: a failed load is logged to the console (in a browser; the
 * host's server logs why it left a page to the browser instead, once).
 */
export function createQueryClient({ logFailures = true }: { logFailures?: boolean } = {}): QueryClient {
  return new QueryClient({
    // §8: a failed load stores its error (in the cache) and shows no message; the log is for us.
    queryCache: new QueryCache({ onError: logFailures ? (error, query) => console.warn(`[gbx] ${String(query.queryKey[0])} failed`, error) : undefined }),
    defaultOptions: {
      queries: {
        // Counts and listings change only with a seed or a rates import: a page
        // seen a minute ago is still right, and back navigation shows it at once.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: (failures, error) => failures < MAX_RETRIES && isRetryable(error),
        // Areas opt in where fresh data on return matters (the landing count).
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's query cache (page state: on the host's server, each request's
 * own), so every area (and a second copy of this module) reads and fills the
 * same cache: a product list loaded by one remote is not loaded again by another.
 *
 * Every answer of the API depends on the device context or the session (place
 * counts, buyer prices, addedwish and addedshop), so when either changes the
 * whole cache is marked stale and what is on screen loads again in place: the
 * effect of §4's reload, without reloading the document. An add to the cart or
 * the wishlist, announced on the bus by whichever area made it, refreshes the
 * counts and lists that show them (the header's cart box and heart among them).
 */
export function getQueryClient(): QueryClient {
  return pageState('__GBX_QUERY_CLIENT__', () => {
    // On the host's server the cache is a request's, gone with it: no call is tried again (the
    // browser renders that page itself; the server logs why, once) and no entry waits for a
    // garbage-collection timer, which would keep every request's cache alive for its gcTime.
    const onServer = SERVER_BUILD && globalThis.__GBX_PAGE_SCOPES__ !== undefined;
    const client = createQueryClient({ logFailures: !onServer });
    if (onServer) {
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity } });
      return client;
    }
    const refreshContextual = () => void client.invalidateQueries({ predicate: (query) => query.meta?.[CONTEXT_FREE] !== true });
    bus.device$.pipe(skip(1)).subscribe(refreshContextual);
    bus.session$.pipe(skip(1)).subscribe(refreshContextual);
    bus.on('cart:added').subscribe(refreshCartViews);
    bus.on('wishlist:added').subscribe(refreshWishlistViews);
    return client;
  });
}

function refresh(keys: readonly QueryKey[]) {
  for (const queryKey of keys) void getQueryClient().invalidateQueries({ queryKey });
}

/** Loads again what shows the buyer's cart: the header's cart box, the cart page. */
export function refreshCartViews(): void {
  refresh(cartKeys);
}

/** Loads again what shows the buyer's wishlist: its pages and the heart's count. */
export function refreshWishlistViews(): void {
  refresh(wishlistKeys);
}
