import { Type } from 'typebox';
import { CategoryFilterFields, DeviceContext, DeviceContextFields, GbxProductId, ListQueryFields, Refusal, Success, flag, number, text } from './common.js';
import { ListingPageFields } from './products.js';

/*
 * The buyer's cart and wishlist. add-wish-list and add-shoping-cart are §7's;
 * the cart and wishlist pages are "not shown" there (backend host pages), so
 * those calls and shapes are our design, in the same style. Identity is the
 * session cookie; userdata and the device fields travel as usual (the
 * coordinates pick the buyer's currency).
 */

export const MAX_CART_QUANTITY = 100_000;
const Quantity = Type.Union([Type.Integer({ minimum: 1, maximum: MAX_CART_QUANTITY }), Type.String({ pattern: '^[1-9][0-9]{0,4}$' })]);

/** add-wish-list and add-shoping-cart (§7): gbxproductid, userdata, device and location fields, catVal, subcatID; quantity is our addition. */
export const AddToListRequest = Type.Object({ ...DeviceContextFields, ...CategoryFilterFields, gbxproductid: GbxProductId, quantity: Type.Optional(Quantity) });

/** What a cart change answers besides its msg: the header's cart summary (§2.6). */
const CartSummaryFields = {
  shoppingCartCount: number('The sum of the quantities'),
  shoppingCartAmount: number("The total in the buyer's currency"),
  buyer_currency: text(),
};

export const AddShopingCartReply = Type.Union([Type.Object({ status: Success, msg: text(), ...CartSummaryFields }), Refusal]);
export const AddWishListReply = Type.Union([Type.Object({ status: Success, msg: text("'Added to your wishlist' or 'Already in your wishlist'"), wishListCount: number() }), Refusal]);

export const WishListCountRequest = DeviceContext;
export const WishListCountReply = Type.Object({ status: Success, wishListCount: number() });

/** One line of the shopping cart, priced in the three currencies of §1. */
export const CartLine = Type.Object({
  product_id: Type.Integer(),
  GBXProductID: text(),
  ProductTitle: text(),
  UserImageName: text(),
  Image_path: text('Prefix of UserImageName'),
  CompanyURL: text('The vendor store: /vendor-store/{CompanyURL}'),
  VendorInfo: text('The vendor name'),
  Quantity: number(),
  HasMinimumQuantity: number(),
  StockQuantity: number(),
  QTYAvailable: flag('The stock covers the quantity'),
  CountryAvailability: flag("Sellable in the buyer's country"),
  VandorCur: text(),
  VandorPrice: number('Unit price for this quantity (volume bands)'),
  VandorLinePrice: number(),
  USCurrency: text(),
  USPrice: number(),
  USLinePrice: number(),
  Buyer_currency: text(),
  UserPrice: number(),
  UserLinePrice: number(),
  added_at: text('ISO 8601'),
});

const CartFields = {
  status: Success,
  cartData: Type.Array(CartLine),
  ...CartSummaryFields,
  USCartAmount: number(),
};

export const CartListRequest = DeviceContext;
/** POST /api/buyer/cart-list: the buyer's cart page; after a change (cart-update, cart-remove) with a msg saying what it did. */
export const CartReply = Type.Object({ ...CartFields, msg: Type.Optional(text()) });
/** cart-update and cart-remove: the refreshed cart, or a refusal (stock short, not in the cart). */
export const CartChangeReply = Type.Union([CartReply, Refusal]);

export const CartLineRequest = Type.Object({ ...DeviceContextFields, gbxproductid: GbxProductId });
export const CartUpdateRequest = Type.Object({ ...DeviceContextFields, gbxproductid: GbxProductId, quantity: Quantity });

export const WishListRequest = Type.Object({ ...DeviceContextFields, offset: ListQueryFields.offset });
/** POST /api/buyer/wish-list: product list items, most recently added first, 12 per page. */
export const WishListReply = Type.Object({ ...ListingPageFields, wishListCount: number() });

export const WishListRemoveReply = Type.Object({ status: Success, msg: text(), wishListCount: number() });

export const WishListToCartRequest = Type.Object({ ...DeviceContextFields, gbxproductid: GbxProductId, quantity: Type.Optional(Quantity) });
/** Status '0' leaves the wishlist unchanged. */
export const WishListToCartReply = Type.Union([Type.Object({ status: Success, msg: text(), wishListCount: number(), ...CartSummaryFields }), Refusal]);
