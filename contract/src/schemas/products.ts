import { Type } from 'typebox';
import {
  CategoryFilterFields,
  DeviceContext,
  DeviceContextFields,
  Failure,
  ListQueryFields,
  Success,
  flag,
  integer,
  nullable,
  number,
  text,
} from './common.js';

/** '1' / 1 / '0' / 0 / '': the deals and featured switches of product-list (§4). */
/** A yes/no switch as the listing calls send it: 1 or '1' is on. */
export const Switch = Type.Union([Type.Literal(1), Type.Literal('1'), Type.Literal(0), Type.Literal('0'), Type.Literal('')]);

/** product-list and product-list-search (§7): the listing fields, a category, deals or featured. */
export const ProductListRequest = Type.Object({
  ...DeviceContextFields,
  ...ListQueryFields,
  ...CategoryFilterFields,
  discounted_product: Type.Optional(Switch),
  featured_product: Type.Optional(Switch),
  available_country: Type.Optional(
    Type.String({
      pattern: '^([A-Za-z]{2})?$',
      description: "Our design: an ISO 3166-1 alpha-2 code keeps the products that can be bought in that country (sold worldwide or listed for it): the marketplace page of a country, /marketplace/{country}; '' for all",
    }),
  ),
});

/** Vendor location, flags and counts: what a product item and a vendor result item share (§3). */
export const VendorLocationFields = {
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
  VandorCountry: text('Flag under Icon_path'),
  USFlag: text(),
  UserCountry: text("The buyer's flag under Icon_path"),
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
};

/** Volume pricing (§3): up to UpToQuantity1 at UserPrice, then UserPrice_one up to UpToQuantity2, more than MoreThanQuantity2 at UserPrice_sec. */
export const VolumePricingFields = {
  HasDiscount: integer('1 when the product has volume pricing bands'),
  UpToQuantity1: number(),
  UpToQuantity2: number(),
  MoreThanQuantity2: number(),
  HasMinimumQuantity: number(),
  UserPrice: number(),
  UserPrice_one: number(),
  UserPrice_sec: number(),
};

/**
 * The fields of a product on every listing and on the detail page (§3), except
 * CountryAvailability, which the detail page sends as a list of places.
 * Images: Image_path + UserImageName; flags: Icon_path + VandorCountry / USFlag / UserCountry.
 */
const ProductFields = {
  product_id: Type.Integer(),
  GBXProductID: text(),
  ProductTitle: text(),
  ProdDescription: text(),
  AdditionalProductInfo: text('Vendor HTML: sanitized by the API, sanitize again before rendering'),
  Images: Type.Array(Type.Object({ UserImageName: text() }), { description: 'Image_path + UserImageName' }),
  Image_path: text(),
  Video: Type.Array(Type.Object({ UserVideoName: text() })),
  video_path: text(),
  isFeatured: integer('1 or 0'),
  QTYAvailable: flag('In stock'),
  DiscountedStatusData: flag(),
  DiscountedPercentage: number(),
  addedwish: flag("In the session buyer's wishlist"),
  addedshop: flag("In the session buyer's cart"),
  UserType: text("The session user's type, '' for a visitor"),
  notifyMe: Type.Optional(flag("A buyer's session only: the buyer asked to be told when this out-of-stock product is back (notify me)")),
  ProductCity: text(),
  ProductProvinceState: text(),
  CountryProductName: text(),
  ProductPostalCode: text(),
  ProductCountry: text(),
  ...VendorLocationFields,
  VandorCur: text("The vendor's currency"),
  VandorPrice: number("Price in the vendor's currency"),
  USCurrency: text(),
  USPrice: number(),
  Buyer_currency: text(),
  UserPriceMain: number("Price in the buyer's currency"),
  ...VolumePricingFields,
};

/** The total for paging, on the first item of a listing page only (§3). */
const ProductCountPagi = Type.Optional(number('The total, on the first item only'));

/**
 * A product list item of §3: the answer of every product listing (product-list,
 * product-list-search, product-list-location, vendor-store, advance-search and
 * its quick filters, the wishlist page). No unions here: Fastify serializes
 * these pages with a function compiled from this schema.
 */
export const ProductListItem = Type.Object({
  ...ProductFields,
  CountryAvailability: flag("Sellable in the buyer's country"),
  ProductCountPagi,
  Distance: Type.Optional(number('Advanced search with proximity: distance in DistanceUnit')),
  DistanceUnit: Type.Optional(text("'km' or 'miles'")),
});

/** A listing page: `{ status: '1', product_list, product_count }`. */
/** Our design: the category a listing is filtered by (catVal, subcatID) and the ones above it, top first, for the filter's name. */
export const CategoryTrail = Type.Array(Type.Object({ level: Type.Integer({ minimum: 1, maximum: 4 }), id: Type.Integer(), name: text() }));

export const ListingPageFields = {
  status: Success,
  product_list: Type.Array(ProductListItem),
  product_count: number('Every match, for the pager'),
  category_path: Type.Optional(CategoryTrail),
};

export const ProductListReply = Type.Object(ListingPageFields);

/** The small product cards of the detail page (§3). */
export const ProductTeaser = Type.Object({ UserImageName: text(), ProductTitle: text(), GBXProductID: text(), product_id: Type.Integer() });

/** The category path of a product: §3 names the four ids "with names and counts"; names and counts are our design. */
export const ProductCategoryPath = Type.Object({
  firstCategoryId: Type.Integer(),
  firstCategoryName: text(),
  firstCategoryCount: number(),
  secondCategoryId: nullable(Type.Integer()),
  secondCategoryName: nullable(text()),
  secondCategoryCount: nullable(number()),
  thirdCategoryId: nullable(Type.Integer()),
  thirdCategoryName: nullable(text()),
  thirdCategoryCount: nullable(number()),
  fourthCategoryId: nullable(Type.Integer()),
  fourthCategoryName: nullable(text()),
  fourthCategoryCount: nullable(number()),
});

const YesNo = Type.Union([Type.Literal('YES'), Type.Literal('NO')]);

/** The product detail of §3: the list item's fields plus the detail fields; CountryAvailability is the list of places there, CountryAva the flag. */
export const ProductDetail = Type.Object({
  ...ProductFields,
  VendorSKU: text(),
  OEMNumber: text(),
  Colour: Type.Array(text()),
  Size: Type.Array(text()),
  Type: Type.Array(text()),
  TermsConditions: text('Vendor HTML, sanitized'),
  Category: ProductCategoryPath,
  relatedProuctData: Type.Array(ProductTeaser, { description: "Products of the same deepest category, cheapest first (the spec's spelling)" }),
  vendorOtherProductData: Type.Array(ProductTeaser, { description: "The vendor's other products, newest first" }),
  CountryAvailability: Type.Array(Type.Object({ CountryName: text() }), { description: "Countries it is sold in ('Worldwide' alone when everywhere)" }),
  CountryAva: flag("Sellable in the buyer's country"),
  productComment: Type.Array(Type.Unknown()),
  ProductRatingArr: Type.Array(number(), { description: 'How many ratings of 1 to 5 stars' }),
  ProductRating: number('Our addition: the average rating'),
  TotalNumberRatings: number(),
  TotalNumVendorRatings: number(),
  ProductRatingComment: Type.Array(Type.Unknown()),
  VendorRatingComment: Type.Array(Type.Unknown()),
  FirstName: text(),
  created_at: text('Posted at (ISO 8601)'),
  IsUsed: Type.Union([Type.Literal('New'), Type.Literal('Used'), Type.Literal('Refurbished')]),
  GenuineProduct: Type.Union([Type.Literal('Genuine'), Type.Literal('Replica')]),
  AgeRestricted: YesNo,
  AgeLimit: number(),
  HasWarranty: YesNo,
  WarrantyMonths: number(),
  ProductCustomization: YesNo,
  SampleAvailable: YesNo,
  SamplePrice: number(),
  LeadTimeRequired: YesNo,
  LeadDays: number(),
  RequiresShipping: YesNo,
  PickupAvailable: YesNo,
  StockQuantity: number('Our addition: units in stock'),
});

export const ProductDetailParams = Type.Object({ gbxproductid: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) });
export const ProductDetailRequest = DeviceContext;
/** §2.9 'A Promoted Vendor block links to the vendor store with a fixed slug': ours names the vendor (the one with the most products). */
export const PromotedVendor = Type.Object({ CompanyURL: text(), VendorInfo: text('The vendor name'), VendorProductCount: number() });

export const ProductDetailReply = Type.Object({ status: Success, product_list: Type.Array(ProductDetail), promoted_vendor: Type.Union([PromotedVendor, Type.Null()]) });
/** An unknown product: 404. */
export const ProductNotFoundReply = Type.Object({ status: Failure, msg: text(), product_list: Type.Array(ProductDetail, { maxItems: 0 }) });

export const FeaturedProductsRequest = DeviceContext;
export const FeaturedProductsReply = Type.Object({
  status: Success,
  featuredData: Type.Array(Type.Object({ UserImageName: text(), GBXProductID: text(), ProductTitle: text('Our addition: alt text and caption') })),
  imagePath: text('Prefix of the image names'),
});

