import { cartRemovePath } from '@gbx/contract/paths';
import { postData, sessionFields } from '@gbx/shared';
import type { CartChangeResponse, CartLineRequest } from '../wire-types';

/** Removes a product's line; answers the refreshed cart. */
export function postCartRemove(gbxproductid: string): Promise<CartChangeResponse> {
  const body: CartLineRequest = { ...sessionFields(), gbxproductid };
  return postData<CartChangeResponse>(cartRemovePath, body);
}
