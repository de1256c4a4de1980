import { calls, type ProductListLocationRequest, type Static } from '@gbx/contract/schemas';
import type { App, Services } from '../../http/app-types.js';
import { publicBase } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { listingFilterOf } from '../products/listing-filter.js';
import { parseSort } from '../products/listing-query.js';
import type { ListingFilter } from '../products/listing-types.js';
import { PlaceResolver, type PlaceResolution } from './place-resolver.js';
import { productPage } from './product-page.js';
import { catalogueNamesOf } from '../../services/catalogue-names.js';
import { listVendors, parseVendorSort, toVendorItem } from './vendor-list.js';

type ProductListLocationBody = Static<typeof ProductListLocationRequest>;

/** The place part of a listing answer: what the fields resolved to, for the banner ('Products in {name}'). */
function placeInfo(resolution: PlaceResolution) {
  if (resolution.status !== 'place') return null;
  const { kind, label, countryCode } = resolution.place;
  return { type: kind, name: label, code: countryCode };
}

function offsetOf(value: string | number | undefined): number {
  return Number(value ?? 0);
}

const PLACE_DESCRIPTION =
  'The place: postalname, cityname, statename or countryname (the most specific one set wins), in the country of `code` (ISO2); ' +
  'with no place field, `name` is tried as a postal code a city has (when it has a digit), a country, a city, then a state. No place at all lists the whole marketplace. ' +
  "An unknown place answers status '1' with an empty list, product_count 0 and a msg. ";

export function registerPlacesSearchRoutes(app: App, services: Services): void {
  const resolver = new PlaceResolver(services.catalogue, services.directory);

  app.post(calls.productListLocation.path, {
    schema: {
      ...contractSchema(calls.productListLocation),
      tags: ['places-search'],
      summary: 'Products located in a place (/product-result/{place})',
      description:
        PLACE_DESCRIPTION +
        'Then the usual listing fields: sort_by (Low, High, A, Z, View, Bestsellers, DiscountedStatus), search_data, market_segment, offset (12 per page), optional catVal/subcatID. ' +
        'Answers { status: "1", product_list, product_count, place: { type, name, code } | null }; the first item carries ProductCountPagi. ' +
        'Counts of a place (and of a place with a segment) are precomputed.',
    },
  }, async (request) => {
    const body: ProductListLocationBody = request.body;
    const resolution = await resolver.resolve(body);
    if (resolution.status === 'unknown') {
      return { status: '1' as const, product_list: [], product_count: 0, place: null, msg: `No place called ${resolution.label}` };
    }
    const filter: ListingFilter = listingFilterOf(body);
    if (resolution.status === 'place') filter.place = resolution.place.filter;
    const page = await productPage(services, request, body, filter, parseSort(body.sort_by), offsetOf(body.offset));
    return { status: '1' as const, product_list: page.product_list, product_count: page.product_count, category_path: page.category_path, place: placeInfo(resolution) };
  });

  app.post(calls.vendorListLocation.path, {
    schema: {
      ...contractSchema(calls.vendorListLocation),
      tags: ['places-search'],
      summary: 'Vendors located in a place (/vendor-result/{place})',
      description:
        PLACE_DESCRIPTION +
        'sort_by: A (name A-Z), Z (name Z-A); anything else (Reset, \'\') lists vendors with the most products first. ' +
        'search_data: every word must appear in the vendor name, main products or business type. market_segment: vendors with products in that segment. ' +
        'Answers { status: "1", product_count, product_list: [vendor items], place }; a vendor item has CompanyURL (its /vendor-store/{CompanyURL}), ' +
        'VendorInfo (name), MainProducts, BusinessType, CompanyImage (name under Image_path, \'\' when none), VandorCity, VandorProvinceState, ' +
        'VandorPostalCode, VendorCountryName, Country, VandorDate (member since), VendorProductCount, VendorRating, the flags ' +
        '(Icon_path + VandorCountry / USFlag / UserCountry) and the place counts of a product item. The first item carries ProductCountPagi.',
    },
  }, async (request) => {
    const body = request.body;
    const resolution = await resolver.resolve(body);
    if (resolution.status === 'unknown') {
      return { status: '1' as const, product_count: 0, product_list: [], place: null, msg: `No place called ${resolution.label}` };
    }
    const stats = await services.counts.ready();
    const keyword = body.search_data?.trim();
    const { rows, total } = await listVendors(services.catalogue, catalogueNamesOf(services.catalogue, services.directory), stats, {
      ...(resolution.status === 'place' ? { place: resolution.place.filter } : {}),
      ...(keyword ? { keyword } : {}),
      ...(body.market_segment ? { segment: body.market_segment } : {}),
    }, parseVendorSort(body.sort_by), offsetOf(body.offset));
    const context = { buyer: services.directory.buyer(body.latitude, body.longitude), stats, base: publicBase(request, services.config) };
    const product_list = rows.map((row, index) => ({ ...toVendorItem(row, context), ...(index === 0 ? { ProductCountPagi: total } : {}) }));
    return { status: '1' as const, product_count: total, product_list, place: placeInfo(resolution) };
  });
}
