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
