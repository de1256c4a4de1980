import { RENDER_COOKIE, RENDER_COOKIE_MAX_BYTES, isRenderCookieKey } from './render-cookie';
import type { StorageKey } from './storage-keys';

/** The raw value of the cookie `name` in a Cookie header, if it carries one. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * The stored values a Cookie header carries in its render cookie, or null
 * when it carries none or one that is not ours (anything may arrive in a
 * request: only the render keys, as strings, are read).
 */
export function decodeRenderCookie(cookieHeader: string | undefined): Map<StorageKey, string> | null {
  const raw = cookieValue(cookieHeader, RENDER_COOKIE);
  if (raw === undefined || raw.length > RENDER_COOKIE_MAX_BYTES) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const values = new Map<StorageKey, string>();
  for (const [key, value] of Object.entries(parsed)) {
    if (isRenderCookieKey(key) && typeof value === 'string') values.set(key, value);
  }
  return values;
}

