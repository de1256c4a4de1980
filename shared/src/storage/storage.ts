import { pageState, SERVER_BUILD } from '../lib/page-state';
import { isRenderCookieKey, writeRenderCookie } from './render-cookie';
import type { StorageKey } from './storage-keys';

/**
 * The page state under which the host's server keeps what a request's page
 * reads as its storage: the values of the visitor's render cookie
 * (host/src/server), so the same code renders the same page there as in the
 * visitor's browser. Writes during that render stay in the request's copy.
 */
export const STORAGE_VIEW = '__GBX_STORAGE_VIEW__';

/**
 * Reaching `localStorage` can itself throw (Safari private mode, sandboxed iframes,
 * blocked third-party storage), and it does not exist in Node tests. Every
 * access goes through here so that storage trouble degrades to "nothing
 * stored" instead of a crashed page.
 */
function localStore(): Storage | null {
  if (SERVER_BUILD && globalThis.__GBX_PAGE_SCOPES__) return pageState<Storage | null>(STORAGE_VIEW, () => null);
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** The one place that reads and writes browser storage, by the keys of §3 only. */
export const storage = {
  /** The stored string, or null when missing or when storage is unavailable. */
  get(key: StorageKey): string | null {
    try {
      return localStore()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },

  /** Stores the value as a string; silently does nothing when storage is full or unavailable. */
  set(key: StorageKey, value: string | number): void {
    try {
      localStore()?.setItem(key, String(value));
    } catch {
      // Quota exceeded or storage blocked: the app keeps its in-memory state.
    }
    if (isRenderCookieKey(key)) mirrorForServerRender();
  },

  remove(key: StorageKey): void {
    try {
      localStore()?.removeItem(key);
    } catch {
      // Nothing stored can be left behind if storage cannot be reached.
    }
    if (isRenderCookieKey(key)) mirrorForServerRender();
  },

  /** Parses a JSON value (auth, userdevice); null when missing or not valid JSON. */
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (raw === null || raw === '') return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },

  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};

/**
 * Writes the cookie that carries what a server render of the next page reads
 * from storage (render-cookie.ts). The storage module calls it on every change
 * of those keys; the host calls it once at start, for storage written before.
 */
export function mirrorForServerRender(): void {
  writeRenderCookie(storage.get);
}
