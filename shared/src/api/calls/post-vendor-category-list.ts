import { getDeviceContext } from '../../device/stored-device';
import { apiPaths } from '../api-paths';
import { postData } from '../request';
import type { SubcategoryLevel, VendorCategoryListResponse, VendorSubcategoryListResponse, WireId } from '../wire-types';

/** The top categories of a vendor's products (vendordata: its CompanyURL), with the vendor's counts; the shape of category-list. */
export function postVendorCategoryList(vendordata: string): Promise<VendorCategoryListResponse> {
  return postData<VendorCategoryListResponse>(apiPaths.vendorCategoryList, { ...getDeviceContext(), vendordata });
}

/** The children of `subcatID` (at level catVal) that hold the vendor's products, with its counts; the shapes of subcategory-list. */
export function postVendorSubcategoryList(vendordata: string, catVal: SubcategoryLevel, subcatID: WireId): Promise<VendorSubcategoryListResponse> {
  return postData<VendorSubcategoryListResponse>(apiPaths.vendorSubcategoryList, { ...getDeviceContext(), vendordata, catVal, subcatID });
}
