import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSession } from './account-helpers.js';
import { ENGINES, device, openTestApp, post, type TestApp } from './test-app.js';

interface CartLine {
  GBXProductID: string;
  Quantity: number;
  VandorCur: string;
  VandorPrice: number;
  VandorLinePrice: number;
  USPrice: number;
  USLinePrice: number;
  Buyer_currency: string;
  UserPrice: number;
  UserLinePrice: number;
  QTYAvailable: boolean;
  CountryAvailability: boolean;
}

const ADD_CART = '/api/buyer/add-shoping-cart';
const ADD_WISH = '/api/buyer/add-wish-list';
const BUYER_CALLS = [ADD_CART, ADD_WISH, '/api/header/whish-list-count', '/api/buyer/cart-list', '/api/buyer/cart-update', '/api/buyer/cart-remove',
  '/api/buyer/wish-list', '/api/buyer/wish-list-remove', '/api/buyer/wish-list-to-cart'];
/** Paris: the buyer pays in euros. */
const paris = () => ({ ...device(), catVal: '', subcatID: '' });

describe.each(ENGINES)('shopping cart and wishlist on %s', (engine) => {
  let t: TestApp;
  let rates: Map<string, number>;

  /** A user of a type with a live session: the Cookie header that carries it. */
  const login = (type: 'Buyer' | 'Vendor' = 'Buyer') => userWithSession(t.database.db, type);

  /** A product sold worldwide with stock of at least `stock`, optionally with volume bands. */
  const product = async (options: { stock?: number; bands?: boolean; skip?: string[] } = {}) => {
    let query = t.database.db.selectFrom('products').select(['gbx_product_id', 'stock_qty', 'band1_qty', 'band2_qty'])
      .where('sold_worldwide', '=', true).where('stock_qty', '>=', options.stock ?? 5);
    if (options.bands) query = query.where('band1_qty', 'is not', null).where('band1_qty', '<', sql<number>`stock_qty`);
    if (options.skip?.length) query = query.where('gbx_product_id', 'not in', options.skip);
    return query.orderBy('id').executeTakeFirstOrThrow();
  };

  beforeAll(async () => {
    t = await openTestApp(engine);
    rates = new Map((await t.database.db.selectFrom('exchange_rates').select(['currency', 'units_per_usd']).execute()).map((r) => [r.currency.trim(), Number(r.units_per_usd)]));
  });
  afterAll(async () => t?.close());

  it('answers 401 JSON without a session and 403 to a non-buyer', async () => {
    const body = { ...paris(), gbxproductid: 'GBX00000001', quantity: 1, offset: 0 };
    for (const url of BUYER_CALLS) {
      const anonymous = await post(t.app, url, body);
      expect(anonymous.status, url).toBe(401);
      expect(anonymous.body.status).toBe('0');
      expect(typeof anonymous.body.msg).toBe('string');
      const expired = await post(t.app, url, body, { cookie: 'gbx_session=not-a-live-session-token-at-all' });
      expect(expired.status, url).toBe(401);
    }
    const vendor = await login('Vendor');
    const refused = await post(t.app, ADD_CART, body, vendor.headers);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: '0', msg: 'Please login as Buyer in order to add this item to your shopping cart' });
    // Identity never comes from userdata: a body naming another user changes nothing.
    const spoofed = await post(t.app, ADD_WISH, { ...body, userdata: JSON.stringify({ id: 1, usertype: 'Buyer' }) });
    expect(spoofed.status).toBe(401);
  });

  it('adds to the cart once per product, adding quantities, and prices lines in three currencies', async () => {
    const buyer = await login();
    const item = await product({ stock: 5 });
    const first = await post(t.app, ADD_CART, { ...paris(), gbxproductid: item.gbx_product_id }, buyer.headers);
    expect(first.body).toMatchObject({ status: '1', msg: 'Added to your shopping cart', shoppingCartCount: 1, buyer_currency: 'EUR' });
    const second = await post(t.app, ADD_CART, { ...paris(), gbxproductid: item.gbx_product_id.toLowerCase() }, buyer.headers);
    expect(second.body).toMatchObject({ status: '1', shoppingCartCount: 2 });
    const lines = await t.database.db.selectFrom('cart_lines').select(['quantity']).where('user_id', '=', buyer.id).execute();
    expect(lines).toEqual([{ quantity: 2 }]);

    const cart = await post(t.app, '/api/buyer/cart-list', paris(), buyer.headers);
    expect(cart.status).toBe(200);
    const [line] = cart.body.cartData as CartLine[];
    expect(line).toMatchObject({ GBXProductID: item.gbx_product_id, Quantity: 2, Buyer_currency: 'EUR', QTYAvailable: true, CountryAvailability: true });
    expect(line!.VandorLinePrice).toBeCloseTo(line!.VandorPrice * 2, 2);
    expect(line!.USLinePrice).toBeCloseTo(line!.USPrice * 2, 2);
    expect(line!.UserLinePrice).toBeCloseTo(line!.UserPrice * 2, 2);
    expect(line!.UserPrice).toBeCloseTo(line!.USPrice * (rates.get('EUR') ?? 0), 1);
    expect(Math.abs(line!.VandorPrice / (rates.get(line!.VandorCur) ?? 1) - line!.USPrice)).toBeLessThanOrEqual(0.02);
    expect(cart.body).toMatchObject({ status: '1', shoppingCartCount: 2, shoppingCartAmount: line!.UserLinePrice, USCartAmount: line!.USLinePrice, buyer_currency: 'EUR' });

    // The header and the listings reflect the session's cart.
    const header = await post(t.app, '/api/commen/location-count', device(), buyer.headers);
    expect(header.body).toMatchObject({ shoppingCartCount: 2, shoppingCartAmount: line!.UserLinePrice, buyer_currency: 'EUR' });
    const anonymousHeader = await post(t.app, '/api/commen/location-count', device());
    expect(anonymousHeader.body).toMatchObject({ shoppingCartCount: 0, shoppingCartAmount: 0 });
    const detail = await post(t.app, `/api/product/product-detail/${item.gbx_product_id}`, device(), buyer.headers);
    expect(detail.body.product_list[0]).toMatchObject({ addedshop: true, addedwish: false, UserType: 'Buyer' });
    const search = await post(t.app, '/api/advance-search/advance-search', { ...device(), productid: item.gbx_product_id }, buyer.headers);
    expect(search.body.product_list[0]).toMatchObject({ addedshop: true, addedwish: false });
    const stranger = await post(t.app, `/api/product/product-detail/${item.gbx_product_id}`, device());
    expect(stranger.body.product_list[0]).toMatchObject({ addedshop: false, UserType: '' });

    // More than the stock is refused with a message.
    const tooMany = await post(t.app, ADD_CART, { ...paris(), gbxproductid: item.gbx_product_id, quantity: item.stock_qty }, buyer.headers);
    expect(tooMany.body.status).toBe('0');
    expect(tooMany.body.msg).toMatch(/in stock/);
  });

  it('refuses out-of-stock products and products not sold in the buyer country', async () => {
    const buyer = await login();
    const empty = await t.database.db.selectFrom('products').select('gbx_product_id').where('stock_qty', '=', 0).where('sold_worldwide', '=', true).orderBy('id').executeTakeFirstOrThrow();
    for (const url of [ADD_CART, ADD_WISH, '/api/buyer/wish-list-to-cart']) {
      const response = await post(t.app, url, { ...paris(), gbxproductid: empty.gbx_product_id }, buyer.headers);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: '0', msg: 'This product is out of stock' });
    }
    const local = await t.database.db.selectFrom('products').select(['gbx_product_id', 'available_countries'])
      .where('sold_worldwide', '=', false).where('stock_qty', '>', 0).where(sql<boolean>`not ('FR' = any(available_countries))`).orderBy('id').executeTakeFirstOrThrow();
    for (const url of [ADD_CART, ADD_WISH]) {
      const response = await post(t.app, url, { ...paris(), gbxproductid: local.gbx_product_id }, buyer.headers);
      expect(response.body).toEqual({ status: '0', msg: 'This product is not available for sale in your country' });
    }
    const missing = await post(t.app, ADD_CART, { ...paris(), gbxproductid: 'GBX99999999' }, buyer.headers);
    expect(missing.status).toBe(404);
    expect(await t.database.db.selectFrom('cart_lines').select('product_id').where('user_id', '=', buyer.id).execute()).toEqual([]);
  });

  it('keeps one wishlist line per product, counts it, pages it, removes it and moves it to the cart', async () => {
    const buyer = await login();
    const item = await product();
    const other = await product({ skip: [item.gbx_product_id] });
    const before = await t.database.db.selectFrom('products').select('wishlist_count').where('gbx_product_id', '=', item.gbx_product_id).executeTakeFirstOrThrow();
    const first = await post(t.app, ADD_WISH, { ...paris(), gbxproductid: item.gbx_product_id }, buyer.headers);
    expect(first.body).toEqual({ status: '1', msg: 'Added to your wishlist', wishListCount: 1 });
    const again = await post(t.app, ADD_WISH, { ...paris(), gbxproductid: item.gbx_product_id }, buyer.headers);
    expect(again.body).toEqual({ status: '1', msg: 'Already in your wishlist', wishListCount: 1 });
    const after = await t.database.db.selectFrom('products').select('wishlist_count').where('gbx_product_id', '=', item.gbx_product_id).executeTakeFirstOrThrow();
    expect(after.wishlist_count).toBe(before.wishlist_count + 1);
    await post(t.app, ADD_WISH, { ...paris(), gbxproductid: other.gbx_product_id }, buyer.headers);

    const count = await post(t.app, '/api/header/whish-list-count', { userdata: 'ignored' }, buyer.headers);
    expect(count.body).toEqual({ status: '1', wishListCount: 2 });
    const page = await post(t.app, '/api/buyer/wish-list', { ...device(), offset: 0 }, buyer.headers);
    expect(page.body.product_count).toBe(2);
    expect(page.body.product_list.map((i: { GBXProductID: string }) => i.GBXProductID)).toEqual([other.gbx_product_id, item.gbx_product_id]);
    expect(page.body.product_list.every((i: { addedwish: boolean }) => i.addedwish)).toBe(true);
    expect(page.body.product_list[0].ProductCountPagi).toBe(2);

    const removed = await post(t.app, '/api/buyer/wish-list-remove', { ...paris(), gbxproductid: other.gbx_product_id }, buyer.headers);
    expect(removed.body).toEqual({ status: '1', msg: 'Removed from your wishlist', wishListCount: 1 });
    const moved = await post(t.app, '/api/buyer/wish-list-to-cart', { ...paris(), gbxproductid: item.gbx_product_id }, buyer.headers);
    expect(moved.body).toMatchObject({ status: '1', wishListCount: 0, shoppingCartCount: 1, buyer_currency: 'EUR' });
    const listed = await post(t.app, '/api/marketplace/product-list-search', { ...paris(), search_data: '', sort_by: '', market_segment: '', offset: 0 }, buyer.headers);
    expect(listed.status).toBe(200);
  });

  it('answers odd bodies from a logged-in buyer with 4xx JSON or a status, never 5xx', async () => {
    const buyer = await login();
    const bodies = [
      { gbxproductid: 'GBX00000001', quantity: '99999' }, { gbxproductid: 'GBX00000001', quantity: 100000 }, { gbxproductid: 'x'.repeat(41) },
      { gbxproductid: "GBX'--" }, { gbxproductid: 'GBX00000001', latitude: '95', longitude: 'east' }, { offset: '99999999' }, {}, { quantity: {} },
    ];
    for (const url of BUYER_CALLS) {
      for (const body of bodies) {
        const response = await post(t.app, url, body, buyer.headers);
        expect(response.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(['0', '1']).toContain(response.body.status);
      }
    }
  });

  it('documents every call in the OpenAPI page', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [...BUYER_CALLS, '/api/product-search/product-list-location', '/api/vendor-search/vendor-list-location', '/api/product-search/vendor-store',
      '/api/advance-search/advance-search', '/api/advance-search/advance-search-click']) {
      expect(docs.paths, path).toHaveProperty([path]);
    }
  });

  it('updates quantities with volume-band prices, refuses more than the stock, and removes lines', async () => {
    const buyer = await login();
    const item = await product({ bands: true, stock: 2 });
    await post(t.app, ADD_CART, { ...paris(), gbxproductid: item.gbx_product_id }, buyer.headers);
    const detail = (await post(t.app, `/api/product/product-detail/${item.gbx_product_id}`, device(), buyer.headers)).body.product_list[0];
    const bandQuantity = (item.band1_qty ?? 0) + 1;
    const updated = await post(t.app, '/api/buyer/cart-update', { ...paris(), gbxproductid: item.gbx_product_id, quantity: String(bandQuantity) }, buyer.headers);
    expect(updated.body).toMatchObject({ status: '1', msg: 'Quantity updated', shoppingCartCount: bandQuantity });
    const [line] = updated.body.cartData as CartLine[];
    // Above UpToQuantity1 the unit price is the first band's (UserPrice_one).
    expect(line!.UserPrice).toBe(detail.UserPrice_one);
    expect(line!.UserPrice).toBeLessThan(detail.UserPrice);
    expect(line!.UserLinePrice).toBeCloseTo(line!.UserPrice * bandQuantity, 2);

    const tooMany = await post(t.app, '/api/buyer/cart-update', { ...paris(), gbxproductid: item.gbx_product_id, quantity: item.stock_qty + 1 }, buyer.headers);
    expect(tooMany.body).toEqual({ status: '0', msg: `Only ${item.stock_qty} of this product in stock` });
    const zero = await post(t.app, '/api/buyer/cart-update', { ...paris(), gbxproductid: item.gbx_product_id, quantity: 0 }, buyer.headers);
    expect(zero.status).toBe(400);
    const notInCart = await post(t.app, '/api/buyer/cart-update', { ...paris(), gbxproductid: (await product({ skip: [item.gbx_product_id] })).gbx_product_id, quantity: 1 }, buyer.headers);
    expect(notInCart.body).toEqual({ status: '0', msg: 'This product is not in your shopping cart' });

    const removed = await post(t.app, '/api/buyer/cart-remove', { ...paris(), gbxproductid: item.gbx_product_id }, buyer.headers);
    expect(removed.body).toMatchObject({ status: '1', msg: 'Removed from your shopping cart', cartData: [], shoppingCartCount: 0, shoppingCartAmount: 0 });
  });
});
