import type { Query, QueryClient } from '@gbx/shared';

/** Whether the component that asked for `query` lets it load (its `enabled` option). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Loads what the last render asked for and did not have: each query a
 * component created (TanStack Query puts it in the cache as the component
 * renders) that has neither data nor a load under way. The server's render
 * then runs again with the answers, as the browser's would once they arrive.
 * Returns how many were loaded.
 */
export async function loadRequestedData(client: QueryClient): Promise<number> {
  const waiting = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length;
}

/** The queries whose load failed: a page with one is rendered in the browser, which shows its own failure state and retries. */
export function failedQueries(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => String(query.queryKey[0]));
}
