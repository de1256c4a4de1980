import { useSyncExternalStore } from 'react';
import { bus, readProductId, storage, storageKeys } from '@gbx/shared';

/**
 * The visitor's compare list (issue 41): up to four products, kept in local
 * storage (so it survives a reload and a visitor needs no account) and
 * announced on the page's one bus ('compare:changed'), so the host's bar and
 * every Compare toggle of every area update at once. Each area bundles this
 * module (it holds no state of its own: storage is the list, the bus the
 * news), as @gbx/shared/teasers does with the recently viewed products.
 */
export const COMPARE_LIMIT = 4;

/** One product of the list: its id and its title (for the bar, which asks the API nothing). */
export interface CompareItem {
  id: string;
  title: string;
}

const EMPTY: readonly CompareItem[] = Object.freeze([]);
let cached: { raw: string | null; list: readonly CompareItem[] } = { raw: null, list: EMPTY };

/** Storage is the visitor's to edit: only valid product ids, each once, at most four; a title is plain text, cut to 200 characters. */
export function cleanCompareList(values: unknown): CompareItem[] {
  const list: CompareItem[] = [];
  for (const value of Array.isArray(values) ? values : []) {
    const item = (value ?? {}) as { id?: unknown; title?: unknown };
    const id = typeof item.id === 'string' ? readProductId(item.id) : null;
    if (id === null || list.some((each) => each.id === id)) continue;
    list.push({ id, title: typeof item.title === 'string' ? item.title.slice(0, 200) : '' });
    if (list.length === COMPARE_LIMIT) break;
  }
  return list;
}

/** The stored list (the same array until it changes, as useSyncExternalStore needs). */
export function readCompareList(): readonly CompareItem[] {
  const raw = storage.get(storageKeys.compareProducts);
  if (raw === cached.raw) return cached.list;
  let list: readonly CompareItem[] = EMPTY;
  try {
    list = raw ? cleanCompareList(JSON.parse(raw)) : EMPTY;
  } catch {
    list = EMPTY;
  }
  cached = { raw, list };
  return list;
}

function save(list: readonly CompareItem[]): void {
  storage.setJson(storageKeys.compareProducts, list);
  bus.emit({ type: 'compare:changed', ids: list.map((item) => item.id) });
}

/** Adds the product, or takes it out when it is in: 'full' (nothing changed) when four are in already. */
export function toggleCompare(item: CompareItem): 'added' | 'removed' | 'full' {
  const list = readCompareList();
  if (list.some((each) => each.id === item.id)) {
    save(list.filter((each) => each.id !== item.id));
    return 'removed';
  }
  if (list.length >= COMPARE_LIMIT) return 'full';
  save(cleanCompareList([...list, item]));
  return 'added';
}

export function removeFromCompare(id: string): void {
  save(readCompareList().filter((each) => each.id !== id));
}

export function clearCompare(): void {
  save(EMPTY);
}

/** Called on every change of the list: this page's (the bus) and another tab's (the storage event). */
export function subscribeCompare(listener: () => void): () => void {
  const subscription = bus.on('compare:changed').subscribe(() => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.compareProducts || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    subscription.unsubscribe();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const none = () => EMPTY;

/**
 * The list, kept up to date. Empty on the server and while React takes over
 * the server's page (its snapshot for hydration), then the stored list: the
 * server's HTML and the browser's first render agree.
 */
export function useCompareList(): readonly CompareItem[] {
  return useSyncExternalStore(subscribeCompare, readCompareList, none);
}
