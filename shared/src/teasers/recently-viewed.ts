import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from '@gbx/shared';

/**
 * 'Recently viewed' (ours): the last 12 products a visitor opened, newest
 * first, kept in local storage so they survive a reload and are the same in
 * every area (the product page writes them, the landing page shows them).
 */
export const RECENTLY_VIEWED_LIMIT = 12;

export interface RecentProduct {
  GBXProductID: string;
  ProductTitle: string;
  /** The address of its first picture ('' when it has none). */
  image: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: RecentProduct[] } = { raw: null, list: [] };

function isRecent(value: unknown): value is RecentProduct {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.GBXProductID === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(item.GBXProductID) && typeof item.ProductTitle === 'string' && typeof item.image === 'string';
}

/** The stored list; storage is the visitor's to edit, so anything that is not a list of products reads as none. */
export function readRecentlyViewed(): RecentProduct[] {
  const raw = storage.get(storageKeys.recentlyViewed);
  if (raw === cached.raw) return cached.list;
  let list: RecentProduct[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    list = [];
  }
  cached = { raw, list };
  return list;
}

/** Puts a product at the front (once), keeping the newest 12. */
export function rememberViewed(product: RecentProduct): void {
  const list = [product, ...readRecentlyViewed().filter((item) => item.GBXProductID !== product.GBXProductID)].slice(0, RECENTLY_VIEWED_LIMIT);
  storage.setJson(storageKeys.recentlyViewed, list);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's visit shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.recentlyViewed) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The recently viewed products, kept up to date. */
export function useRecentlyViewed(): RecentProduct[] {
  return useSyncExternalStore(subscribe, readRecentlyViewed, () => []);
}
