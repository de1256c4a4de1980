import { calls } from '@gbx/contract/schemas';
import { sql } from 'kysely';
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
/** The product columns a copy of a product takes over: all but its ids, its generated search words and its creation time. */
export const COPIED_PRODUCT_COLUMNS = sql.raw(`vendor_id, title, description, additional_info, terms, keywords, cat1_id, cat2_id, cat3_id, cat4_id,
  segment, currency, price, price_usd, min_qty, discount_percent, featured, stock_qty, sold_worldwide, available_countries, colours, sizes, types,
  sku, oem, condition, genuine, age_limit, warranty_months, customization, requires_shipping, pickup_available, rating, rating_count,
  image_count, city_id, state_id, country, postal_code, posted_at`);

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

  app.post(calls.devProductCopy.path, {
    preHandler: loopbackOnly,
    schema: {
      ...contractSchema(calls.devProductCopy),
      tags: ['products'],
      summary: 'Development only: a vendor posts a new product, a copy of { gbxproductid } with the next free id, created now',
    },
  }, async (request, reply) => {
    const source = request.body.gbxproductid.toUpperCase();
    // One statement: the next id is taken and used in the same insert (the products' unique id guards a racing copy).
    const copy = await sql<{ gbx_product_id: string }>`
      insert into products (gbx_product_id, ${COPIED_PRODUCT_COLUMNS})
      select 'GBX' || lpad((select coalesce(max(substr(gbx_product_id, 4)::bigint), 0) + 1 from products where gbx_product_id ~ '^GBX[0-9]{8}$')::text, 8, '0'),
        ${COPIED_PRODUCT_COLUMNS}
      from products where gbx_product_id = ${source}
      returning gbx_product_id`.execute(db);
    const made = copy.rows[0];
    if (!made) return reply.status(404).send({ status: '0' as const, msg: 'Product not found' });
    return { status: '1' as const, msg: 'Posted', gbxproductid: made.gbx_product_id };
  });
}
