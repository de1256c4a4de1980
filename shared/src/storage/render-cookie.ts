import { storageKeys, type StorageKey } from './storage-keys';

/**
 * The host renders a returning visitor's page on its server (host/src/server),
 * so the page shows before its scripts have arrived. What that render reads
 * from browser storage (§3) lives in localStorage, which a server never sees:
 * these values are mirrored into one first-party cookie the browser sends with
 * the page's request. Only what a page's first render reads is in it: consent,
 * the language and the switch's country language, the device context every
 * call sends, the heart's count, and a signed-in visitor's top bar (their
 * name, type, dashboard address and user reference, which the cart link
 * needs, §6). Never a token: who is signed in comes from the API's HttpOnly
 * session cookie, which the server passes on to the API; this cookie is
 * readable by the page and by the servers of the site, like the storage it
 * mirrors, and says nothing the page's scripts could not read.
 */
export const RENDER_COOKIE = 'gbx_render';

export const RENDER_KEYS: readonly StorageKey[] = [
  storageKeys.cookieConsent,
  storageKeys.selectedLanguage,
  storageKeys.countryLanguage,
  storageKeys.languageName,
  storageKeys.isLoggedin,
  storageKeys.userName,
  storageKeys.userType,
  storageKeys.userData,
  storageKeys.dataurl,
  storageKeys.devicebrowser,
  storageKeys.deviceos,
  storageKeys.latitude,
  storageKeys.longitude,
  storageKeys.userdevice,
  storageKeys.wishListCountData,
];

/** Browsers keep a cookie of up to 4096 bytes; a larger mirror is not written (the page then renders in the browser). */
export const RENDER_COOKIE_MAX_BYTES = 3800;
/** A year: the storage it mirrors has no end either. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's value for `values` (only the render keys, only strings): URI-encoded JSON. */
export function encodeRenderCookie(values: Partial<Record<StorageKey, string>>): string {
  const kept: Record<string, string> = {};
  for (const key of RENDER_KEYS) {
    const value = values[key];
    if (typeof value === 'string') kept[key] = value;
  }
  return encodeURIComponent(JSON.stringify(kept));
}

/**
 * Writes the cookie from what localStorage holds now (the storage module calls
 * it whenever a render key changes, and the host once at start for storage
 * written before the mirror existed). No cookie before the visitor agreed to
 * cookies (§4), none past the size a browser keeps. Does nothing outside a browser.
 */
export function writeRenderCookie(read: (key: StorageKey) => string | null): void {
  if (typeof document === 'undefined') return;
  const values: Partial<Record<StorageKey, string>> = {};
  for (const key of RENDER_KEYS) {
    const value = read(key);
    if (value !== null) values[key] = value;
  }
  const value = encodeRenderCookie(values);
  const keep = values.cookieConsent === '1' && value.length <= RENDER_COOKIE_MAX_BYTES;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = keep
      ? `${RENDER_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
      : `${RENDER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked: the page renders in the browser, as it always could.
  }
}

/** Whether `key` is one the render cookie carries. */
export function isRenderCookieKey(key: string): key is StorageKey {
  return (RENDER_KEYS as readonly string[]).includes(key);
}
