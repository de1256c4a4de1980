import { CONTEXT_FREE, type Query, type QueryClient } from '@gbx/shared';

export class DataTimeoutError extends Error {
  constructor(ms: number) {
    super(`the calls took longer than ${ms} ms`);
    this.name = 'DataTimeoutError';
  }
}

/**
 * `loads` (a page's first data, its route's loader), or DataTimeoutError when
 * it takes longer than `ms`: a slow API must not hold a visitor's page; the
 * browser then renders it and loads its data itself.
 */
export async function withinTime<T>(loads: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DataTimeoutError(ms)), ms);
  });
  try {
    return await Promise.race([loads, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The queries whose load failed: a page with one is rendered in the browser, which shows its own failure state and retries. */
export function failedQueries(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => String(query.queryKey[0]));
}

/** Whether the component that asked for `query` lets it load (its `enabled` option). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The queries the page's render asked for that nothing loaded: its route's
 * loader does not declare them. The page shows them loading and the browser
 * loads them; the server says so, for the loader to be completed. Not one
 * that spends a single-use token (the e-mail verification, CONTEXT_FREE):
 * that is the visitor's browser's to ask, once.
 */
export function unloadedQueries(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) && query.meta?.[CONTEXT_FREE] !== true)
    .map((query) => String(query.queryKey[0]));
}
