import { postData, sessionFields } from '../request';
import type { CartChangeResponse, CartLineRequest } from '../wire-types';

/** Our design: removes a line from the cart. */
export const cartRemovePath = '/api/buyer/cart-remove';

/** Removes a product's line; answers the refreshed cart. */
export function postCartRemove(gbxproductid: string): Promise<CartChangeResponse> {
  const body: CartLineRequest = { ...sessionFields(), gbxproductid };
  return postData<CartChangeResponse>(cartRemovePath, body);
}
