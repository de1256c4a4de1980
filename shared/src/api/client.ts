import axios, { isAxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { pageState, SERVER_BUILD } from '../lib/page-state';
import { clearAuth } from '../session/clear-session';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { getApiConfig, type ApiConfig } from './config';
import { NetworkError } from './errors';

/** No body: nothing usable came back, whatever the status line said. */
function isEmptyBody(data: unknown): boolean {
  return data === undefined || data === null || data === '';
}

/**
 * Response handling, the same for both hosts:
 *
 * - 2xx with a body: resolves as usual.
 * - 2xx without a body (undefined, null or ''): rejects with NetworkError
 *   ({ status: 500, data: 'net work error' }, §8).
 * - 401 (with or without a body): clearAuth() (which emits auth:unauthorized, on
 *   which the host goes to /login), then rejects with the original AxiosError so a
 *   caller can still tell a 401 apart (the login page shows its own message).
 * - No response at all (offline, DNS, CORS, timeout): rejects with NetworkError.
 * - Any other error status without a body: rejects with NetworkError.
 * - Any other error status with a body: rejects with the original AxiosError, so
 *   callers can read `error.response.data`.
 *
 * Everything rejects, nothing resolves with an error value: every load has a fail
 * phase (§4) and a single catch is the one place that handles it.
 */
function onFulfilled(response: AxiosResponse): AxiosResponse {
  if (isEmptyBody(response.data)) throw new NetworkError(response);
  return response;
}

function onRejected(error: unknown): Promise<never> {
  // isAxiosError rather than instanceof: it recognises errors made by another copy
  // of axios (the CJS build a test adapter loads, a second bundled copy).
  if (!isAxiosError(error) || !error.response) return Promise.reject(new NetworkError(error));
  if (error.response.status === 401) {
    clearAuth();
    return Promise.reject(error);
  }
  if (isEmptyBody(error.response.data)) return Promise.reject(new NetworkError(error));
  return Promise.reject(error);
}

/**
 * Where a call goes, from the address the page knows its API by. The host's
 * server renders pages with the browsers' addresses of the API (pictures,
 * flags and links in the page must be theirs) but may reach the API itself at
 * another one (setApiCallAddress, @gbx/shared/server); a browser calls the
 * address as it is.
 */
let callAddress = (baseUrl: string): string => baseUrl;

export function setApiCallAddress(address: (baseUrl: string) => string): void {
  callAddress = address;
}

/**
 * The page state under which the host's server keeps the session cookie of
 * the request it renders ('gbx_session=…'), for that page's calls only.
 */
export const FORWARDED_SESSION = '__GBX_FORWARDED_SESSION__';

function createClient(host: keyof ApiConfig): AxiosInstance {
  // withCredentials: the session cookie of the API and backend hosts must travel
  // with cross-origin calls.
  const client = axios.create({ withCredentials: true });
  if (SERVER_BUILD) {
    // On the host's server the API is a neighbour: compressing its answers there
    // and inflating them here (a brotli decoder per answer) cost both sides more
    // CPU than the bytes are worth (measured with bench:render's profiles).
    client.defaults.headers.common['Accept-Encoding'] = 'identity';
    // No call of the API answers with a redirect: without one to follow, axios
    // sends through Node's http itself instead of through follow-redirects'
    // wrapper of each request (about 1.5 % of a rendering process's time).
    client.defaults.maxRedirects = 0;
  }
  client.interceptors.request.use((config) => {
    // Read per request so configureApi() can run after the clients were created
    // (and, in a remote, after another bundle created them).
    config.baseURL = callAddress(getApiConfig()[host]);
    // The anonymous API token of /api/commen/user-token ("csa", §3) identifies
    // the visitor's browser to the API; the login itself rides on the cookie.
    const token = storage.get(storageKeys.csa);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // On the host's server, a signed-in buyer's page calls with their session cookie, which their browser sent with the page's request.
    if (SERVER_BUILD && globalThis.__GBX_PAGE_SCOPES__) {
      const session = pageState<string>(FORWARDED_SESSION, () => '');
      if (session) config.headers.set('Cookie', session);
    }
    return config;
  });
  client.interceptors.response.use(onFulfilled, onRejected);
  return client;
}

interface Clients {
  api: AxiosInstance;
  backend: AxiosInstance;
}

declare global {
  var __GBX_API_CLIENTS__: Clients | undefined;
}

/** Page-wide, for the same reason as the bus: tests mock one instance and every call sees it. */
function clients(): Clients {
  return pageState('__GBX_API_CLIENTS__', () => ({ api: createClient('apiBaseUrl'), backend: createClient('backendBaseUrl') }));
}

/** The client of the product's API host. */
export function apiClient(): AxiosInstance {
  return clients().api;
}

/** The client of the backend host (login-auth, verify-email). */
export function backendClient(): AxiosInstance {
  return clients().backend;
}
