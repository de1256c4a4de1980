import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { countCacheOf } from '../../services/count-cache.js';
import type { CatalogueNames } from '../../services/catalogue-names.js';
import type { BuyerContext } from '../../services/place-directory.js';
import type { StatCounts } from '../../services/stat-counts.js';
import { vendorLocationFields } from '../../services/vendor-location-fields.js';
import { listingCacheOf, PAGE_SIZE, placeCountKey } from '../products/listing-query.js';
import type { PlaceFilter } from '../products/listing-types.js';

export type VendorSort = 'default' | 'a' | 'z';

/** §9: the vendor page offers only Title A-Z, Title Z-A and Reset; anything else is the default order. */
export function parseVendorSort(code: string | undefined): VendorSort {
  const value = (code ?? '').trim().toLowerCase();
  return value === 'a' ? 'a' : value === 'z' ? 'z' : 'default';
}

export interface VendorFilter {
  place?: PlaceFilter;
  keyword?: string;
  segment?: string;
}

type VendorQuery = SelectQueryBuilder<DB, 'vendors', object>;

/** LIKE pattern of a word, its % and _ taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What the vendor keyword searches: name, main products and business type (one trigram-indexed expression, migration 0004). */
const VENDOR_TEXT = sql<string>`(vendors.company_name || ' ' || vendors.main_products || ' ' || vendors.business_type)`;

function applyVendorFilter(query: VendorQuery, filter: VendorFilter): VendorQuery {
  let q = query;
  const place = filter.place;
  if (place) {
    switch (place.kind) {
      case 'city': q = q.where('vendors.city_id', '=', place.id); break;
      case 'state': q = q.where('vendors.state_id', '=', place.id); break;
      case 'country': q = q.where('vendors.country', '=', place.iso2); break;
      case 'postal': q = q.where('vendors.country', '=', place.country).where('vendors.postal_code', '=', place.code); break;
    }
  }
  if (filter.keyword) {
    // Every word must appear (case-insensitive substring).
    for (const word of filter.keyword.split(/\s+/).filter(Boolean).slice(0, 8)) {
      q = q.where(sql<boolean>`${VENDOR_TEXT} ilike ${containsPattern(word)}`);
    }
  }
  if (filter.segment) {
    const segment = filter.segment;
    // Vendors that sell in the segment.
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('products').select(sql`1`.as('one')).whereRef('products.vendor_id', '=', 'vendors.id').where('products.segment', '=', segment)),
    );
  }
  return q;
}

/** The vendor total from the precomputed counts when the filter is a place (and segment); null otherwise. */
function precomputedVendorTotal(filter: VendorFilter, stats: StatCounts): number | null {
  if (filter.keyword) return null;
  if (!filter.place) return filter.segment ? null : stats.vendors('all');
  const { scope, key } = placeCountKey(filter.place);
  return filter.segment ? stats.vendors(`${scope}-segment`, `${key}|${filter.segment}`) : stats.vendors(scope, key);
}

/** A page of vendors and the total, reused like the product listing pages (LISTING_CACHE_SECONDS). */
export async function listVendors(db: Kysely<DB>, names: CatalogueNames, stats: StatCounts, filter: VendorFilter, sort: VendorSort, offset: number) {
  const cache = listingCacheOf(db);
  if (!cache) return readVendors(db, names, stats, filter, sort, offset);
  const key = `vendors\u0000${JSON.stringify(filter)}\u0000${sort}\u0000${offset}`;
  return cache.get(key, () => readVendors(db, names, stats, filter, sort, offset)) as ReturnType<typeof readVendors>;
}

/**
 * One table, one index: a place's vendors in name or product-count order come
 * from a (place, order) index (migration 0006); the city, state and country
 * names come from memory (services/catalogue-names.ts), not a join.
 */
async function readVendors(db: Kysely<DB>, names: CatalogueNames, stats: StatCounts, filter: VendorFilter, sort: VendorSort, offset: number) {
  const filtered = applyVendorFilter(db.selectFrom('vendors'), filter);
  let page = filtered.select([
    'vendors.id', 'vendors.company_name', 'vendors.company_url', 'vendors.city_id', 'vendors.state_id', 'vendors.country',
    'vendors.postal_code', 'vendors.business_type', 'vendors.main_products', 'vendors.company_image', 'vendors.product_count',
    'vendors.created_at', 'vendors.rating', 'vendors.rating_count',
  ]);
  page =
    sort === 'a' ? page.orderBy('vendors.company_name', 'asc').orderBy('vendors.id', 'asc')
    : sort === 'z' ? page.orderBy('vendors.company_name', 'desc').orderBy('vendors.id', 'desc')
    : page.orderBy('vendors.product_count', 'desc').orderBy('vendors.id', 'asc');
  const precomputed = precomputedVendorTotal(filter, stats);
  const [vendors, total] = await Promise.all([
    page.limit(PAGE_SIZE).offset(offset).execute(),
    precomputed ?? countCacheOf(db).count(filtered.select(sql<number>`count(*)::int`.as('n'))),
  ]);
  const places = await names.places(vendors);
  const rows = vendors.flatMap((vendor) => {
    const place = places.get(vendor.city_id);
    return place ? [{ ...vendor, ...place }] : [];
  });
  return { rows, total };
}

export type VendorRow = Awaited<ReturnType<typeof readVendors>>['rows'][number];

/**
 * A vendor result card (§2.11): the vendor location fields and counts of a
 * product item (§3 "Vendor result item") plus MainProducts, BusinessType and the
 * company image (CompanyImage, a name under Image_path; '' when none).
 */
export function toVendorItem(row: VendorRow, { buyer, stats, base }: { buyer: BuyerContext; stats: StatCounts; base: string }) {
  return {
    vendor_id: row.id,
    CompanyURL: row.company_url,
    VendorInfo: row.company_name,
    VendorProductCount: row.product_count,
    MainProducts: row.main_products,
    BusinessType: row.business_type,
    CompanyImage: row.company_image ?? '',
    Image_path: `${base}/images/vendors/`,
    ...vendorLocationFields(row, { buyer, stats, base }),
    VandorDate: new Date(row.created_at).toISOString().slice(0, 10),
    VendorRating: Number(row.rating),
    TotalNumVendorRatings: row.rating_count,
  };
}
