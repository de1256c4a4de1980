import { cartListPath } from '@gbx/contract/paths';
import { postData, sessionFields } from '../request';
import type { CartResponse, SessionFields } from '../wire-types';

/** The session buyer's cart lines and totals; 401 without a session (the host then goes to /login). */
export function postCartList(): Promise<CartResponse> {
  const body: SessionFields = sessionFields();
  return postData<CartResponse>(cartListPath, body);
}
