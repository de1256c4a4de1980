import { apiPaths } from '../api-paths';
import { postData, sessionFields } from '../request';
import type { ProductDetailRequest, ProductDetailResponse } from '../wire-types';

/** One product (/product-detail/{GBXProductID}); the id is encoded into the path. */
export function postProductDetail(gbxproductid: string): Promise<ProductDetailResponse> {
  const body: ProductDetailRequest = sessionFields();
  return postData<ProductDetailResponse>(apiPaths.productDetail(gbxproductid), body);
}
