import { bus } from '../bus/bus';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';

/**
 * The language switch (§4): stores the new language as selectedLanguage and the
 * one it replaces as preselectedLanguage, both lowercase (the translation service
 * translates from the preselected to the selected language), then updates
 * `bus.language` and emits `language:changed`. The page reload is the caller's job.
 */
export function saveLanguageChoice(language: string): void {
  const selected = language.trim().toLowerCase();
  const previous = bus.getLanguage().toLowerCase();
  storage.set(storageKeys.preselectedLanguage, previous);
  storage.set(storageKeys.selectedLanguage, selected);
  bus.setLanguage(selected);
  bus.emit({ type: 'language:changed', language: selected });
}

/**
 * Stores the wishlist count (as wishListCountData, so a reload shows it at once)
 * and publishes it to the header's heart. Negative or non-numeric counts become 0.
 */
export function saveWishlistCount(count: number): void {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  storage.set(storageKeys.wishListCountData, safe);
  bus.setWishlistCount(safe);
}
