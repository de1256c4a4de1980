import { productDetailPath, pathWith } from '@gbx/contract/paths';
import { httpStatusOf } from '../errors';
import { postData, sessionFields } from '../request';
import type { ProductDetailRequest, ProductDetailResponse, ProductNotFoundResponse } from '../wire-types';

/**
 * One product (/product-detail/{GBXProductID}); the id is encoded into the
 * path. An unknown product's 404 is an answer, not a failure: its page says
 * 'Product not found' (and the host's server renders it, with status 404).
 */
export function postProductDetail(gbxproductid: string): Promise<ProductDetailResponse | ProductNotFoundResponse> {
  const body: ProductDetailRequest = sessionFields();
  return postData<ProductDetailResponse>(pathWith(productDetailPath, { gbxproductid }), body).catch((error: unknown) => {
    if (httpStatusOf(error) !== 404) throw error;
    // Whatever the 404's body (a proxy's page has none of these fields), the answer is: no product.
    return { status: '0', msg: '', product_list: [] };
  });
}
