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
 * ones too (a failure stays in the cache, for the page to show), with
 * what the address turned out to name (RouteOutcome).
 */
export type RouteLoader = (address: RouteAddress) => Promise<void | RouteOutcome>;

/**
 * What a loader may say of its address: it names nothing (an unknown
 * product). The page says so itself; the host's server sends it with status
 * 404 and noindex, for crawlers and shared links (render-page.tsx).
 */
export interface RouteOutcome {
  notFound: true;
}
