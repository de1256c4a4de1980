import type { Query, QueryClient } from '@gbx/shared';

/** Whether the component that asked for `query` lets it load (its `enabled` option). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

export class DataTimeoutError extends Error {
  constructor(ms: number) {
    super(`the calls took longer than ${ms} ms`);
    this.name = 'DataTimeoutError';
  }
}

/**
 * Loads what the last render asked for and did not have: each query a
 * component created (TanStack Query puts it in the cache as the component
 * renders) that has neither data nor a load under way. The server's render
 * then runs again with the answers, as the browser's would once they arrive.
 * Returns how many were loaded; rejects with DataTimeoutError when they take
 * longer than `timeoutMs` (the page is then the browser's: a slow API must not
 * hold the server's one render at a time).
 */
export async function loadRequestedData(client: QueryClient, timeoutMs: number): Promise<number> {
  const waiting = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DataTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    await Promise.race([Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))), late]);
  } finally {
    clearTimeout(timer);
  }
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
