import { calls } from '@gbx/contract/schemas';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { loopbackOnly } from '../../http/loopback-only.js';

/**
 * Development only (DEV_ROUTES=1, this machine only): a vendor's edit of one
 * product, written as the vendor back office would write it, a plain UPDATE
 * of the products table and nothing else. The e2e suite changes a title or a
 * stock count through it and sees the change reach search and the product page
 * the way any write to the database does (catalogue-watch.ts), not through a
 * shortcut into this process's caches.
 */
export function registerCatalogueDevRoutes(app: App, { db, config }: Services): void {
  if (!config.accounts.devRoutes) return;

  app.post(calls.devProductChange.path, {
    preHandler: loopbackOnly,
    schema: {
      ...contractSchema(calls.devProductChange),
      tags: ['products'],
      summary: 'Development only: change one product\'s title or stock count in the database ({ gbxproductid, title?, stock_qty? })',
    },
  }, async (request, reply) => {
    const { gbxproductid, title, stock_qty: stock } = request.body;
    if (title === undefined && stock === undefined) {
      return reply.status(400).send({ status: '0' as const, msg: 'Nothing to change: give title or stock_qty', errors: [{ field: 'title', msg: 'Give title or stock_qty' }] });
    }
    const result = await db.updateTable('products')
      .set({ ...(title !== undefined ? { title } : {}), ...(stock !== undefined ? { stock_qty: stock } : {}) })
      .where('gbx_product_id', '=', gbxproductid.toUpperCase())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return reply.status(404).send({ status: '0' as const, msg: 'Product not found' });
    return { status: '1' as const, msg: 'Changed' };
  });
}
