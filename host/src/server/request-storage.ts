import type { StorageKey } from '@gbx/shared';

/**
 * What the page's code reads as localStorage while the server renders one
 * visitor's page: the values their browser mirrored into the render cookie
 * (@gbx/shared's render-cookie.ts), the page state STORAGE_VIEW of the
 * request's scope (page-scope.ts), which @gbx/shared's storage module reads
 * there. Writes during the render stay in this request's copy.
 */
export class RequestStorage implements Storage {
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
