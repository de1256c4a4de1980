import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { getSessionUser } from '../../http/session-user.js';

interface Markable {
  product_id: number;
  addedwish: boolean;
  addedshop: boolean;
  UserType: string;
}

/**
 * addedwish / addedshop / UserType of product items for the session's user
 * (§4: buttons read Added and Wishlisted). Anonymous requests (no session
 * cookie) cost nothing; a logged-in one costs two indexed lookups of at most a
 * page of ids.
 */
export async function applyBuyerMarks(db: Kysely<DB>, request: FastifyRequest, items: Markable[]): Promise<void> {
  const user = await getSessionUser(db, request);
  if (!user) return;
  for (const item of items) item.UserType = user.usertype;
  if (items.length === 0) return;
  const ids = items.map((item) => item.product_id);
  const [wished, carted] = await Promise.all([
    db.selectFrom('wishlist_lines').select('product_id').where('user_id', '=', user.id).where('product_id', 'in', ids).execute(),
    db.selectFrom('cart_lines').select('product_id').where('user_id', '=', user.id).where('product_id', 'in', ids).execute(),
  ]);
  const wishSet = new Set(wished.map((row) => Number(row.product_id)));
  const cartSet = new Set(carted.map((row) => Number(row.product_id)));
  for (const item of items) {
    item.addedwish = wishSet.has(item.product_id);
    item.addedshop = cartSet.has(item.product_id);
  }
}
