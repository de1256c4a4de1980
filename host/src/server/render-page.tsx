import { StrictMode } from 'react';
import { addTranslations, getI18n, isRightToLeft, translationsReady, type ApiConfig, type RemoteName, type RouteAddress, type RouteId, type StorageKey } from '@gbx/shared';
import { answersForBrowser, cookieValue, decodeRenderCookie, FORWARDED_SESSION, SESSION_COOKIE, STORAGE_VIEW, takeServerPageTitle } from '@gbx/shared/server';
import { getInstance, registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { App } from '../app/app';
import { loadRouteData } from '../app/route-data';
import { routeMatchOf } from '../app/route-id';
import { ROUTE_OWNERS } from '../app/route-table';
import { pageFilesOf } from '../federation/remote-manifest';
import { isConsentAddress, isGatedBeforeConsent } from '../features/consent/consent-storage';
import { documentTitle } from '../features/shell/page-title';
import { SHELL_NAMESPACE, shellResources } from '../i18n';
import { withPageScope } from './page-scope';
import { startVisitorState } from './page-state';
import { renderToHtml } from './render-html';
import { RequestStorage } from './request-storage';
import { serverAddressesPlugin } from './server-addresses';
import { DataTimeoutError, failedQueries, unloadedQueries, withinTime } from './server-data';
import { fillDocument } from './server-document';
import { prepareRemote } from './server-remotes';

export interface PageRequest {
  /** The path and query string asked for. */
  url: string;
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** The deployment's remotes.json. */
  remotesJson: unknown;
  /** The API's addresses as browsers reach them (config.json); the server's own calls go where setServerOrigins says. */
  api: ApiConfig;
  /** The server document (dist/server/document.html). */
  template: string;
  /** The nonce of the response's Content-Security-Policy. */
  nonce: string;
}

export interface RenderLimits {
  /** How long React's render may take. */
  renderMs: number;
  /** How long the page's first data may take (server-data.ts). */
  dataMs: number;
}

/**
 * The page, or why the browser renders it instead: `expected` when that is
 * the rule (no consent, signed in, ...), not a failure worth a log line.
 */
export type PageOutcome =
  | {
      rendered: true;
      document: string;
      /** The route rendered ('root': the consent page). */
      routeId: RouteId;
      /** What the page's render asked for that its route's loader did not load (server-data.ts). */
      unloaded: string[];
      /** 404 when the page's loader found that its address names nothing (RouteOutcome), else 200. */
      status: 200 | 404;
    }
  | { rendered: false; reason: string; expected: boolean };

const leaveToBrowser = (reason: string): PageOutcome => ({ rendered: false, reason, expected: true });

// The shell's texts, as the browser's bootstrap adds them.
addTranslations(SHELL_NAMESPACE, shellResources);
// The host's runtime and every remote's fetch their files at this server's
// addresses (server-addresses.ts): the host's runtime has started already, the
// remotes' start as they load.
registerPlugins([serverAddressesPlugin()]);
registerGlobalPlugins([serverAddressesPlugin()]);

/**
 * Whether the host's own build provides `shareKey`. A page's first load has
 * only what the shell provides: its other shared modules (the catalogue, the
 * sanitizer) come with the page's files, which the document names.
 */
function providedByHost(shareKey: string): boolean {
  const instance = getInstance();
  const versions = instance?.shareScopeMap.default?.[shareKey] ?? {};
  return Object.values(versions).some((shared) => shared.from === instance?.name);
}

/** What the server draws for one request: the address it renders, and the area's page there (none: the consent page, the host's own). */
type Drawing = { location: string; area: { remote: RemoteName; routeId: RouteId; address: RouteAddress } | null };

/**
 * What to draw for `url`, given what the visitor's storage holds (nothing
 * without a render cookie: the cookie exists only once they agreed, §4), or
 * why the browser draws it. Before consent every address but the pages the
 * consent text links to shows the consent page, at '/', as the browser's
 * bootstrap moves it there; those pages render in the browser. After consent,
 * the pages of the areas; a signed-in visitor's when their session cookie
 * reaches this server (the API and the host share a host name), so the page
 * shows what the API answers them.
 */
function drawingFor(url: string, stored: ReadonlyMap<StorageKey, string>, session: string | undefined): Drawing | PageOutcome {
  const address = new URL(url, 'http://page.invalid');
  if (stored.get('cookieConsent') !== '1') {
    if (!isGatedBeforeConsent(address.pathname) && !isConsentAddress(address.pathname)) return leaveToBrowser('no consent: a page the consent text links to');
    return { location: '/', area: null };
  }
  if (stored.get('isLoggedin') === '1' && !session) return leaveToBrowser('signed in, but the session cookie does not reach this server');
  const route = routeMatchOf(address.pathname);
  const owner = route && ROUTE_OWNERS[route.id];
  if (!route || !owner || owner === 'host') return leaveToBrowser('not a page of an area');
  return { location: `${address.pathname}${address.search}`, area: { remote: owner, routeId: route.id, address: { params: route.params, search: address.searchParams } } };
}

/**
 * Renders the page a visitor asked for on the server, so it shows from the
 * document, before a script has arrived; the browser then hydrates it
 * (host/src/app/bootstrap.tsx). A page is rendered only when it would look
 * the same in the browser: a returning visitor who agreed to cookies (§4), on
 * a page of an area, signed in or not; or the consent page of a visitor the
 * server knows nothing of (the browser draws its own instead when its storage
 * says otherwise: the document's loader and the bootstrap check). The page's
 * first data is loaded first, as its route declares it (its loader), then the
 * page is rendered once. Everything else, and every failure (a remote, a
 * call, the time), is served to render in the browser as before:
 * `rendered: false` with the reason.
 */
export async function renderPage(request: PageRequest, limits: RenderLimits): Promise<PageOutcome> {
  // A build that lets a developer point the page at their own remote (README,
  // "Working on one remote locally") renders in the browser: the override
  // lives in the browser's storage, and the server would render the deployed one.
  if (__GBX_ALLOW_REMOTE_OVERRIDES__) return leaveToBrowser('remote overrides allowed');
  const stored = decodeRenderCookie(request.cookie) ?? new Map<StorageKey, string>();
  // A signed-in buyer's page is rendered with the API's answers to them: their session cookie goes with its calls.
  const sessionValue = cookieValue(request.cookie, SESSION_COOKIE);
  const session = sessionValue ? `${SESSION_COOKIE}=${sessionValue}` : undefined;
  const drawing = drawingFor(request.url, stored, session);
  if ('rendered' in drawing) return drawing;
  const { location, area } = drawing;

  // The visitor's page state, their own for this request (page-scope.ts): many pages render at once.
  const scope: Array<[string, unknown]> = [[STORAGE_VIEW, new RequestStorage(stored)]];
  if (session) scope.push([FORWARDED_SESSION, session]);
  return withPageScope(scope, async (): Promise<PageOutcome> => {
    const client = startVisitorState(request.api);
    const prepared = area ? await prepareRemote(request.remotesJson, area.remote) : null;
    // The page's and the shell's first data, as its route declares it: the page renders once, with it.
    const { notFound } = area ? await withinTime(loadRouteData(area.routeId, area.address), limits.dataMs) : { notFound: false };
    await translationsReady();
    const rendered = await renderToHtml(
      <StrictMode>
        <App location={location} />
      </StrictMode>,
      limits.renderMs,
    );
    const title = documentTitle(takeServerPageTitle() ?? '');
    const failed = failedQueries(client);
    // A failed call is the page's to show (its quiet Try again, §8): the browser renders it.
    if (failed.length > 0) return leaveToBrowser(`calls failed: ${failed.join(', ')}`);
    const language = getI18n().language;
    const document = fillDocument(request.template, {
      language,
      direction: isRightToLeft(language) ? 'rtl' : 'ltr',
      title,
      styles: rendered.styles,
      html: rendered.html,
      state: {
        queries: answersForBrowser(client),
        pageFiles: area && prepared ? pageFilesOf(prepared.manifest, prepared.manifestUrl, area.routeId, providedByHost) : [],
        consentPage: area === null,
      },
      nonce: request.nonce,
      noindex: notFound,
    });
    return { rendered: true, document, routeId: area?.routeId ?? 'root', unloaded: unloadedQueries(client), status: notFound ? 404 : 200 };
  }).catch((error: unknown) => {
    if (error instanceof DataTimeoutError) return { rendered: false, reason: error.message, expected: false };
    throw error;
  });
}
