import { cartUpdatePath } from '@gbx/contract/paths';
import { postData, sessionFields } from '@gbx/shared';
import type { CartChangeResponse, CartUpdateRequest } from '../wire-types';

/** Sets a line's quantity (1 or more); answers the refreshed cart, or status '0' with msg. */
export function postCartUpdate(gbxproductid: string, quantity: number): Promise<CartChangeResponse> {
  const body: CartUpdateRequest = { ...sessionFields(), gbxproductid, quantity };
  return postData<CartChangeResponse>(cartUpdatePath, body);
}
