import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The top (level 1), level-2 and level-3 category names of a product. */
export interface ProductCategory {
  top: string;
  sub: string | null;
  leaf: string | null;
}

type Waiter = (category: ProductCategory | null) => void;

/**
 * The category of a product for its pictures, without a database query per
 * picture: categories are kept in memory once read (a product's category does
 * not change), and the pictures asked for within a few milliseconds of each
 * other (a listing page asks for a dozen at once) are looked up together, in
 * one query by the unique GBX id.
 */
export class ProductCategories {
  private readonly known = new Map<string, ProductCategory>();
  private waiting = new Map<string, Waiter[]>();
  private timer: NodeJS.Timeout | null = null;
  /** How many queries this instance has sent (for the tests). */
  queries = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: { windowMs: number; limit: number; onError?: (error: unknown) => void } = { windowMs: 5, limit: 200_000 },
  ) {}

  /** The product's categories, or null when no product has that id (or the database did not answer). */
  of(gbxProductId: string): Promise<ProductCategory | null> {
    const hit = this.known.get(gbxProductId);
    if (hit) return Promise.resolve(hit);
    return new Promise((resolve) => {
      this.waiting.set(gbxProductId, [...(this.waiting.get(gbxProductId) ?? []), resolve]);
      this.timer ??= setTimeout(() => void this.flush(), this.options.windowMs);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    this.timer = null;
    const found = new Map<string, ProductCategory>();
    try {
      this.queries++;
      const rows = await this.db
        .selectFrom('products')
        .innerJoin('categories as top', 'top.id', 'products.cat1_id')
        .leftJoin('categories as sub', 'sub.id', 'products.cat2_id')
        .leftJoin('categories as leaf', 'leaf.id', 'products.cat3_id')
        .select(['products.gbx_product_id as id', 'top.name as top', 'sub.name as sub', 'leaf.name as leaf'])
        .where('products.gbx_product_id', 'in', [...batch.keys()])
        .execute();
      for (const row of rows) found.set(row.id, { top: row.top, sub: row.sub, leaf: row.leaf });
    } catch (error) {
      // A picture is drawn anyway, with the parcel of an unknown category.
      this.options.onError?.(error);
    }
    if (this.known.size + found.size > this.options.limit) this.known.clear();
    for (const [id, category] of found) this.known.set(id, category);
    // An unknown id is not remembered: a product added later under it gets its own picture.
    for (const [id, waiters] of batch) for (const resolve of waiters) resolve(found.get(id) ?? null);
  }
}
