/**
 * @gbx/shared/server: what only the host's server render of a page uses
 * (host/src/server). An entry of its own, never shared with the browser
 * bundles: reading the render cookie and packing a render's answers are a
 * server's work, and every byte of @gbx/shared's main entry reaches every page.
 */
export { cookieValue, decodeRenderCookie } from './storage/read-render-cookie';
export { answersForBrowser } from './data/server-render';
export { FORWARDED_SESSION, setApiCallAddress } from './api/client';
export { takeServerPageTitle } from './routes/server-page-title';
export { setPageScopes } from './lib/page-state';
export type { PageScope, PageScopes } from './lib/page-state';
export { STORAGE_VIEW } from './storage/storage';
export { SESSION_COOKIE } from '@gbx/contract/rules';
