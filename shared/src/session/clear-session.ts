import { bus } from '../bus/bus';
import { DEFAULT_LANGUAGE } from '../constants';
import { storage } from '../storage/storage';
import { LOGOUT_KEYS, UNAUTHORIZED_KEYS } from '../storage/storage-keys';
import { LOGGED_OUT_SESSION } from './session-state';

/**
 * Logout (§4): removes exactly LOGOUT_KEYS, resets the session, the wishlist count
 * and the language (their keys are among those cleared), then emits `auth:logout`.
 * Leaving for the backend logout address is the caller's job.
 */
export function clearSession(): void {
  for (const key of LOGOUT_KEYS) storage.remove(key);
  bus.setSession(LOGGED_OUT_SESSION);
  bus.setWishlistCount(0);
  bus.setLanguage(DEFAULT_LANGUAGE);
  bus.emit({ type: 'auth:logout' });
}

/**
 * The reaction to a 401 (§4, §8): forgets the saved auth and identity
 * (UNAUTHORIZED_KEYS) but keeps the visitor's language, resets the session and
 * emits `auth:unauthorized`, on which the host navigates to /login.
 */
export function clearAuth(): void {
  for (const key of UNAUTHORIZED_KEYS) storage.remove(key);
  bus.setSession(LOGGED_OUT_SESSION);
  bus.emit({ type: 'auth:unauthorized' });
}
