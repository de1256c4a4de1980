import { NOTIFY_ME_MAX } from '@gbx/contract/rules';
import { calls } from '@gbx/contract/schemas';
import { sql } from 'kysely';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { buyerOf, buyerOnly } from '../../http/session-user.js';
import { mailLanguageOf } from '../outbox/back-in-stock-mail.js';
import { createMailer } from '../outbox/mailer.js';
import { watchStockReturns } from './stock-alert-worker.js';

const MSG = {
  login: 'Please log in as a buyer to be told when a product is back in stock',
  notBuyer: 'Only buyers can be told when a product is back in stock',
  notFound: 'Product not found',
  inStock: 'This product is in stock: you can add it to your cart now',
  notSubscribed: 'You did not ask to be told about this product',
  limit: `You can wait for at most ${NOTIFY_ME_MAX} products at once: remove one to add another`,
} as const;

const iso = (value: Date | string) => new Date(value).toISOString();

const SUBSCRIPTION_SHAPE = '{ product_id, GBXProductID, ProductTitle, language (of the mail), subscribedAt }';
const BUYERS_ONLY = '401 without a session, 403 for a session of another user type.';

/**
 * Notify me (§2.8's checkbox on an out-of-stock card; issue 41): a buyer asks
 * to be told when an out-of-stock product is back; when its stock goes from 0
 * to more, however it is written, each buyer who asked gets one e-mail in the
 * language they asked in, with a link to the product page, and the request
 * ends (stock-alert-worker.ts). Identity is the session cookie only; every
 * query is scoped to the session's buyer.
 */
export function registerNotifyMeRoutes(app: App, services: Services): void {
  const { db, config } = services;
  const onlyBuyers = buyerOnly({ login: MSG.login, notBuyer: MSG.notBuyer });

  // The mail path of the account mails (SMTP_URL, else the outbox table), and the look at the queue of stock returns.
  const mailer = createMailer(db, config.accounts.smtpUrl, config.accounts.mailFrom);
  const worker = watchStockReturns({ db, mailer, hostAppUrl: config.accounts.hostAppUrl, log: app.log }, config.notifyMeMs);
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
  });

  const productOf = (gbxproductid: string) =>
    db.selectFrom('products').select(['id', 'gbx_product_id', 'title', 'stock_qty']).where('gbx_product_id', '=', gbxproductid.toUpperCase()).executeTakeFirst();

  const subscriptionsOf = (buyerId: number) =>
    db.selectFrom('stock_alerts')
      .innerJoin('products', 'products.id', 'stock_alerts.product_id')
      .select(['products.id', 'products.gbx_product_id', 'products.title', 'stock_alerts.language', 'stock_alerts.created_at'])
      .where('stock_alerts.user_id', '=', buyerId);

  const answer = (row: { id: number | string; gbx_product_id: string; title: string; language: string; created_at: Date | string }) => ({
    product_id: Number(row.id),
    GBXProductID: row.gbx_product_id,
    ProductTitle: row.title,
    language: row.language,
    subscribedAt: iso(row.created_at),
  });

  const schema = <C extends (typeof calls)[keyof typeof calls]>(call: C, summary: string, description: string) => ({
    ...contractSchema(call),
    tags: ['notify-me'],
    summary,
    description: `${description} ${BUYERS_ONLY}`,
  });

  app.get(calls.notifyMeList.path, {
    schema: schema(calls.notifyMeList, 'The out-of-stock products the session buyer waits for, newest first',
      `Answers { status: '1', subscriptions: [${SUBSCRIPTION_SHAPE}], limit (${NOTIFY_ME_MAX}) }. A product back in stock leaves the list once its mail is sent (within seconds).`),
    preHandler: onlyBuyers,
  }, async (request, reply) => {
    const buyer = buyerOf(request);
    const rows = await subscriptionsOf(buyer.id).orderBy('stock_alerts.created_at', 'desc').orderBy('products.id', 'desc').execute();
    reply.header('cache-control', 'private, no-store');
    return { status: '1' as const, subscriptions: rows.map(answer), limit: NOTIFY_ME_MAX };
  });

  app.post(calls.notifyMeSubscribe.path, {
    schema: schema(calls.notifyMeSubscribe, 'Asks to be told by e-mail when an out-of-stock product is back in stock',
      'Body { gbxproductid, language (the interface language: en, es, fr, zh, hi or ar; absent, Accept-Language; else en), device context }. ' +
      `Answers { status: '1', msg, subscription: ${SUBSCRIPTION_SHAPE}, created } (asking again changes nothing: created false). When the stock goes from 0 to more, ` +
      'one e-mail in that language with the title and a link to HOST_APP_URL/product-detail/{GBXProductID}, and the subscription ends. ' +
      `A product in stock is 409 (add it to the cart instead), an unknown one 404, a buyer waiting for ${NOTIFY_ME_MAX} products already 409.`),
    preHandler: onlyBuyers,
  }, async (request, reply) => {
    const buyer = buyerOf(request);
    const body = request.body;
    const product = await productOf(body.gbxproductid);
    if (!product) return reply.status(404).send({ status: '0' as const, msg: MSG.notFound });
    if (product.stock_qty > 0) return reply.status(409).send({ status: '0' as const, msg: MSG.inStock });
    const header = request.headers['accept-language'];
    const language = mailLanguageOf(body.language, Array.isArray(header) ? header.join(',') : header);
    const outcome = await db.transaction().execute(async (trx) => {
      // One request at a time per buyer, so that two at once cannot both pass the limit.
      await trx.selectFrom('users').select('id').where('id', '=', buyer.id).forUpdate().executeTakeFirst();
      // The product's row, shared: a write of its stock waits until this subscription is committed (and then queues a
      // return the worker reads with it), or went first and is seen here. Either way no return is missed.
      const locked = await trx.selectFrom('products').select('stock_qty').where('id', '=', product.id).forShare().executeTakeFirst();
      if (!locked) return 'gone' as const;
      if (locked.stock_qty > 0) return 'inStock' as const;
      const existing = await trx.selectFrom('stock_alerts').select(['language', 'created_at']).where('user_id', '=', buyer.id).where('product_id', '=', product.id).executeTakeFirst();
      if (existing) return { created: false, ...existing };
      const kept = await trx.selectFrom('stock_alerts').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
      if (Number(kept.n) >= NOTIFY_ME_MAX) return 'full' as const;
      const inserted = await trx.insertInto('stock_alerts').values({ user_id: buyer.id, product_id: product.id, language }).returning(['language', 'created_at']).executeTakeFirstOrThrow();
      return { created: true, ...inserted };
    });
    if (outcome === 'gone') return reply.status(404).send({ status: '0' as const, msg: MSG.notFound });
    if (outcome === 'inStock') return reply.status(409).send({ status: '0' as const, msg: MSG.inStock });
    if (outcome === 'full') return reply.status(409).send({ status: '0' as const, msg: MSG.limit, errors: [{ field: 'subscriptions', msg: MSG.limit }] });
    return {
      status: '1' as const,
      msg: outcome.created ? 'We will e-mail you when this product is back in stock' : 'You asked already: we will e-mail you when this product is back in stock',
      subscription: answer({ ...product, language: outcome.language, created_at: outcome.created_at }),
      created: outcome.created,
    };
  });

  app.delete(calls.notifyMeUnsubscribe.path, {
    schema: schema(calls.notifyMeUnsubscribe, 'No longer waits for a product',
      "Answers { status: '1', msg }. An unknown product, or one the buyer did not ask about, is 404."),
    preHandler: onlyBuyers,
  }, async (request, reply) => {
    const buyer = buyerOf(request);
    const product = await productOf(request.params.gbxproductid);
    if (!product) return reply.status(404).send({ status: '0' as const, msg: MSG.notFound });
    const deleted = await db.deleteFrom('stock_alerts').where('user_id', '=', buyer.id).where('product_id', '=', product.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.status(404).send({ status: '0' as const, msg: MSG.notSubscribed });
    return { status: '1' as const, msg: 'You will not be told about this product' };
  });
}
