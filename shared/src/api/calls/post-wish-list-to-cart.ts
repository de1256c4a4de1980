import { postData, sessionFields } from '../request';
import type { CartLineRequest, WishListToCartResponse } from '../wire-types';

/** Our design: moves a product from the wishlist into the cart. */
export const wishListToCartPath = '/api/buyer/wish-list-to-cart';

/** Moves one of the product into the cart (the add-shoping-cart rules apply); status '0' keeps the wishlist as it was. */
export function postWishListToCart(gbxproductid: string): Promise<WishListToCartResponse> {
  const body: CartLineRequest = { ...sessionFields(), gbxproductid };
  return postData<WishListToCartResponse>(wishListToCartPath, body);
}
