import { Type } from 'typebox';

/**
 * The answer of every product listing call (product-list, product-list-search,
 * product-list-location, vendor-store, advance-search and its quick filters):
 * { status, product_list: [§3 product list items], product_count, ... }.
 *
 * As a response schema it does two things: /docs shows every field of an item,
 * and Fastify serializes the answer with a function compiled from it
 * (fast-json-stringify) instead of JSON.stringify, which was a quarter of the
 * API's CPU time on a listing page (npm run bench:api). Fields a call adds at
 * the top level (place, filters, limit, offset, msg, companyImageData...) pass
 * through as they are (additionalProperties).
 *
 * Every field of features/products/product-mapper.ts toListItem must be here:
 * a field missing from the schema is dropped from the answer, which the
 * contract test of the §3 fields catches.
 */
const text = (description?: string) => Type.String(description ? { description } : {});
const number = (description?: string) => Type.Number(description ? { description } : {});
const flag = (description?: string) => Type.Boolean(description ? { description } : {});

export const ProductListItem = Type.Object({
  product_id: Type.Integer(),
  GBXProductID: text(),
  ProductTitle: text(),
  ProdDescription: text(),
  AdditionalProductInfo: text(),
  Images: Type.Array(Type.Object({ UserImageName: text() }), { description: 'Image_path + UserImageName' }),
  Image_path: text(),
  Video: Type.Array(Type.Object({ UserVideoName: text() })),
  video_path: text(),
  isFeatured: Type.Integer({ description: '1 or 0' }),
  QTYAvailable: flag('In stock'),
  CountryAvailability: flag("Sellable in the buyer's country"),
  DiscountedStatusData: flag(),
  DiscountedPercentage: number(),
  addedwish: flag("In the session buyer's wishlist"),
  addedshop: flag("In the session buyer's cart"),
  UserType: text("The session user's type, '' for a visitor"),
  ProductCity: text(),
  ProductProvinceState: text(),
  CountryProductName: text(),
  ProductPostalCode: text(),
  ProductCountry: text(),
  CompanyURL: text('The vendor store: /vendor-store/{CompanyURL}'),
  VendorInfo: text('Vendor name'),
  VendorProductCount: number(),
  VandorCity: text(),
  VandorProvinceState: text(),
  VandorPostalCode: text(),
  VendorCountryName: text(),
  CountryVendorName: text(),
  Country: text(),
  VandorDate: text('Vendor member since (YYYY-MM-DD)'),
  VandorCur: text("The vendor's currency"),
  VandorPrice: number("Price in the vendor's currency"),
  USCurrency: text(),
  USPrice: number(),
  Buyer_currency: text(),
  UserPriceMain: number("Price in the buyer's currency"),
  VandorCountry: text('Flag under Icon_path'),
  USFlag: text(),
  UserCountry: text(),
  Icon_path: text(),
  UserCountryName: text(),
  UserCountryCode: text(),
  CountryProductCount: number(),
  USProductCount: number(),
  UserCountryCount: number(),
  CityProductCount: number(),
  CityVendorCount: number(),
  ProvinceStateProductCount: number(),
  ProvinceStateVendorCount: number(),
  PostalCodeProductCount: number(),
  PostalCodeVendorCount: number(),
  CountryVendorCount: number(),
  HasDiscount: Type.Integer({ description: '1 when the product has volume pricing bands' }),
  UpToQuantity1: number(),
  UpToQuantity2: number(),
  MoreThanQuantity2: number(),
  HasMinimumQuantity: number(),
  UserPrice: number(),
  UserPrice_one: number(),
  UserPrice_sec: number(),
  ProductCountPagi: Type.Optional(number('The total, on the first item only')),
  Distance: Type.Optional(number('Advanced search with proximity: distance in DistanceUnit')),
  DistanceUnit: Type.Optional(text()),
});

export const ListingReply = Type.Object(
  {
    status: text("'1'"),
    product_list: Type.Array(ProductListItem),
    product_count: number(),
  },
  { additionalProperties: true },
);

/** A refusal (status '0' with msg; a vendor store adds its empty list fields), passed through as it is. */
const Refusal = Type.Object(
  {
    status: text("'0'"),
    msg: text(),
    errors: Type.Optional(Type.Array(Type.Object({ field: Type.Optional(text()), msg: text() }))),
    product_list: Type.Optional(Type.Array(ProductListItem, { maxItems: 0, description: 'An unknown vendor store: empty' })),
    product_count: Type.Optional(number()),
    companyImageData: Type.Optional(Type.Literal(false)),
  },
  { additionalProperties: true },
);

/** Response schemas of a listing route: the 200 answer compiled, refusals as they are. */
export const listingResponse = { 200: ListingReply, 400: Refusal, 404: Refusal };
