import { calls, type ProductListRequest, type Static } from '@gbx/contract/schemas';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { App, Services } from '../../http/app-types.js';
import { publicBase } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { listingFilterOf } from './listing-filter.js';
import { listingCacheOf, parseSort } from './listing-query.js';
import { productPage } from '../places-search/product-page.js';
import { toDetail, type MapContext, type Teaser } from './product-mapper.js';
import { loadProductDetailRow } from './product-rows.js';
import { catalogueNamesOf } from '../../services/catalogue-names.js';
import { cachedLookup } from '../../services/count-cache.js';
import { applyBuyerMarks } from '../cart-wishlist/buyer-marks.js';

type ProductListBody = Static<typeof ProductListRequest>;

const FEATURED_CAROUSEL = 18;
const TEASERS = 8;

export function registerProductRoutes(app: App, services: Services): void {
  // Catalogue reads from `catalogue` (a replica when configured); the buyer's marks from the primary.
  const { catalogue, db, directory, counts, config } = services;

  const mapContext = async (request: FastifyRequest, body: { latitude?: string | number | undefined; longitude?: string | number | undefined }): Promise<MapContext> => ({
    buyer: directory.buyer(body.latitude, body.longitude),
    stats: await counts.ready(),
    directory,
    base: publicBase(request, config),
  });

  const listHandler = async (request: FastifyRequest<{ Body: ProductListBody }>) => {
    const body = request.body;
    const page = await productPage(services, request, body, listingFilterOf(body), parseSort(body.sort_by), Number(body.offset ?? 0));
    return { status: '1' as const, product_list: page.product_list, product_count: page.product_count, category_path: page.category_path };
  };

  const listSchema = (call: typeof calls.productList | typeof calls.productListSearch, summary: string) => ({
    ...contractSchema(call),
    tags: ['products'],
    summary,
    description:
      '12 per page from `offset`. sort_by: Low / High (buyer price), A / Z (title), View (most viewed), Bestsellers, DiscountedStatus (biggest discount); ' +
      "'' is newest first, or relevance when search_data is set (ranked among the newest 240 matches, then newest first). search_data matches title, description, vendor and category names (full text); a word the catalogue does not know is corrected to the closest one it does (typos). " +
      'catVal 1-4 with subcatID filters by category level; discounted_product=1 for deals, featured_product=1 for featured; available_country (ISO2) keeps what can be bought in that country. ' +
      'Answers { status, product_list, product_count }; the first item also carries ProductCountPagi (the total).',
  });

  app.post(calls.productList.path, { schema: listSchema(calls.productList, 'The marketplace listing, deals and featured pages') }, listHandler);
  app.post(calls.productListSearch.path, { schema: listSchema(calls.productListSearch, 'Keyword search of the marketplace listing (same body as product-list)') }, listHandler);

  app.post(calls.featuredProducts.path, {
    schema: { ...contractSchema(calls.featuredProducts), tags: ['products'], summary: 'The featured carousel: { featuredData: [{ UserImageName, GBXProductID, ProductTitle }], imagePath }' },
  }, async (request) => {
    const rows = await catalogue
      .selectFrom('products')
      .select(['gbx_product_id', 'image_count', 'title'])
      .where('featured', '=', true)
      .orderBy('id', 'desc')
      .limit(FEATURED_CAROUSEL)
      .execute();
    return {
      status: '1' as const,
      featuredData: rows.map((row) => ({ UserImageName: `${row.gbx_product_id}-1.svg`, GBXProductID: row.gbx_product_id, ProductTitle: row.title })),
      imagePath: `${publicBase(request, config)}/images/products/`,
    };
  });

  const teaser = (r: { id: number | string; gbx_product_id: string; title: string }): Teaser => ({
    UserImageName: `${r.gbx_product_id}-1.svg`, ProductTitle: r.title, GBXProductID: r.gbx_product_id, product_id: Number(r.id),
  });

  /** A product, its related products (same deepest category) and its vendor's other products. */
  const loadDetail = async (gbx: string) => {
    const row = await loadProductDetailRow(catalogue, directory, gbx);
    if (!row) return null;
    const pathIds = [row.cat1_id, row.cat2_id, row.cat3_id, row.cat4_id].filter((id): id is number => id !== null);
    const deepest = pathIds.length as 1 | 2 | 3 | 4;
    const deepestId = pathIds[pathIds.length - 1] as number;
    // Orders that the (category, price) and (vendor, posted_at) indexes give directly (migrations 0004 and 0007):
    // the category's products from the cheapest, the vendor's newest first. One statement, one round trip.
    const relatedQuery = catalogue.selectFrom('products').select(['id', 'gbx_product_id', 'title', sql<string>`'related'`.as('list'), sql<number>`row_number() over (order by price_usd, id)`.as('n')])
      .where(`cat${deepest}_id`, '=', deepestId).where('id', '!=', row.id).orderBy('price_usd').orderBy('id').limit(TEASERS);
    const vendorQuery = catalogue.selectFrom('products').select(['id', 'gbx_product_id', 'title', sql<string>`'vendor'`.as('list'), sql<number>`row_number() over (order by posted_at desc, id desc)`.as('n')])
      .where('vendor_id', '=', row.vendor_id).where('id', '!=', row.id).orderBy('posted_at', 'desc').orderBy('id', 'desc').limit(TEASERS);
    const teasers = await catalogue.selectFrom(relatedQuery.as('r')).selectAll()
      .unionAll(catalogue.selectFrom(vendorQuery.as('v')).selectAll())
      .execute();
    // UNION ALL keeps no order of its own: each list is put back in its order.
    teasers.sort((a, b) => Number(a.n) - Number(b.n));
    const related = teasers.filter((teaserRow) => teaserRow.list === 'related');
    const vendorOthers = teasers.filter((teaserRow) => teaserRow.list === 'vendor');
    return { row, related: related.map(teaser), vendorOthers: vendorOthers.map(teaser) };
  };

  /** The Promoted Vendor of §2.9: the vendor with the most products (the same for every page; kept for the process). */
  const promotedVendor = () =>
    cachedLookup(catalogue, 'promoted-vendor', async () => {
      const vendor = await catalogue.selectFrom('vendors').select(['company_url', 'company_name', 'product_count']).orderBy('product_count', 'desc').orderBy('id').limit(1).executeTakeFirst();
      return vendor ? { CompanyURL: vendor.company_url, VendorInfo: vendor.company_name, VendorProductCount: Number(vendor.product_count) } : null;
    });

  app.post(calls.productDetail.path, {
    schema: {
      ...contractSchema(calls.productDetail),
      tags: ['products'],
      summary: 'One product by GBXProductID, with its category path, related products (same deepest category) and the vendor\'s other products',
      description: 'Answers { status: "1", product_list: [detail], promoted_vendor: { CompanyURL, VendorInfo, VendorProductCount } (the vendor with the most products: §2.9 Promoted Vendor) }, or 404 { status: "0", msg, product_list: [] } for an unknown id.',
    },
  }, async (request, reply) => {
    const body = request.body ?? {};
    const gbx = request.params.gbxproductid.toUpperCase();
    // The product's own data is reused like a listing page (LISTING_CACHE_SECONDS); what depends
    // on the visitor (buyer prices, sellable in their country, addedwish/addedshop) is per request.
    const cache = listingCacheOf(catalogue);
    const found = await (cache ? (cache.get(`detail\u0000${gbx}`, () => loadDetail(gbx)) as ReturnType<typeof loadDetail>) : loadDetail(gbx));
    if (!found) return reply.status(404).send({ status: '0' as const, msg: 'Product not found', product_list: [] });
    const { row, related, vendorOthers } = found;
    const context = await mapContext(request, body);
    const byId = await catalogueNamesOf(catalogue, directory).categories();
    const detail = toDetail(row, context, {
      path: [row.cat1_id, row.cat2_id, row.cat3_id, row.cat4_id].map((id) => (id === null ? undefined : byId.get(id))),
      related,
      vendorOthers,
    });
    await applyBuyerMarks(db, request, [detail]);
    return { status: '1' as const, product_list: [detail], promoted_vendor: await promotedVendor() };
  });
}
