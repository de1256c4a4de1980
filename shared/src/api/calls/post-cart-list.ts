import { postData, sessionFields } from '../request';
import type { CartResponse, SessionFields } from '../wire-types';

/** Our design (the spec's cart page is "not shown"): the buyer's cart page. */
export const cartListPath = '/api/buyer/cart-list';

/** The session buyer's cart lines and totals; 401 without a session (the host then goes to /login). */
export function postCartList(): Promise<CartResponse> {
  const body: SessionFields = sessionFields();
  return postData<CartResponse>(cartListPath, body);
}
