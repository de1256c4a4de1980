import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { forgetOnCatalogueChange } from './catalogue-caches.js';
import type { PlaceDirectory } from './place-directory.js';

/** What a product item shows of its vendor (§3: VendorInfo, CompanyURL, VandorDate, VendorProductCount). */
export interface VendorNames {
  company_name: string;
  company_url: string;
  vendor_since: Date;
  vendor_product_count: number;
  vendor_rating_count: number;
}

/** A category of the tree as the listings name it: its level (1 = top) and the category above it. */
export interface CategoryName {
  id: number;
  name: string;
  count: number;
  level: number;
  parent: number | null;
}

/** A category and the ones above it, top first: Fashion › Watches › Women Watches. Empty for an unknown id. */
export function categoryTrail(categories: Map<number, CategoryName>, id: number): Array<{ level: number; id: number; name: string }> {
  const trail: Array<{ level: number; id: number; name: string }> = [];
  // At most four levels; the bound also stops a cycle a bad import could make.
  for (let category = categories.get(id); category && trail.length < 4; category = category.parent === null ? undefined : categories.get(category.parent)) {
    trail.unshift({ level: category.level, id: category.id, name: category.name });
  }
  return trail;
}

export interface PlaceNames {
  city_name: string;
  state_name: string;
  country_name: string;
}

const TTL_MS = 60_000;
const LIMIT = 100_000;

/**
 * The vendor and place names of product rows, from memory: market cities and
 * countries are in the PlaceDirectory, vendors in a cache refreshed every minute.
 * A listing page then reads its products with one query on one table, instead of
 * a five-way join planned on every request.
 */
export class CatalogueNames {
  private readonly vendorCache = new Map<number, { value: VendorNames; at: number }>();
  private readonly cityCache = new Map<number, { city: string; state: string }>();

  private categoryMap: Promise<Map<number, CategoryName>> | null = null;
  private categoriesAt = 0;

  constructor(private readonly db: Kysely<DB>, private readonly directory: PlaceDirectory) {}

  /** Forgets the category tree's counts and the vendors (their product counts change with the catalogue). */
  forget(): void {
    this.categoryMap = null;
    this.vendorCache.clear();
  }

  /** The category tree's names and counts (a few thousand rows; counts change only when they are refreshed). */
  async categories(): Promise<Map<number, CategoryName>> {
    if (!this.categoryMap || Date.now() - this.categoriesAt > TTL_MS) {
      this.categoriesAt = Date.now();
      this.categoryMap = this.db
        .selectFrom('categories')
        .select(['id', 'name', 'product_count', 'level', 'parent_id'])
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, count: row.product_count, level: row.level, parent: row.parent_id }])));
      this.categoryMap.catch(() => (this.categoryMap = null));
    }
    return this.categoryMap;
  }

  async vendors(ids: readonly number[]): Promise<Map<number, VendorNames>> {
    const now = Date.now();
    const result = new Map<number, VendorNames>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const hit = this.vendorCache.get(id);
      if (hit && now - hit.at < TTL_MS) result.set(id, hit.value);
      else missing.push(id);
    }
    if (missing.length) {
      const rows = await this.db
        .selectFrom('vendors')
        .select(['id', 'company_name', 'company_url', 'created_at', 'product_count', 'rating_count'])
        .where('id', 'in', missing)
        .execute();
      if (this.vendorCache.size + rows.length > LIMIT) this.vendorCache.clear();
      for (const row of rows) {
        const value: VendorNames = {
          company_name: row.company_name, company_url: row.company_url, vendor_since: row.created_at,
          vendor_product_count: row.product_count, vendor_rating_count: row.rating_count,
        };
        this.vendorCache.set(row.id, { value, at: now });
        result.set(row.id, value);
      }
    }
    return result;
  }

  /** City, state and country names; cities outside the market cities are read once and kept. */
  async places(rows: ReadonlyArray<{ city_id: number; country: string }>): Promise<Map<number, PlaceNames>> {
    const result = new Map<number, PlaceNames>();
    const missing = new Set<number>();
    for (const row of rows) {
      const country = this.directory.country(row.country.trim())?.name ?? row.country;
      const place = this.directory.place(row.city_id) ?? this.cityCache.get(row.city_id);
      if (place) result.set(row.city_id, { city_name: place.city, state_name: place.state, country_name: country });
      else missing.add(row.city_id);
    }
    if (missing.size) {
      const found = await this.db
        .selectFrom('cities')
        .innerJoin('states', 'states.id', 'cities.state_id')
        .innerJoin('countries', 'countries.iso2', 'cities.country')
        .select(['cities.id', 'cities.name', 'states.name as state', 'countries.name as country_name'])
        .where('cities.id', 'in', [...missing])
        .execute();
      for (const row of found) {
        if (this.cityCache.size < LIMIT) this.cityCache.set(row.id, { city: row.name, state: row.state });
        result.set(row.id, { city_name: row.name, state_name: row.state, country_name: row.country_name });
      }
    }
    return result;
  }
}

const instances = new WeakMap<Kysely<DB>, CatalogueNames>();

export function catalogueNamesOf(db: Kysely<DB>, directory: PlaceDirectory): CatalogueNames {
  let names = instances.get(db);
  if (!names) {
    const created = new CatalogueNames(db, directory);
    instances.set(db, created);
    forgetOnCatalogueChange(db, () => created.forget());
    names = created;
  }
  return names;
}
