import { wishListRemovePath } from '@gbx/contract/paths';
import { postData, sessionFields } from '@gbx/shared';
import type { CartLineRequest, WishListRemoveResponse } from '../wire-types';

/** Removes a product from the wishlist; answers the new wishListCount. */
export function postWishListRemove(gbxproductid: string): Promise<WishListRemoveResponse> {
  const body: CartLineRequest = { ...sessionFields(), gbxproductid };
  return postData<WishListRemoveResponse>(wishListRemovePath, body);
}
