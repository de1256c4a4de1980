/**
 * The page's state (the bus, the query cache, the translator, the API's
 * address and clients, the storage view): one of each per page.
 *
 * In a browser the page is the document: each piece lives on `globalThis`
 * under its key. Federation gives every bundle the same copy of @gbx/shared,
 * but a mis-configured remote (a relative import, a version mismatch) would
 * bundle a second copy; on the global object it still joins the same bus
 * instead of silently starting its own.
 *
 * On the host's server many visitors' pages render at once, so the page is
 * the request: the server names where the current request's state lives
 * (setPageScopes, an AsyncLocalStorage) and each piece is created in it, the
 * first time that request's page reads it. Reading page state outside a
 * request's render there is a bug (it would be every visitor's at once): it
 * throws.
 */
export type PageScope = Map<string, unknown>;

/** Where the server keeps the scope of the request being rendered (its AsyncLocalStorage). */
export interface PageScopes {
  current(): PageScope | undefined;
}

declare global {
  // On the global object, like the state itself, so every copy of this module
  // in the server's bundles (the host's and the remotes') reads the same source.
  var __GBX_PAGE_SCOPES__: PageScopes | undefined;
}

/** The server's source of request scopes (host/src/server/page-scope.ts); never set in a browser. */
export function setPageScopes(scopes: PageScopes): void {
  globalThis.__GBX_PAGE_SCOPES__ = scopes;
}

/**
 * True in a server build (tooling/webpack's __GBX_SERVER__) and in the tests
 * that define it: a browser build leaves out every branch behind it.
 */
export const SERVER_BUILD = typeof __GBX_SERVER__ !== 'undefined' && __GBX_SERVER__;

/** The page's value under `key`, created by `create` the first time this page asks. */
export function pageState<T>(key: string, create: () => T): T {
  const scopes = SERVER_BUILD ? globalThis.__GBX_PAGE_SCOPES__ : undefined;
  if (scopes) {
    const scope = scopes.current();
    if (!scope) throw new Error(`@gbx/shared: the page state '${key}' was read outside a page's render`);
    if (!scope.has(key)) scope.set(key, create());
    return scope.get(key) as T;
  }
  const global = globalThis as unknown as Record<string, unknown>;
  if (global[key] === undefined) global[key] = create();
  return global[key] as T;
}
