import { calls, type Static, type VendorStoreRequest } from '@gbx/contract/schemas';
import type { App, Services } from '../../http/app-types.js';
import { publicBase } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { cachedLookup } from '../../services/count-cache.js';
import { parseSort } from '../products/listing-query.js';
import type { ListingFilter } from '../products/listing-types.js';
import { productPage } from '../places-search/product-page.js';
import { toVendorItem } from '../places-search/vendor-list.js';

type VendorStoreBody = Static<typeof VendorStoreRequest>;

const NOT_FOUND = (vendordata: string) => ({ status: '0' as const, msg: `No vendor store called ${vendordata}` });

/** The vendor store (/vendor-store/{vendor}); its category browser is category-list and subcategory-list with the store's vendordata (CategoryScope). */
export function registerVendorStoreRoutes(app: App, services: Services): void {
  const { catalogue: db } = services;

  const findVendor = (vendordata: string) => cachedLookup(db, `vendor-store\u0000${vendordata.trim().toLowerCase()}`, () => readVendor(vendordata));
  const readVendor = (vendordata: string) =>
    db
      .selectFrom('vendors')
      .innerJoin('cities', 'cities.id', 'vendors.city_id')
      .innerJoin('states', 'states.id', 'vendors.state_id')
      .innerJoin('countries', 'countries.iso2', 'vendors.country')
      .select([
        'vendors.id', 'vendors.company_name', 'vendors.company_url', 'vendors.city_id', 'vendors.state_id', 'vendors.country',
        'vendors.postal_code', 'vendors.business_type', 'vendors.main_products', 'vendors.company_image', 'vendors.product_count',
        'vendors.created_at', 'vendors.rating', 'vendors.rating_count',
        'cities.name as city_name', 'states.name as state_name', 'countries.name as country_name',
      ])
      .where('vendors.company_url', '=', vendordata.trim().toLowerCase())
      .executeTakeFirst();

  app.post(calls.vendorStore.path, {
    schema: {
      ...contractSchema(calls.vendorStore),
      tags: ['vendor-store'],
      summary: "A vendor's store: its products, with the listing fields, and its company image",
      description:
        'vendordata is the CompanyURL. sort_by, search_data, market_segment, offset (12 per page) and catVal/subcatID work as on product-list. ' +
        'Answers { status: "1", product_list, product_count, companyImageData (the image URL, or false), vendorData (the vendor card of vendor-list-location: ' +
        'VendorInfo, CompanyURL, place, counts) }; an unknown vendor answers 404 { status: "0", msg, product_list: [], product_count: 0, companyImageData: false }.',
    },
  }, async (request, reply) => {
    const body: VendorStoreBody = request.body;
    const vendor = await findVendor(body.vendordata);
    if (!vendor) return reply.status(404).send({ ...NOT_FOUND(body.vendordata), product_list: [], product_count: 0, companyImageData: false });
    const filter: ListingFilter = { vendorId: vendor.id };
    const keyword = body.search_data?.trim();
    if (keyword) filter.keyword = keyword;
    if (body.market_segment) filter.segment = body.market_segment;
    if (body.catVal !== undefined && body.catVal !== '' && body.subcatID !== undefined && body.subcatID !== '') {
      filter.category = { level: Number(body.catVal) as 1 | 2 | 3 | 4, id: Number(body.subcatID) };
    }
    const page = await productPage(services, request, body, filter, parseSort(body.sort_by), Number(body.offset ?? 0));
    const base = publicBase(request, services.config);
    return {
      status: '1' as const,
      product_list: page.product_list,
      product_count: page.product_count,
      category_path: page.category_path,
      companyImageData: vendor.company_image ? `${base}/images/vendors/${vendor.company_image}` : (false as const),
      vendorData: toVendorItem(vendor, { buyer: page.context.buyer, stats: page.context.stats, base }),
    };
  });
}
