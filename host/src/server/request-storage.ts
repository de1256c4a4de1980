import type { StorageKey } from '@gbx/shared';

/**
 * What the page's code reads as localStorage while the server renders one
 * visitor's page: the values their browser mirrored into the render cookie
 * (@gbx/shared's render-cookie.ts). The shared code reads storage through one
 * module that asks for `globalThis.localStorage` on every access, so the same
 * code renders the same page here as in the visitor's browser. Writes during
 * the render stay in this request's copy.
 */
class RequestStorage implements Storage {
  private readonly values: Map<string, string>;

  constructor(values: ReadonlyMap<StorageKey, string>) {
    this.values = new Map(values);
  }

  get length(): number {
    return this.values.size;
  }

  clear(): void {
    this.values.clear();
  }

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }

  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
}

/** Installs the visitor's stored values as `localStorage` for one render; the returned function takes them away. */
export function installRequestStorage(values: ReadonlyMap<StorageKey, string>): () => void {
  Object.defineProperty(globalThis, 'localStorage', { value: new RequestStorage(values), configurable: true, writable: false });
  return () => {
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true, writable: false });
  };
}
