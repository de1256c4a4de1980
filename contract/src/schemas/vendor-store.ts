import { Type } from 'typebox';
import { CategoryFilterFields, DeviceContextFields, Failure, ListQueryFields, text } from './common.js';
import { VendorCard } from './places-search.js';
import { ListingPageFields, ProductListItem } from './products.js';

const VendorData = Type.String({ minLength: 1, maxLength: 160, description: 'The CompanyURL of the vendor (the {vendor} segment of /vendor-store/{vendor})' });

export const VendorStoreRequest = Type.Object({ ...DeviceContextFields, ...ListQueryFields, ...CategoryFilterFields, vendordata: VendorData });

export const VendorStoreReply = Type.Object({
  ...ListingPageFields,
  companyImageData: Type.Union([text(), Type.Literal(false)], { description: 'The company image address, or false (§3)' }),
  vendorData: VendorCard,
});

/** An unknown store: 404 with the empty listing. */
export const VendorStoreNotFoundReply = Type.Object({
  status: Failure,
  msg: text(),
  product_list: Type.Array(ProductListItem, { maxItems: 0 }),
  product_count: Type.Literal(0),
  companyImageData: Type.Literal(false),
});
