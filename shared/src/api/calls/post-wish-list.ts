import { wishListPath } from '@gbx/contract/paths';
import { postData, sessionFields } from '../request';
import type { WishListRequest, WishListResponse } from '../wire-types';

/** One page (12) of the session buyer's wishlist, newest first, from `offset`. */
export function postWishList(offset = 0): Promise<WishListResponse> {
  const body: WishListRequest = { ...sessionFields(), offset };
  return postData<WishListResponse>(wishListPath, body);
}
