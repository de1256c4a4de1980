import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export type CountScope =
  | 'all' | 'country' | 'available' | 'state' | 'city' | 'postal' | 'segment' | 'featured' | 'discounted'
  // A place and a market segment: key '{place key}|{segment}' (seed/refresh-counts.ts).
  | 'country-segment' | 'state-segment' | 'city-segment' | 'postal-segment';

interface Pair {
  products: number;
  vendors: number;
}

const TTL_MS = 10_000;

/**
 * The precomputed counts (stat_counts, see seed/refresh-counts.ts) in memory,
 * reloaded at most every 10 s: the table is small (a row per place and segment)
 * and every listing item shows a dozen of these counts.
 */
export class StatCounts {
  /** scope -> key -> counts: two lookups instead of building a 'scope|key' string a dozen times per list item. */
  private counts = new Map<string, Map<string, Pair>>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  private async reload(): Promise<void> {
    const rows = await this.db.selectFrom('stat_counts').selectAll().execute();
    const counts = new Map<string, Map<string, Pair>>();
    for (const row of rows) {
      let scope = counts.get(row.scope);
      if (!scope) counts.set(row.scope, (scope = new Map()));
      scope.set(row.key, { products: row.product_count, vendors: row.vendor_count });
    }
    this.counts = counts;
    this.loadedAt = Date.now();
  }

  /** Makes sure the counts are fresh enough; cheap when they are. */
  async ready(): Promise<this> {
    if (Date.now() - this.loadedAt > TTL_MS) {
      this.loading ??= this.reload().finally(() => (this.loading = null));
      await this.loading;
    }
    return this;
  }

  /** Forces a reload on the next ready() (after the catalogue changed). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  products(scope: CountScope, key: string | number = ''): number {
    return this.counts.get(scope)?.get(String(key))?.products ?? 0;
  }

  vendors(scope: CountScope, key: string | number = ''): number {
    return this.counts.get(scope)?.get(String(key))?.vendors ?? 0;
  }
}

export function postalKey(country: string, postalCode: string): string {
  return `${country}:${postalCode}`;
}
