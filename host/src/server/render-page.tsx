import { StrictMode } from 'react';
import {
  addTranslations,
  getI18n,
  isRightToLeft,
  translationsReady,
  type ApiConfig,
  type RemoteName,
  type StorageKey,
} from '@gbx/shared';
import { answersForBrowser, decodeRenderCookie, takeServerPageTitle } from '@gbx/shared/server';
import { getInstance, registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { App } from '../app/app';
import { routeMatchOf } from '../app/route-id';
import { ROUTE_OWNERS } from '../app/route-table';
import { pageFilesOf } from '../federation/page-files-preload';
import { isConsentAddress, isGatedBeforeConsent } from '../features/consent/consent-storage';
import { documentTitle } from '../features/shell/page-title';
import { SHELL_NAMESPACE, shellResources } from '../i18n';
import { startVisitorState } from './page-state';
import { renderToHtml } from './render-html';
import { RenderBusyError, withRenderLock } from './render-lock';
import { installRequestStorage } from './request-storage';
import { serverAddressesPlugin } from './server-addresses';
import { DataTimeoutError, failedQueries, loadRequestedData } from './server-data';
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
  /** How long a render may wait for its turn (render-lock.ts). */
  waitMs: number;
  /** How long one pass of React's render may take. */
  renderMs: number;
  /** How long the calls of one pass may take (server-data.ts). */
  dataMs: number;
}

/**
 * The page, or why the browser renders it instead: `expected` when that is
 * the rule (no consent, signed in, ...), not a failure worth a log line.
 */
export type PageOutcome = { rendered: true; document: string } | { rendered: false; reason: string; expected: boolean };

const leaveToBrowser = (reason: string): PageOutcome => ({ rendered: false, reason, expected: true });

/** Render passes at most: each loads what the one before asked for (a page's data, then what that data leads to). */
const MAX_PASSES = 3;

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
type Drawing = { location: string; area: { remote: RemoteName; routeId: string } | null };

/**
 * What to draw for `url`, given what the visitor's storage holds (nothing
 * without a render cookie: the cookie exists only once they agreed, §4), or
 * why the browser draws it. Before consent every address but the pages the
 * consent text links to shows the consent page, at '/', as the browser's
 * bootstrap moves it there; those pages render in the browser. After consent,
 * the pages of the areas, unless the visitor is signed in.
 */
function drawingFor(url: string, stored: ReadonlyMap<StorageKey, string>): Drawing | PageOutcome {
  const address = new URL(url, 'http://page.invalid');
  if (stored.get('cookieConsent') !== '1') {
    if (!isGatedBeforeConsent(address.pathname) && !isConsentAddress(address.pathname)) return leaveToBrowser('no consent: a page the consent text links to');
    return { location: '/', area: null };
  }
  if (stored.get('isLoggedin') === '1') return leaveToBrowser('signed in');
  const route = routeMatchOf(address.pathname);
  const owner = route && ROUTE_OWNERS[route.id];
  if (!route || !owner || owner === 'host') return leaveToBrowser('not a page of an area');
  return { location: `${address.pathname}${address.search}`, area: { remote: owner, routeId: route.id } };
}

/**
 * Renders the page a visitor asked for on the server, so it shows from the
 * document, before a script has arrived; the browser then hydrates it
 * (host/src/app/bootstrap.tsx). A page is rendered only when it would look
 * the same in the browser: a returning visitor who agreed to cookies (§4) and
 * is not signed in (the session is the browser's), on a page of an area; or
 * the consent page of a visitor the server knows nothing of (the browser
 * draws its own instead when its storage says otherwise: the document's
 * loader and the bootstrap check). Everything else, and every failure (a
 * remote, a call, the time), is served to render in the browser as before:
 * `rendered: false` with the reason.
 */
export async function renderPage(request: PageRequest, limits: RenderLimits): Promise<PageOutcome> {
  // A build that lets a developer point the page at their own remote (README,
  // "Working on one remote locally") renders in the browser: the override
  // lives in the browser's storage, and the server would render the deployed one.
  if (__GBX_ALLOW_REMOTE_OVERRIDES__) return leaveToBrowser('remote overrides allowed');
  const stored = decodeRenderCookie(request.cookie) ?? new Map<StorageKey, string>();
  const drawing = drawingFor(request.url, stored);
  if ('rendered' in drawing) return drawing;
  const { location, area } = drawing;

  return withRenderLock(limits.waitMs, async (): Promise<PageOutcome> => {
    const removeStorage = installRequestStorage(stored);
    try {
      const client = startVisitorState(request.api);
      const prepared = area ? await prepareRemote(request.remotesJson, area.remote) : null;
      await translationsReady();
      const page = (
        <StrictMode>
          <App location={location} />
        </StrictMode>
      );
      // Each pass starts with no page title noted: the document takes the last one's.
      const renderPass = () => {
        takeServerPageTitle();
        return renderToHtml(page, limits.renderMs);
      };
      let rendered = await renderPass();
      for (let pass = 1; pass < MAX_PASSES && (await loadRequestedData(client, limits.dataMs)) > 0; pass += 1) {
        rendered = await renderPass();
      }
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
      });
      return { rendered: true, document };
    } finally {
      removeStorage();
    }
  }).catch((error: unknown) => {
    if (error instanceof RenderBusyError || error instanceof DataTimeoutError) return { rendered: false, reason: error.message, expected: false };
    throw error;
  });
}
