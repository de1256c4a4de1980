import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { getSessionUser } from '../../http/session-user.js';

interface Markable {
  product_id: number;
  QTYAvailable: boolean;
  addedwish: boolean;
  addedshop: boolean;
  UserType: string;
  notifyMe?: boolean;
}

/**
 * addedwish / addedshop / UserType of product items for the session's user
 * (§4: buttons read Added and Wishlisted), and for a buyer notifyMe: whether
 * they asked to be told when the product is back (features/notify-me; the
 * notify-me checkbox of an out-of-stock card, §2.8). Anonymous requests (no
 * session cookie) cost nothing; a logged-in one costs two indexed lookups of at
 * most a page of ids, a third when the page has out-of-stock products.
 */
export async function applyBuyerMarks(db: Kysely<DB>, request: FastifyRequest, items: Markable[]): Promise<void> {
  const user = await getSessionUser(db, request);
  if (!user) return;
  for (const item of items) item.UserType = user.usertype;
  if (items.length === 0) return;
  const ids = items.map((item) => item.product_id);
  // Only an out-of-stock product can be waited for (a product back in stock has its mail on the way, within seconds).
  const outOfStock = user.usertype === 'Buyer' ? items.filter((item) => !item.QTYAvailable).map((item) => item.product_id) : [];
  const [wished, carted, awaited] = await Promise.all([
    db.selectFrom('wishlist_lines').select('product_id').where('user_id', '=', user.id).where('product_id', 'in', ids).execute(),
    db.selectFrom('cart_lines').select('product_id').where('user_id', '=', user.id).where('product_id', 'in', ids).execute(),
    outOfStock.length
      ? db.selectFrom('stock_alerts').select('product_id').where('user_id', '=', user.id).where('product_id', 'in', outOfStock).execute()
      : Promise.resolve([]),
  ]);
  const wishSet = new Set(wished.map((row) => Number(row.product_id)));
  const cartSet = new Set(carted.map((row) => Number(row.product_id)));
  const notifySet = new Set(awaited.map((row) => Number(row.product_id)));
  for (const item of items) {
    item.addedwish = wishSet.has(item.product_id);
    item.addedshop = cartSet.has(item.product_id);
    if (user.usertype === 'Buyer') item.notifyMe = notifySet.has(item.product_id);
  }
}
