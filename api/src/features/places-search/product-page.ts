import type { FastifyRequest } from 'fastify';
import type { Services } from '../../http/app-types.js';
import { publicBase } from '../../http/app-types.js';
import { catalogueNamesOf, categoryTrail } from '../../services/catalogue-names.js';
import { applyBuyerMarks } from '../cart-wishlist/buyer-marks.js';
import { listProductRows, PAGE_SIZE, type ListColumns } from '../products/listing-query.js';
import type { ListingFilter, SortKey } from '../products/listing-types.js';
import { toListItem, type ListItem, type ListRow, type MapContext } from '../products/product-mapper.js';

export interface Coordinates {
  latitude?: string | number | undefined;
  longitude?: string | number | undefined;
}

/** The buyer, counts and image base of a request, as the product mapper needs them. */
export async function mapContextFor(services: Services, request: FastifyRequest, body: Coordinates): Promise<MapContext> {
  return {
    buyer: services.directory.buyer(body.latitude, body.longitude),
    stats: await services.counts.ready(),
    directory: services.directory,
    base: publicBase(request, services.config),
  };
}

export type PagedItem = ListItem & { ProductCountPagi?: number; Distance?: number; DistanceUnit?: string };

/** List columns plus the vendor and place names (from memory: services/catalogue-names.ts). */
export async function withNames(services: Services, rows: ListColumns[]): Promise<Array<ListColumns & ListRow>> {
  const names = catalogueNamesOf(services.catalogue, services.directory);
  const [vendors, places] = await Promise.all([names.vendors(rows.map((row) => row.vendor_id)), names.places(rows)]);
  return rows.flatMap((row) => {
    const vendor = vendors.get(row.vendor_id);
    const place = places.get(row.city_id);
    // The rows are this read's own (fresh from the database): completed in place, not copied (a page's twelve copies of
    // thirty-odd fields were a tenth of a listing's CPU, with their garbage).
    return vendor && place ? [Object.assign(row, vendor, place)] : [];
  });
}

/**
 * One page of a product listing as every listing call answers it: the §3 items
 * in order, ProductCountPagi (the total) on the first, addedwish/addedshop for
 * the session's buyer, and product_count.
 */
export async function productPage(
  services: Services,
  request: FastifyRequest,
  body: Coordinates,
  filter: ListingFilter,
  sort: SortKey,
  offset: number,
  limit: number = PAGE_SIZE,
  decorate?: (item: PagedItem, row: ListRow) => void,
): Promise<{ product_list: PagedItem[]; product_count: number; category_path?: ReturnType<typeof categoryTrail>; context: MapContext }> {
  const context = await mapContextFor(services, request, body);
  const page = await listProductRows(services.catalogue, catalogueNamesOf(services.catalogue, services.directory), context.stats, filter, sort, offset, limit, (rows) => withNames(services, rows));
  const product_list: PagedItem[] = page.rows.map((row, index) => {
    const item: PagedItem = toListItem(row, context);
    if (index === 0) item.ProductCountPagi = page.total;
    decorate?.(item, row);
    return item;
  });
  await applyBuyerMarks(services.db, request, product_list);
  // The filter's category by name, top level first: the toolbar names it (Fashion › Watches › Women Watches), after a reload too.
  const trail = filter.category ? categoryTrail(await catalogueNamesOf(services.catalogue, services.directory).categories(), filter.category.id) : undefined;
  // An id of another level than catVal says (an edited address) filters nothing by that name: no name then.
  const category_path = trail && (trail.at(-1)?.level === filter.category?.level ? trail : []);
  return { product_list, product_count: page.total, ...(category_path ? { category_path } : {}), context };
}
