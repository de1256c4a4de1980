import { startTransition, StrictMode } from 'react';
import {
  adoptLoadedAnswers,
  addTranslations,
  applyLanguage,
  configureApi,
  DEFAULT_LANGUAGE,
  getQueryClient,
  hydrate,
  mirrorForServerRender,
  storage,
  storageKeys,
  translationsReady,
} from '@gbx/shared';
import { drawsServersConsentPage, hasConsented, isGatedBeforeConsent } from '../features/consent/consent-storage';
import { loadConsentPage } from '../features/consent/load-consent-page';
import { setUpDevice } from '../features/device/device-setup';
import { followPageTitles } from '../features/shell/page-title';
import { SHELL_NAMESPACE, shellResources } from '../i18n';
import { registerDeployedRemotes } from '../federation/remote-registry';
import { preloadRemotePage } from '../federation/remote-page-cache';
import { loadShellData } from './shell-data';
import { routeMatchOf } from './route-id';
import { ROUTE_OWNERS } from './route-table';
import { loadApiConfig, loadRemotesJson } from './runtime-files';
import { readServerRenderState } from './server-render-state';
import { App } from './app';

async function start() {
  followPageTitles();
  // The next page's server render reads what this visitor's storage holds (the render cookie).
  mirrorForServerRender();
  // Before AGREE every address leads to the consent page, at '/' (§4): the
  // address moves there before the first render, so that render is the
  // consent page the server drew, not a redirect that draws nothing first.
  if (!hasConsented() && isGatedBeforeConsent(window.location.pathname)) window.history.replaceState(window.history.state, '', '/');
  // A page the server rendered comes with the answers it was rendered with: the
  // browser's cache starts with them, so its first render is the server's. The
  // consent page the server drew for a visitor it knew nothing of is not this
  // browser's page when it holds the consent or another language already: it
  // draws its own.
  const rendered = readServerRenderState();
  const serverRender = rendered && (!rendered.consentPage || drawsServersConsentPage()) ? rendered : null;
  if (serverRender) {
    hydrate(getQueryClient(), serverRender.queries);
    adoptLoadedAnswers(getQueryClient());
  }
  // Whatever the address, a visitor who has not agreed sees the consent page first (§4).
  const consentPage = hasConsented() ? undefined : loadConsentPage();
  addTranslations(SHELL_NAMESPACE, shellResources);
  applyLanguage(storage.get(storageKeys.selectedLanguage) ?? DEFAULT_LANGUAGE);
  // The shell's texts of the visitor's language arrive beside the runtime files: the first paint is in that language.
  const [remotes, apiConfig] = await Promise.allSettled([loadRemotesJson(), loadApiConfig(), translationsReady()]);
  if (apiConfig.status === 'fulfilled') configureApi(apiConfig.value);
  const route = routeMatchOf(window.location.pathname);
  try {
    if (remotes.status === 'rejected') throw remotes.reason;
    registerDeployedRemotes(remotes.value);
    const owner = route && ROUTE_OWNERS[route.id];
    if (route && owner && owner !== 'host') preloadRemotePage(owner, route.id);
  } catch (error) {
    // The shell still renders; every remote area shows its fallback panel.
    console.error('[gbx] remotes.json is missing or invalid', error);
  }
  // The shell's first data starts loading now, beside the page's area, while
  // react-dom arrives; a page the server rendered has its data. The page's own
  // asks as it renders: its route's loader is for the server's render and the
  // browser's navigations (route-data.ts). Before the visitor agrees to
  // cookies (§4) nothing is asked.
  if (!serverRender && hasConsented()) void loadShellData(route?.id);
  // react-dom, the largest file of a first visit (index.html preloads it, so it
  // is already downloading), is waited for only now: the requests above (the
  // page's area, its data and the shell's) went out while it was still on its
  // way, instead of after it (0.2-0.5 s of a phone's largest paint in
  // Lighthouse's mobile simulation).
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  // The consent page the server drew is hydrated with its code in (it has been on its way beside react-dom). Its
  // lazy part hydrated later would keep its buttons dead for a moment after the shell's part had stopped holding
  // presses (UntilInteractive): a DISAGREE pressed then was lost (seen once on a cold CI machine).
  if (serverRender?.consentPage) await consentPage?.catch(() => undefined);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const page = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A transition: React renders (or hydrates) the page in slices of a few
  // milliseconds and lets the browser breathe between them, instead of one
  // long task that a phone's slower processor would block input with. A page
  // the server rendered is on screen already: React takes it over as it is,
  // and the area's part once its remote has arrived.
  startTransition(() => {
    if (serverRender) hydrateRoot(container, page);
    else createRoot(container).render(page);
  });
  // After the first paint: the page never waits for the position prompt.
  void setUpDevice();
}

void start();
