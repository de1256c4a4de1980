import { Type } from 'typebox';
import { CategoryFilterFields, DeviceContextFields, ListQueryFields, Success, nullable, number, text } from './common.js';
import { ListingPageFields, VendorLocationFields } from './products.js';

/**
 * The place fields of /product-result/{place} and /vendor-result/{place} (§2.1,
 * §7): one of countryname, statename, cityname or postalname, plus the display
 * name and the country code.
 */
export const PlaceFields = {
  countryname: Type.Optional(Type.String({ maxLength: 100, description: 'A country name (or use code alone)' })),
  statename: Type.Optional(Type.String({ maxLength: 100, description: 'A state or province, in the country of code' })),
  cityname: Type.Optional(Type.String({ maxLength: 100, description: 'A city, in the country of code' })),
  postalname: Type.Optional(Type.String({ maxLength: 40, description: 'A postal code, in the country of code' })),
  name: Type.Optional(Type.String({ maxLength: 100, description: "The place's display name; the place itself when no place field is set" })),
  code: Type.Optional(Type.String({ maxLength: 3, description: 'ISO 3166-1 alpha-2 code of the country of the place' })),
};
export const PlaceFieldsObject = Type.Object(PlaceFields);

export const ProductListLocationRequest = Type.Object({ ...DeviceContextFields, ...ListQueryFields, ...CategoryFilterFields, ...PlaceFields });

export const VendorListLocationRequest = Type.Object({
  ...DeviceContextFields,
  ...ListQueryFields,
  ...PlaceFields,
  condition: Type.Optional(Type.String({
    maxLength: 40,
    description: "Passed on from the navigation state (§2.1). 'city', 'state' (or 'province'), 'postal' or 'country' say what kind of place `name` is when no place field is set; other values are ignored.",
  })),
});

/** What the place fields resolved to, for the banner ('Products in {name}'); null for the whole marketplace or an unknown place. */
export const ResolvedPlace = nullable(Type.Object({
  type: Type.Union([Type.Literal('city'), Type.Literal('state'), Type.Literal('postal'), Type.Literal('country')]),
  name: text('The place as stored: Mumbai, Île-de-France, India, 400001'),
  code: text('ISO2 of its country'),
}));

/** Only when the place fields name nothing known: the list is then empty. */
const UnknownPlaceMsg = Type.Optional(text('No place called {name}'));

export const ProductListLocationReply = Type.Object({ ...ListingPageFields, place: ResolvedPlace, msg: UnknownPlaceMsg });

/**
 * A vendor result card (§2.11, §3 "Vendor result item"): the vendor location
 * fields of a product item plus the card's own (our design: vendor_id,
 * MainProducts, BusinessType, CompanyImage, Image_path, VendorRating, TotalNumVendorRatings).
 */
export const VendorCardFields = {
  vendor_id: Type.Integer(),
  ...VendorLocationFields,
  MainProducts: text(),
  BusinessType: text(),
  CompanyImage: text("The company image under Image_path, '' when none"),
  Image_path: text(),
  VendorRating: number('Average rating, 0 to 5'),
  TotalNumVendorRatings: number(),
};
export const VendorCard = Type.Object(VendorCardFields);
export const VendorListItem = Type.Object({ ...VendorCardFields, ProductCountPagi: Type.Optional(number('The total, on the first item only')) });

export const VendorListLocationReply = Type.Object({
  status: Success,
  product_count: number(),
  product_list: Type.Array(VendorListItem, { description: 'Vendors, under the product-list field name' }),
  place: ResolvedPlace,
  msg: UnknownPlaceMsg,
});
