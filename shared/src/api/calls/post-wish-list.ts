import { postData, sessionFields } from '../request';
import type { WishListRequest, WishListResponse } from '../wire-types';

/** Our design: the buyer's wishlist page. */
export const wishListPath = '/api/buyer/wish-list';

/** One page (12) of the session buyer's wishlist, newest first, from `offset`. */
export function postWishList(offset = 0): Promise<WishListResponse> {
  const body: WishListRequest = { ...sessionFields(), offset };
  return postData<WishListResponse>(wishListPath, body);
}
