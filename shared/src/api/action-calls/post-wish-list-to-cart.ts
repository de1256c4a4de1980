import { wishListToCartPath } from '@gbx/contract/paths';
import { postOnce, sessionFields } from '@gbx/shared';
import type { CartLineRequest, WishListToCartResponse } from '../wire-types';

/** Moves one of the product into the cart (the add-shoping-cart rules apply); status '0' keeps the wishlist as it was. */
export function postWishListToCart(gbxproductid: string): Promise<WishListToCartResponse> {
  const body: CartLineRequest = { ...sessionFields(), gbxproductid };
  return postOnce<WishListToCartResponse>(wishListToCartPath, body);
}
