import { productListSearchPath } from '@gbx/contract/paths';
import { postData, sessionFields } from '../request';
import type { ProductListRequest, ProductListResponse, SessionFields } from '../wire-types';

export type ProductListSearchInput = Omit<ProductListRequest, keyof SessionFields>;

/** The keyword search of the marketplace listing; same body as postProductList. userdata and the device context are added from storage. */
export function postProductListSearch(input: ProductListSearchInput): Promise<ProductListResponse> {
  const body: ProductListRequest = { ...sessionFields(), ...input };
  return postData<ProductListResponse>(productListSearchPath, body);
}
