import { productListPath } from '@gbx/contract/paths';
import { postData, sessionFields } from '../request';
import type { ProductListRequest, ProductListResponse, SessionFields } from '../wire-types';

export type ProductListInput = Omit<ProductListRequest, keyof SessionFields>;

/** The marketplace listing; deals add discounted_product: 1, featured add featured_product: 1 (§4). userdata and the device context are added from storage. */
export function postProductList(input: ProductListInput): Promise<ProductListResponse> {
  const body: ProductListRequest = { ...sessionFields(), ...input };
  return postData<ProductListResponse>(productListPath, body);
}
