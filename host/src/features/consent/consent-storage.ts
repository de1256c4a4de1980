import { bus, DEFAULT_LANGUAGE, storage, storageKeys } from '@gbx/shared';

/** §3: the consent flag is '1' once the visitor agreed. */
export function hasConsented(): boolean {
  return storage.get(storageKeys.cookieConsent) === '1';
}

/** §4: AGREE stores the consent flag as 1 and sets the language to en. */
export function recordConsent(): void {
  storage.set(storageKeys.cookieConsent, '1');
  storage.set(storageKeys.selectedLanguage, DEFAULT_LANGUAGE);
  bus.setLanguage(DEFAULT_LANGUAGE);
}

/** Pages the consent text links to, readable before agreeing (§2.2). */
export const READABLE_BEFORE_CONSENT = ['/', '/privacy-policy', '/terms-condition'];

/** The address without its trailing slashes ('/' for the root). */
const normalized = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** §4: before AGREE, every address but the pages the consent text links to leads to the consent page, at '/'. */
export function isGatedBeforeConsent(pathname: string): boolean {
  return !READABLE_BEFORE_CONSENT.includes(normalized(pathname));
}

/** Whether the address is the consent page itself, '/'. */
export function isConsentAddress(pathname: string): boolean {
  return normalized(pathname) === '/';
}

/**
 * Whether this browser draws the consent page as the host's server drew it
 * for a visitor it knows nothing of (no render cookie before consent): in
 * English, without a flag. A visitor who agreed already (their cookie gone, or
 * cookies blocked), or who stored another language or a device before,
 * gets the page drawn by the browser instead.
 */
export function drawsServersConsentPage(): boolean {
  const language = storage.get(storageKeys.selectedLanguage);
  return !hasConsented() && (language === null || language === DEFAULT_LANGUAGE) && storage.get(storageKeys.userdevice) === null;
}
