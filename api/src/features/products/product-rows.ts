import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The product columns plus the names of its vendor and place, as the wire items need them. */
export async function loadProductRows(db: Kysely<DB>, where: { ids: number[] } | { gbxProductId: string }) {
  let query = db
    .selectFrom('products')
    .innerJoin('vendors', 'vendors.id', 'products.vendor_id')
    .innerJoin('cities', 'cities.id', 'products.city_id')
    .innerJoin('states', 'states.id', 'products.state_id')
    .innerJoin('countries', 'countries.iso2', 'products.country')
    .selectAll('products')
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
