import { Type } from 'typebox';
import { CategoryFilterFields, DeviceContextFields, Failure, ListQueryFields, SubcategoryLevel, Success, WireId, text } from './common.js';
import { CategoryItem, SubcategoryItem } from './categories.js';
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

export const VendorCategoryListRequest = Type.Object({ ...DeviceContextFields, vendordata: VendorData });
export const VendorSubcategoryListRequest = Type.Object({ ...DeviceContextFields, vendordata: VendorData, catVal: SubcategoryLevel, subcatID: WireId });

export const VendorCategoryListReply = Type.Object({ status: Success, Category: Type.Array(CategoryItem) });
export const VendorSubcategoryListReply = Type.Object({ status: Success, Category: Type.Array(SubcategoryItem) });
/** An unknown store: 404 with an empty list. */
export const VendorCategoriesNotFoundReply = Type.Object({ status: Failure, msg: text(), Category: Type.Array(CategoryItem, { maxItems: 0 }) });
