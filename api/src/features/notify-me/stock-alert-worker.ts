import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { backInStockMail, mailLanguageOf } from '../outbox/back-in-stock-mail.js';
import type { Mailer } from '../outbox/mailer.js';
import type { Log } from '../products/search-index/search-index.js';

export interface StockAlertDeps {
  /** The primary: the queue, the subscriptions and the outbox are written there. */
  db: Kysely<DB>;
  mailer: Mailer;
  /** The front end's address (HOST_APP_URL): the mail links to its product page. */
  hostAppUrl: string;
  log: Log;
}

/** Queued returns one transaction takes: a look goes on with the next batch while a batch was full. */
const BATCH = 200;
/** Batches per look at most: a bulk restock of many products is mailed over a few looks, never in one long one. */
const BATCHES_PER_LOOK = 10;

/**
 * Mails the buyers who asked to be told about the products that came back in
 * stock, once each (issue 41). The trigger of migration 0013 queues a product
 * in `stock_returns` in the transaction that takes its stock from 0 to more,
 * whoever writes it; this takes the queue from there, in one transaction per
 * batch:
 *
 * 1. it locks a batch of queued returns `for update skip locked`: two API
 *    processes looking at once take different rows, neither waits;
 * 2. for the products of the batch still in stock, it locks their
 *    subscriptions (`for update skip locked` too: a subscription another process
 *    holds is that process's to mail, and it keeps its own queued row if it
 *    fails); a product back at 0 by now is mailed nobody, and its subscribers
 *    wait for its next return;
 * 3. each mail goes through the Mailer within the transaction, and each mailed
 *    subscription is deleted, and the batch's queued rows, in the same
 *    transaction.
 *
 * With the outbox (no SMTP_URL) the mail is a row written in that transaction,
 * so a mail exists exactly when its subscription is gone: a process killed
 * half-way leaves both as they were and the next look sends them; two processes
 * never send one twice (the row locks). With an SMTP server a mail is handed
 * over before the commit: a server that refuses one leaves that subscription
 * and its queued row for the next look (the others are done), and a process
 * killed between the server's acceptance and the commit would send that batch
 * again (SMTP cannot join a database transaction).
 *
 * Why a queue and not the worker looking for subscriptions whose product is in
 * stock: that is a join of every subscription each second; the queue is empty
 * almost always, an index look. Why the trigger queues every return, watched or
 * not: whether anyone watches is read here, in a transaction that starts after
 * the return committed, so a subscription committed before it is always seen,
 * whatever the isolation level of the write; a subscription and a return racing
 * each other are ordered by the product row's lock (notify-me-routes.ts).
 */
export async function deliverStockAlerts({ db, mailer, hostAppUrl, log }: StockAlertDeps): Promise<number> {
  // The queue is empty almost always: one index look, no transaction, each second.
  if (!(await db.selectFrom('stock_returns').select('seq').limit(1).executeTakeFirst())) return 0;
  let mailed = 0;
  for (let round = 0; round < BATCHES_PER_LOOK; round++) {
    const batch = await db.transaction().execute(async (trx) => {
      const queued = await trx.selectFrom('stock_returns').select(['seq', 'product_id']).orderBy('seq').limit(BATCH).forUpdate().skipLocked().execute();
      if (queued.length === 0) return { queued: 0, mailed: 0 };
      const productIds = [...new Set(queued.map((row) => Number(row.product_id)))];
      const back = await trx.selectFrom('products').select(['id', 'gbx_product_id', 'title']).where('id', 'in', productIds).where('stock_qty', '>', 0).execute();
      const failed = new Set<number>();
      let sent = 0;
      if (back.length) {
        const products = new Map(back.map((product) => [Number(product.id), product]));
        const subscriptions = await trx.selectFrom('stock_alerts')
          .innerJoin('users', 'users.id', 'stock_alerts.user_id')
          .select(['stock_alerts.user_id', 'stock_alerts.product_id', 'stock_alerts.language', 'users.email', 'users.first_name'])
          .where('stock_alerts.product_id', 'in', [...products.keys()])
          .orderBy('stock_alerts.product_id').orderBy('stock_alerts.user_id')
          .forUpdate('stock_alerts').skipLocked()
          .execute();
        for (const subscription of subscriptions) {
          const productId = Number(subscription.product_id);
          const product = products.get(productId);
          if (!product) continue;
          const link = `${hostAppUrl}/product-detail/${encodeURIComponent(product.gbx_product_id)}`;
          const mail = backInStockMail(subscription.email, subscription.first_name, product.title, link, mailLanguageOf(subscription.language));
          try {
            await mailer.send(mail, trx);
          } catch (error) {
            // A failed write to the outbox has aborted the transaction: all of it goes back, for the next look.
            if (mailer.kind === 'outbox') throw error;
            failed.add(productId);
            log.error(`Notify me: the mail to user ${subscription.user_id} about product ${productId} failed: ${error instanceof Error ? error.message : String(error)}`);
            continue;
          }
          await trx.deleteFrom('stock_alerts').where('user_id', '=', subscription.user_id).where('product_id', '=', productId).execute();
          sent++;
        }
      }
      const done = queued.filter((row) => !failed.has(Number(row.product_id))).map((row) => row.seq);
      if (done.length) await trx.deleteFrom('stock_returns').where('seq', 'in', done).execute();
      return { queued: queued.length, mailed: sent };
    });
    mailed += batch.mailed;
    if (batch.queued < BATCH) break;
  }
  return mailed;
}

export interface StockAlertWorker {
  /** One look now (the timer's, or a test's). */
  check: () => Promise<number>;
  /** Stops looking, after the look in progress. */
  stop: () => Promise<void>;
}

/**
 * The look every `intervalMs` (NOTIFY_ME_MS, default 1000) of each API
 * process, on a timer of its own: the catalogue watch looks at the replica
 * when there is one, and this writes to the primary. One look at a time per
 * process; processes share the queue through its row locks.
 */
export function watchStockReturns(deps: StockAlertDeps, intervalMs: number): StockAlertWorker {
  let running: Promise<number> | undefined;
  const check = () => {
    running ??= deliverStockAlerts(deps)
      .then((mailed) => {
        if (mailed > 0) deps.log.info(`Notify me: ${mailed} back-in-stock mails sent.`);
        return mailed;
      })
      .catch((error: unknown) => {
        deps.log.error(`Notify me: the queue of stock returns could not be read: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void check(), intervalMs) : undefined;
  timer?.unref();
  return {
    check,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
