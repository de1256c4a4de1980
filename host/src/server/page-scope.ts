import { AsyncLocalStorage } from 'node:async_hooks';
import { setPageScopes, type PageScope } from '@gbx/shared/server';

/**
 * Where a request's page state lives while its page renders: @gbx/shared's
 * page-wide state (the bus, the query cache, the translator, the API's
 * address and clients, the storage view; lib/page-state.ts) is created in the
 * scope of the request that reads it, so this server renders many visitors'
 * pages at once and none sees another's. AsyncLocalStorage carries the scope
 * through everything the render awaits (its calls, the remotes' chunks,
 * React's suspended work), wherever the code reads it from: in the shell, in
 * a remote's bundle, in an axios interceptor.
 */
const requests = new AsyncLocalStorage<PageScope>();
setPageScopes({ current: () => requests.getStore() });

/** Runs `render` in a page scope of its own, which starts with `seed` (the request's storage view). */
export function withPageScope<T>(seed: Iterable<readonly [string, unknown]>, render: () => Promise<T>): Promise<T> {
  return requests.run(new Map(seed), render);
}
