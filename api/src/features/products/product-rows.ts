import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { catalogueNamesOf } from '../../services/catalogue-names.js';
import type { PlaceDirectory } from '../../services/place-directory.js';

const PRODUCT_FIELDS = [
  'products.id', 'products.gbx_product_id', 'products.vendor_id', 'products.title', 'products.description', 'products.additional_info',
  'products.terms', 'products.keywords', 'products.cat1_id', 'products.cat2_id', 'products.cat3_id', 'products.cat4_id', 'products.segment',
  'products.currency', 'products.price', 'products.price_usd', 'products.band1_qty', 'products.band1_price', 'products.band2_qty',
  'products.band2_price', 'products.min_qty', 'products.discount_percent', 'products.featured', 'products.stock_qty', 'products.sold_worldwide',
  'products.available_countries', 'products.colours', 'products.sizes', 'products.types', 'products.sku', 'products.oem', 'products.condition',
  'products.genuine', 'products.age_limit', 'products.warranty_months', 'products.customization', 'products.sample_price', 'products.lead_days',
  'products.requires_shipping', 'products.pickup_available', 'products.rating', 'products.rating_count', 'products.views',
  'products.wishlist_count', 'products.sales_count', 'products.image_count', 'products.city_id', 'products.state_id', 'products.country',
  'products.postal_code', 'products.posted_at',
] as const;

/** The product columns plus the names of its vendor and place, as the wire items need them. */
export async function loadProductRows(db: Kysely<DB>, where: { ids: number[] } | { gbxProductId: string }) {
  let query = db
    .selectFrom('products')
    .innerJoin('vendors', 'vendors.id', 'products.vendor_id')
    .innerJoin('cities', 'cities.id', 'products.city_id')
    .innerJoin('states', 'states.id', 'products.state_id')
    .innerJoin('countries', 'countries.iso2', 'products.country')
    // Every product column but the tsvector `search` (large, and only for matching).
    .select(PRODUCT_FIELDS)
    .select([
      'vendors.company_name', 'vendors.company_url', 'vendors.created_at as vendor_since', 'vendors.product_count as vendor_product_count',
      'vendors.rating_count as vendor_rating_count',
      'cities.name as city_name', 'states.name as state_name', 'countries.name as country_name',
    ]);
  if ('ids' in where) {
    if (where.ids.length === 0) return [];
    query = query.where('products.id', 'in', where.ids);
  } else {
    query = query.where('products.gbx_product_id', '=', where.gbxProductId);
  }
  const rows = await query.execute();
  if (!('ids' in where)) return rows;
  // Back into the order of the listing.
  const order = new Map(where.ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0));
}

export type ProductRow = Awaited<ReturnType<typeof loadProductRows>>[number];

/**
 * One product by GBXProductID for the detail page: its row from products alone
 * (the unique index), with the vendor and place names from memory
 * (services/catalogue-names.ts) rather than a five-way join.
 */
export async function loadProductDetailRow(db: Kysely<DB>, directory: PlaceDirectory, gbxProductId: string): Promise<ProductRow | undefined> {
  const row = await db.selectFrom('products').select(PRODUCT_FIELDS).where('products.gbx_product_id', '=', gbxProductId).executeTakeFirst();
  if (!row) return undefined;
  const names = catalogueNamesOf(db, directory);
  const [vendors, places] = await Promise.all([names.vendors([row.vendor_id]), names.places([row])]);
  const vendor = vendors.get(row.vendor_id);
  const place = places.get(row.city_id);
  return vendor && place ? { ...row, ...vendor, ...place } : undefined;
}
