import { calls, type AddToListRequest, type Static } from '@gbx/contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { App, Services } from '../../http/app-types.js';
import { publicBase } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { IDEMPOTENT_WRITE, answerOnce, keyedWrite } from '../../http/idempotency.js';
import { buyerOf, buyerOnly, getSessionUser, type SessionUser } from '../../http/session-user.js';
import type { BuyerContext } from '../../services/place-directory.js';
import { PAGE_SIZE } from '../products/listing-query.js';
import { sellableIn, toListItem } from '../products/product-mapper.js';
import { loadProductRows } from '../products/product-rows.js';
import { mapContextFor } from '../places-search/product-page.js';
import { applyBuyerMarks } from './buyer-marks.js';
import { cartTotals, loadCartRows, toCartLine } from './cart-pricing.js';

/** add-wish-list and add-shoping-cart (§7): gbxproductid, userdata, device and location fields, catVal, subcatID; quantity is our addition. */
type AddBody = Static<typeof AddToListRequest>;

const MSG = {
  login: 'Please log in as a buyer to use the shopping cart and wishlist',
  buyerCart: 'Please login as Buyer in order to add this item to your shopping cart',
  buyerWish: 'Please login as Buyer in order to add this item to your wishlist',
  buyerOnly: 'Only buyers have a shopping cart and a wishlist',
  notFound: 'Product not found',
  country: 'This product is not available for sale in your country',
  outOfStock: 'This product is out of stock',
} as const;

interface ProductFacts {
  id: number;
  stock_qty: number;
  sold_worldwide: boolean;
  available_countries: string[];
}

async function findProduct(db: Kysely<DB>, gbxproductid: string): Promise<ProductFacts | undefined> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'stock_qty', 'sold_worldwide', 'available_countries'])
    .where('gbx_product_id', '=', gbxproductid.toUpperCase())
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** Why the buyer cannot have this product, or null when they can (§2.8: in stock and sellable in their country). */
function refusal(product: ProductFacts, buyer: BuyerContext): string | null {
  if (!sellableIn(product, buyer.country.iso2)) return MSG.country;
  if (product.stock_qty <= 0) return MSG.outOfStock;
  return null;
}

function stockMessage(stock: number, inCart: number): string {
  return inCart > 0
    ? `Only ${stock} of this product in stock, and ${inCart} already in your shopping cart`
    : `Only ${stock} of this product in stock`;
}

/**
 * The buyer's shopping cart and wishlist (§2.8, §4, §5). Identity comes from
 * the session cookie only (http/session-user.ts); the body's userdata is ignored.
 * No session: 401 { status: '0', msg } (the client then goes to /login, §8).
 * A session of another user type: 403.
 */
export function registerCartWishlistRoutes(app: App, services: Services): void {
  const { db, directory } = services;
  // 401 without a session, 403 for another user type, with the message of §5 where the spec has one.
  const onlyBuyers = {
    cart: buyerOnly({ login: MSG.login, notBuyer: MSG.buyerCart }),
    wishlist: buyerOnly({ login: MSG.login, notBuyer: MSG.buyerWish }),
    any: buyerOnly({ login: MSG.login, notBuyer: MSG.buyerOnly }),
  };

  /** The named product, or the 404 already sent. */
  const productOr404 = async (reply: FastifyReply, gbxproductid: string): Promise<ProductFacts | null> => {
    const product = await findProduct(db, gbxproductid);
    if (!product) await reply.status(404).send({ status: '0' as const, msg: MSG.notFound });
    return product ?? null;
  };

  const cartSummary = async (from: Kysely<DB>, userId: number, buyer: BuyerContext, base: string) => {
    const lines = (await loadCartRows(from, userId)).map((row) => toCartLine(row, buyer, base));
    return { lines, totals: cartTotals(lines) };
  };

  const wishCount = async (from: Kysely<DB>, userId: number) =>
    Number((await from.selectFrom('wishlist_lines').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

  /** The cart page's answer; a change adds its msg. */
  const cartAnswer = async (request: FastifyRequest, userId: number, body: { latitude?: string | number | undefined; longitude?: string | number | undefined }) => {
    const buyer = directory.buyer(body.latitude, body.longitude);
    const { lines, totals } = await cartSummary(db, userId, buyer, publicBase(request, services.config));
    return { status: '1' as const, cartData: lines, ...totals, buyer_currency: buyer.currency };
  };

  /** Adds quantity to the cart line (one line per product), within the stock; `trx` is the write's transaction (http/idempotency.ts). */
  const addToCart = async (trx: Kysely<DB>, user: SessionUser, product: ProductFacts, quantity: number): Promise<{ ok: true; quantity: number } | { ok: false; msg: string }> => {
    const existing = await trx.selectFrom('cart_lines').select('quantity').where('user_id', '=', user.id).where('product_id', '=', product.id).executeTakeFirst();
    const inCart = existing?.quantity ?? 0;
    if (inCart + quantity > product.stock_qty) return { ok: false, msg: stockMessage(product.stock_qty, inCart) };
    const row = await trx
      .insertInto('cart_lines')
      .values({ user_id: user.id, product_id: product.id, quantity })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ quantity: sql`cart_lines.quantity + excluded.quantity` }))
      .returning('quantity')
      .executeTakeFirstOrThrow();
    return { ok: true, quantity: row.quantity };
  };

  const addSchema = (call: typeof calls.addShopingCart | typeof calls.addWishList, summary: string, description: string) => ({
    ...contractSchema(call),
    tags: ['cart-wishlist'],
    summary,
    description,
  });

  app.post(calls.addShopingCart.path, {
    schema: addSchema(
      calls.addShopingCart,
      'Adds a product to the session buyer\'s shopping cart',
      'One line per product: adding again adds the quantity (default 1; optional `quantity`) to the line, within the stock. ' +
        "Answers { status: '1', msg, shoppingCartCount, shoppingCartAmount, buyer_currency }, or { status: '0', msg } when the product is out of stock, " +
        'not sellable in the buyer\'s country (from the device coordinates) or the stock is short. 401 without a session, 403 for a non-buyer, 404 for an unknown product. ' +
        IDEMPOTENT_WRITE,
    ),
    preHandler: onlyBuyers.cart,
  }, async (request, reply) => {
    const keyed = await keyedWrite(db, request, reply, calls.addShopingCart.path);
    if (keyed === 'answered') return reply;
    const body: AddBody = request.body;
    const user = buyerOf(request);
    const product = await productOr404(reply, body.gbxproductid);
    if (!product) return reply;
    const buyer = directory.buyer(body.latitude, body.longitude);
    const refused = refusal(product, buyer);
    if (refused) return { status: '0' as const, msg: refused };
    return answerOnce(db, reply, keyed, async (trx) => {
      const added = await addToCart(trx, user, product, Number(body.quantity ?? 1));
      if (!added.ok) return { code: 200, body: { status: '0' as const, msg: added.msg } };
      const { totals } = await cartSummary(trx, user.id, buyer, publicBase(request, services.config));
      return {
        code: 200,
        body: {
          status: '1' as const,
          msg: added.quantity > Number(body.quantity ?? 1) ? `Added: ${added.quantity} of this product in your shopping cart` : 'Added to your shopping cart',
          shoppingCartCount: totals.shoppingCartCount,
          shoppingCartAmount: totals.shoppingCartAmount,
          buyer_currency: buyer.currency,
        },
      };
    });
  });

  app.post(calls.addWishList.path, {
    schema: addSchema(
      calls.addWishList,
      'Adds a product to the session buyer\'s wishlist',
      "Adding a product already there changes nothing and answers status '1' too. Answers { status: '1', msg, wishListCount }, or { status: '0', msg } " +
        'for a product out of stock or not sellable in the buyer\'s country. 401 without a session, 403 for a non-buyer, 404 for an unknown product.',
    ),
    preHandler: onlyBuyers.wishlist,
  }, async (request, reply) => {
    const body: AddBody = request.body;
    const user = buyerOf(request);
    const product = await productOr404(reply, body.gbxproductid);
    if (!product) return reply;
    const refused = refusal(product, directory.buyer(body.latitude, body.longitude));
    if (refused) return { status: '0' as const, msg: refused };
    const inserted = await db.transaction().execute((trx) => addWishlistLine(trx, user.id, product.id));
    return { status: '1' as const, msg: inserted ? 'Added to your wishlist' : 'Already in your wishlist', wishListCount: await wishCount(db, user.id) };
  });

  app.post(calls.wishListCount.path, {
    schema: {
      ...contractSchema(calls.wishListCount),
      tags: ['cart-wishlist'],
      summary: "The session user's wishlist count: { status: '1', wishListCount }",
      description: 'Identity from the session cookie; the body (userdata) is not read for it. 401 without a session.',
    },
  }, async (request, reply) => {
    const user = await getSessionUser(db, request);
    if (!user) return reply.status(401).send({ status: '0' as const, msg: MSG.login });
    return { status: '1' as const, wishListCount: await wishCount(db, user.id) };
  });

  const CART_SHAPE =
    "{ status: '1', msg?, cartData: [{ product_id, GBXProductID, ProductTitle, UserImageName, Image_path, CompanyURL, VendorInfo, Quantity, " +
    'HasMinimumQuantity, StockQuantity, QTYAvailable (stock covers the quantity), CountryAvailability (sellable in the buyer\'s country), ' +
    'VandorCur, VandorPrice, VandorLinePrice, USCurrency, USPrice, USLinePrice, Buyer_currency, UserPrice, UserLinePrice, added_at }], ' +
    'shoppingCartCount (sum of quantities), shoppingCartAmount (buyer currency), USCartAmount, buyer_currency }. ' +
    'Unit prices follow the volume bands for the line\'s quantity; every line counts in the totals. 401 without a session, 403 for a non-buyer.';

  app.post(calls.cartList.path, {
    schema: { ...contractSchema(calls.cartList), tags: ['cart-wishlist'], summary: "The buyer's shopping cart page", description: CART_SHAPE },
    preHandler: onlyBuyers.any,
  }, async (request) => {
    const user = buyerOf(request);
    return cartAnswer(request, user.id, request.body ?? {});
  });

  app.post(calls.cartUpdate.path, {
    schema: {
      ...contractSchema(calls.cartUpdate),
      tags: ['cart-wishlist'],
      summary: 'Sets the quantity of a cart line (1 or more; cart-remove deletes a line)',
      description: `Answers the refreshed cart with a msg: ${CART_SHAPE} A quantity above the stock, or a product not in the cart, answers { status: '0', msg }.`,
    },
    preHandler: onlyBuyers.any,
  }, async (request, reply) => {
    const body = request.body;
    const user = buyerOf(request);
    const product = await productOr404(reply, body.gbxproductid);
    if (!product) return reply;
    const quantity = Number(body.quantity);
    if (quantity > product.stock_qty) return { status: '0' as const, msg: stockMessage(product.stock_qty, 0) };
    const updated = await db
      .updateTable('cart_lines')
      .set({ quantity })
      .where('user_id', '=', user.id)
      .where('product_id', '=', product.id)
      .returning('quantity')
      .executeTakeFirst();
    if (!updated) return { status: '0' as const, msg: 'This product is not in your shopping cart' };
    return { ...(await cartAnswer(request, user.id, body)), msg: 'Quantity updated' };
  });

  app.post(calls.cartRemove.path, {
    schema: {
      ...contractSchema(calls.cartRemove),
      tags: ['cart-wishlist'],
      summary: 'Removes a line from the cart',
      description: `Answers the refreshed cart with a msg (removing a product that is not there is not an error): ${CART_SHAPE}`,
    },
    preHandler: onlyBuyers.any,
  }, async (request, reply) => {
    const body = request.body;
    const user = buyerOf(request);
    const product = await productOr404(reply, body.gbxproductid);
    if (!product) return reply;
    const removed = await db.deleteFrom('cart_lines').where('user_id', '=', user.id).where('product_id', '=', product.id).executeTakeFirst();
    return { ...(await cartAnswer(request, user.id, body)), msg: Number(removed.numDeletedRows) > 0 ? 'Removed from your shopping cart' : 'Not in your shopping cart' };
  });

  app.post(calls.wishList.path, {
    schema: {
      ...contractSchema(calls.wishList),
      tags: ['cart-wishlist'],
      summary: "The buyer's wishlist page: product list items, most recently added first, 12 per page from offset",
      description:
        "Answers { status: '1', product_list (product list items with addedwish true and addedshop; ProductCountPagi on the first), product_count, wishListCount }. " +
        '401 without a session, 403 for a non-buyer.',
    },
    preHandler: onlyBuyers.any,
  }, async (request) => {
    const user = buyerOf(request);
    const body = request.body ?? {};
    const offset = Number(body.offset ?? 0);
    const [ids, total] = await Promise.all([
      db.selectFrom('wishlist_lines').select('product_id').where('user_id', '=', user.id)
        .orderBy('created_at', 'desc').orderBy('product_id', 'desc').limit(PAGE_SIZE).offset(offset).execute(),
      wishCount(db, user.id),
    ]);
    const context = await mapContextFor(services, request, body);
    const rows = await loadProductRows(db, { ids: ids.map((row) => Number(row.product_id)) });
    const product_list = rows.map((row, index) => ({ ...toListItem(row, context), ...(index === 0 ? { ProductCountPagi: total } : {}) }));
    await applyBuyerMarks(db, request, product_list);
    return { status: '1' as const, product_list, product_count: total, wishListCount: total };
  });

  app.post(calls.wishListRemove.path, {
    schema: {
      ...contractSchema(calls.wishListRemove),
      tags: ['cart-wishlist'],
      summary: 'Removes a product from the wishlist',
      description: "Answers { status: '1', msg, wishListCount } (removing a product that is not there is not an error). 401 without a session, 403 for a non-buyer.",
    },
    preHandler: onlyBuyers.any,
  }, async (request, reply) => {
    const user = buyerOf(request);
    const product = await productOr404(reply, request.body.gbxproductid);
    if (!product) return reply;
    const wasThere = await db.transaction().execute((trx) => removeWishlistLine(trx, user.id, product.id));
    return { status: '1' as const, msg: wasThere ? 'Removed from your wishlist' : 'Not in your wishlist', wishListCount: await wishCount(db, user.id) };
  });

  app.post(calls.wishListToCart.path, {
    schema: {
      ...contractSchema(calls.wishListToCart),
      tags: ['cart-wishlist'],
      summary: 'Moves a product from the wishlist into the shopping cart',
      description:
        "The add-shoping-cart rules apply (stock, country, quantity default 1); on success the product leaves the wishlist. Answers { status: '1', msg, wishListCount, " +
        "shoppingCartCount, shoppingCartAmount, buyer_currency }, or { status: '0', msg } (the wishlist is then unchanged). 401 without a session, 403 for a non-buyer. " +
        IDEMPOTENT_WRITE,
    },
    preHandler: onlyBuyers.any,
  }, async (request, reply) => {
    const keyed = await keyedWrite(db, request, reply, calls.wishListToCart.path);
    if (keyed === 'answered') return reply;
    const body = request.body;
    const user = buyerOf(request);
    const product = await productOr404(reply, body.gbxproductid);
    if (!product) return reply;
    const buyer = directory.buyer(body.latitude, body.longitude);
    const refused = refusal(product, buyer);
    if (refused) return { status: '0' as const, msg: refused };
    return answerOnce(db, reply, keyed, async (trx) => {
      const added = await addToCart(trx, user, product, Number(body.quantity ?? 1));
      if (!added.ok) return { code: 200, body: { status: '0' as const, msg: added.msg } };
      await removeWishlistLine(trx, user.id, product.id);
      const { totals } = await cartSummary(trx, user.id, buyer, publicBase(request, services.config));
      return {
        code: 200,
        body: {
          status: '1' as const,
          msg: 'Moved to your shopping cart',
          wishListCount: await wishCount(trx, user.id),
          shoppingCartCount: totals.shoppingCartCount,
          shoppingCartAmount: totals.shoppingCartAmount,
          buyer_currency: buyer.currency,
        },
      };
    });
  });
}

/**
 * The header's cart summary (location-count: shoppingCartCount, shoppingCartAmount
 * in the buyer's currency) for the session's user; zeros without a session.
 */
export async function sessionCartSummary(db: Kysely<DB>, request: FastifyRequest, buyer: BuyerContext): Promise<{ shoppingCartCount: number; shoppingCartAmount: number }> {
  if (!request.headers.cookie) return { shoppingCartCount: 0, shoppingCartAmount: 0 };
  const user = await getSessionUser(db, request);
  if (!user) return { shoppingCartCount: 0, shoppingCartAmount: 0 };
  const lines = (await loadCartRows(db, user.id)).map((row) => toCartLine(row, buyer, ''));
  const { shoppingCartCount, shoppingCartAmount } = cartTotals(lines);
  return { shoppingCartCount, shoppingCartAmount };
}

/*
 * A wishlist line and the product's wishlist counter (which orders "Most
 * Wishlisted", §2.10) change in one transaction (the caller's): a process killed between the
 * two statements would otherwise leave the counter off by one (found by the
 * reliability battery's kill -9 line).
 */

/** Adds the line; true when it was not there yet (and the counter went up). */
async function addWishlistLine(trx: Transaction<DB>, userId: number, productId: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('wishlist_lines')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returning('product_id')
    .executeTakeFirst();
  if (inserted) await trx.updateTable('products').set({ wishlist_count: sql`wishlist_count + 1` }).where('id', '=', productId).execute();
  return inserted !== undefined;
}

/** Removes the line; true when it was there (and the counter went down). */
async function removeWishlistLine(trx: Transaction<DB>, userId: number, productId: number): Promise<boolean> {
  const removed = await trx.deleteFrom('wishlist_lines').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  const wasThere = Number(removed.numDeletedRows) > 0;
  if (wasThere) await trx.updateTable('products').set({ wishlist_count: sql`greatest(wishlist_count - 1, 0)` }).where('id', '=', productId).execute();
  return wasThere;
}
