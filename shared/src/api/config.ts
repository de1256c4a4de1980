import { pageState } from '../lib/page-state';

export interface ApiConfig {
  /** Base address of the product's API host (the §7 calls not marked "backend host"). */
  apiBaseUrl: string;
  /** Base address of the backend host (login-auth, verify-email, logout, dashboards, cart). */
  backendBaseUrl: string;
}

declare global {
  var __GBX_API_CONFIG__: ApiConfig | undefined;
}

/** A trailing slash would double up with the leading slash of every §7 path. */
function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Until configured, both hosts default to '' (same origin as the page), which is
 * what a remote running standalone behind a dev proxy needs.
 */
function config(): ApiConfig {
  return pageState('__GBX_API_CONFIG__', () => ({ apiBaseUrl: '', backendBaseUrl: '' }));
}

/**
 * Sets the hosts for every client on the page. Kept on the page-wide singleton
 * (like the bus) so that the host's configuration reaches every remote. Can be
 * called again at any time: the clients read it per request.
 */
export function configureApi(next: Partial<ApiConfig>): ApiConfig {
  const current = config();
  if (next.apiBaseUrl !== undefined) current.apiBaseUrl = trimSlash(next.apiBaseUrl);
  if (next.backendBaseUrl !== undefined) current.backendBaseUrl = trimSlash(next.backendBaseUrl);
  return getApiConfig();
}

/** A copy of the current configuration. */
export function getApiConfig(): ApiConfig {
  return { ...config() };
}

/**
 * An address on the backend host, for the pages the app links to rather than
 * calls (logout, dashboards, cart): `backendUrl('/logout')`.
 */
export function backendUrl(path: string): string {
  return `${config().backendBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Address of a country's flag image (served by the API), from its ISO code. */
export function flagUrl(countryCode: string): string {
  return `${getApiConfig().apiBaseUrl}/images/flags/${encodeURIComponent(countryCode.toUpperCase())}.svg`;
}
