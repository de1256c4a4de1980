import { pathWith } from '@gbx/contract/paths';
import { calls } from '@gbx/contract/schemas';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { deliverStockAlerts } from '../src/features/notify-me/stock-alert-worker.js';
import { outboxMailer } from '../src/features/outbox/mailer.js';
import type { App } from '../src/http/app-types.js';
import { mailsTo, userWithSession } from './account-helpers.js';
import { sendBadInput } from './bad-input-calls.js';
import { ENGINES, copyPostgresTemplate, device, openTestApp, post, type TestApp } from './test-app.js';

type Headers = Record<string, string>;

const HOST = 'http://host.test:3000';
const LIST = calls.notifyMeList.path;
const SUBSCRIBE = calls.notifyMeSubscribe.path;
const unsubscribe = (gbx: string) => pathWith(calls.notifyMeUnsubscribe.path, { gbxproductid: gbx });
const WITHIN = { timeout: 30_000, interval: 50 };
const silent = { info: () => {}, error: (message: string) => console.error(message) };

/** The subjects of the back-in-stock mail, one per language (features/outbox/back-in-stock-mail.ts). */
const SUBJECT = {
  en: 'Back in stock: ',
  es: 'De nuevo disponible: ',
  fr: 'De retour en stock : ',
  zh: '已到货：',
  hi: 'फिर से स्टॉक में: ',
  ar: 'متوفر من جديد: ',
};

describe.each(ENGINES)('notify me on %s', (engine) => {
  let t: TestApp;
  /** One look at the queue, as an API process takes it every second (NOTIFY_ME_MS, off in this app). */
  const deliver = () => deliverStockAlerts({ db: t.database.db, mailer: outboxMailer(t.database.db), hostAppUrl: HOST, log: silent });

  const buyer = async () => {
    const user = await userWithSession(t.database.db, 'Buyer');
    const { email } = await t.database.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { ...user, email };
  };
  const ask = async (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, body?: unknown) => {
    const response = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, body: response.json() };
  };
  const subscribe = (headers: Headers, gbxproductid: unknown, extra: Record<string, unknown> = {}) => ask('POST', SUBSCRIBE, headers, { ...device(), gbxproductid, ...extra });
  const subscriptions = async (headers: Headers) => (await ask('GET', LIST, headers)).body.subscriptions as Array<{ GBXProductID: string; ProductTitle: string; language: string; subscribedAt: string }>;

  /** Products of the seeded catalogue with the given stock (set now, in the database), their ids distinct per call. */
  let taken = 0;
  const products = async (count: number, stock: number) => {
    const rows = await t.database.db.selectFrom('products').select(['id', 'gbx_product_id', 'title']).orderBy('id').offset(100 + taken).limit(count).execute();
    taken += count;
    await t.database.db.updateTable('products').set({ stock_qty: stock }).where('id', 'in', rows.map((row) => row.id)).execute();
    return rows;
  };
  const setStock = (gbx: string, stock: number) => sql`update products set stock_qty = ${stock} where gbx_product_id = ${gbx}`.execute(t.database.db);
  const detail = async (gbx: string, headers: Headers = {}) =>
    (await post(t.app, pathWith(calls.productDetail.path, { gbxproductid: gbx }), device(), headers)).body.product_list[0] as Record<string, unknown>;

  beforeAll(async () => {
    t = await openTestApp(engine, { NOTIFY_ME_MS: '0', HOST_APP_URL: HOST });
  });
  afterAll(async () => t?.close());

  it('answers 401 to a visitor on every call, as the other buyer calls, and 403 to another user type', async () => {
    const [product] = await products(1, 0);
    const vendor = await userWithSession(t.database.db, 'Vendor');
    const requests: Array<['GET' | 'POST' | 'DELETE', string, unknown]> = [
      ['GET', LIST, undefined],
      ['POST', SUBSCRIBE, { gbxproductid: product!.gbx_product_id }],
      ['DELETE', unsubscribe(product!.gbx_product_id), undefined],
    ];
    for (const [method, url, body] of requests) {
      const visitor = await ask(method, url, {}, body);
      expect(visitor.status, `${method} ${url}`).toBe(401);
      expect(visitor.body).toEqual({ status: '0', msg: 'Please log in as a buyer to be told when a product is back in stock' });
      expect((await ask(method, url, vendor.headers, body)).status).toBe(403);
    }
    expect(await t.database.db.selectFrom('stock_alerts').selectAll().execute()).toEqual([]);
  });

  it('subscribes to an out-of-stock product only, lists it, and marks it on the product for that buyer', async () => {
    const a = await buyer();
    const [out, inStock] = await products(2, 0);
    await setStock(inStock!.gbx_product_id, 4);
    const refused = await subscribe(a.headers, inStock!.gbx_product_id);
    expect(refused).toEqual({ status: 409, body: { status: '0', msg: 'This product is in stock: you can add it to your cart now' } });
    expect((await subscribe(a.headers, 'GBX99999999')).status).toBe(404);

    const first = await subscribe(a.headers, out!.gbx_product_id.toLowerCase(), { language: 'fr' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: '1', created: true, subscription: { GBXProductID: out!.gbx_product_id, ProductTitle: out!.title, language: 'fr', product_id: Number(out!.id) } });
    const again = await subscribe(a.headers, out!.gbx_product_id, { language: 'es' });
    expect(again.body).toMatchObject({ status: '1', created: false, subscription: { language: 'fr' } });
    expect(await subscriptions(a.headers)).toEqual([first.body.subscription]);

    // The product's page and listings say so to this buyer, to no other, and nothing to a visitor.
    expect(await detail(out!.gbx_product_id, a.headers)).toMatchObject({ notifyMe: true, QTYAvailable: false });
    expect(await detail(out!.gbx_product_id, (await buyer()).headers)).toMatchObject({ notifyMe: false });
    expect(await detail(out!.gbx_product_id)).not.toHaveProperty('notifyMe');
    const vendor = await userWithSession(t.database.db, 'Vendor');
    expect(await detail(out!.gbx_product_id, vendor.headers)).not.toHaveProperty('notifyMe');
    const listing = await post(t.app, calls.advanceSearch.path, { ...device(), productid: out!.gbx_product_id }, a.headers);
    expect(listing.body.product_list).toEqual([expect.objectContaining({ GBXProductID: out!.gbx_product_id, notifyMe: true })]);

    const removed = await ask('DELETE', unsubscribe(out!.gbx_product_id), a.headers);
    expect(removed).toEqual({ status: 200, body: { status: '1', msg: 'You will not be told about this product' } });
    expect(await subscriptions(a.headers)).toEqual([]);
    expect((await ask('DELETE', unsubscribe(out!.gbx_product_id), a.headers)).status).toBe(404);
    expect((await ask('DELETE', unsubscribe('GBX99999999'), a.headers)).status).toBe(404);
  });

  it('answers every bad input 400, naming the field', async () => {
    const { headers } = await buyer();
    for (const [value, label] of [[undefined, 'missing'], ['', 'empty'], ["GBX'; drop", 'not an id'], ['G'.repeat(41), 'too long'], [{}, 'an object']] as const) {
      const { status, body } = await subscribe(headers, value);
      expect(status, label).toBe(400);
      expect(body.errors.map((error: { field?: string }) => error.field), label).toContain('gbxproductid');
    }
    const [product] = await products(1, 0);
    for (const language of ['fr!', 'x'.repeat(21), 7.5]) {
      const { status, body } = await subscribe(headers, product!.gbx_product_id, { language });
      expect(status, String(language)).toBe(400);
      expect(body.errors.map((error: { field?: string }) => error.field)).toContain('language');
    }
    const { status, body } = await ask('DELETE', unsubscribe("GBX'x"), headers);
    expect(status).toBe(400);
    expect(body.errors.map((error: { field?: string }) => error.field)).toContain('gbxproductid');
  });

  it('never shows or ends another buyer\'s subscription', async () => {
    const a = await buyer();
    const b = await buyer();
    const [product] = await products(1, 0);
    await subscribe(a.headers, product!.gbx_product_id, { language: 'en' });
    expect(await subscriptions(b.headers)).toEqual([]);
    expect((await ask('DELETE', unsubscribe(product!.gbx_product_id), b.headers)).status).toBe(404);
    expect((await subscriptions(a.headers)).map((item) => item.GBXProductID)).toEqual([product!.gbx_product_id]);
  });

  it('mails each subscriber once when the stock goes from 0 to more, in their language, with the product link, and ends the subscription', async () => {
    const [product] = await products(1, 0);
    const gbx = product!.gbx_product_id;
    const french = await buyer();
    const hindi = await buyer();
    const arabic = await buyer();
    const other = await buyer();
    await subscribe(french.headers, gbx, { language: 'fr' });
    // The language of the request when the body names none (Accept-Language), as the other mails read it.
    await subscribe({ ...hindi.headers, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, gbx);
    await subscribe({ ...arabic.headers, 'accept-language': 'de-DE,ar;q=0.5' }, gbx);
    await subscribe(other.headers, gbx, { language: 'de' });
    const languages = Object.fromEntries((await t.database.db.selectFrom('stock_alerts').select(['user_id', 'language']).where('product_id', '=', product!.id).execute())
      .map((row) => [Number(row.user_id), row.language]));
    expect(languages).toEqual({ [french.id]: 'fr', [hindi.id]: 'hi', [arabic.id]: 'ar', [other.id]: 'en' });

    expect(await deliver()).toBe(0);
    // Plain SQL, as a vendor's back office or a script would write it.
    await sql`update products set stock_qty = 5 where gbx_product_id = ${gbx}`.execute(t.database.db);
    expect(await deliver()).toBe(4);

    for (const [who, language] of [[french, 'fr'], [hindi, 'hi'], [arabic, 'ar'], [other, 'en']] as const) {
      const mails = await mailsTo(t.app, who.email);
      expect(mails, language).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(`${SUBJECT[language]}${product!.title}`);
      expect(mail!.links).toEqual([`${HOST}/product-detail/${gbx}`]);
      expect(mail!.text).toContain(product!.title);
      expect(mail!.html).toContain(`lang="${language}"`);
      expect(mail!.html).toContain(`href="${HOST}/product-detail/${gbx}"`);
    }
    expect((await mailsTo(t.app, arabic.email))[0]!.html).toContain('dir="rtl"');
    expect(await subscriptions(french.headers)).toEqual([]);
    expect(await t.database.db.selectFrom('stock_alerts').selectAll().where('product_id', '=', product!.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('stock_returns').selectAll().execute()).toEqual([]);

    // More stock, and the stock going back to 0 and up again: nothing more is sent.
    await setStock(gbx, 9);
    expect(await deliver()).toBe(0);
    await setStock(gbx, 0);
    await setStock(gbx, 3);
    expect(await deliver()).toBe(0);
    for (const who of [french, hindi, arabic, other]) expect(await mailsTo(t.app, who.email)).toHaveLength(1);
    // Through the development route too (a vendor's edit), after a new subscription.
    await setStock(gbx, 0);
    await subscribe(french.headers, gbx, { language: 'fr' });
    expect((await post(t.app, calls.devProductChange.path, { gbxproductid: gbx, stock_qty: 2 })).status).toBe(200);
    expect(await deliver()).toBe(1);
    expect(await mailsTo(t.app, french.email)).toHaveLength(2);
  });

  it('a product back at 0 before the mail goes mails nobody yet: its subscribers wait for the next return', async () => {
    const [product] = await products(1, 0);
    const a = await buyer();
    await subscribe(a.headers, product!.gbx_product_id, { language: 'es' });
    await setStock(product!.gbx_product_id, 1);
    await setStock(product!.gbx_product_id, 0);
    expect(await deliver()).toBe(0);
    expect(await mailsTo(t.app, a.email)).toEqual([]);
    expect(await subscriptions(a.headers)).toHaveLength(1);
    await setStock(product!.gbx_product_id, 6);
    expect(await deliver()).toBe(1);
    expect((await mailsTo(t.app, a.email)).map((mail) => mail.subject)).toEqual([`${SUBJECT.es}${product!.title}`]);
  });

  it('a rolled-back mail leaves its subscription and its queued return for the next look', async () => {
    const [product] = await products(1, 0);
    const a = await buyer();
    await subscribe(a.headers, product!.gbx_product_id);
    await setStock(product!.gbx_product_id, 2);
    // A process that fails half-way (its outbox write refused): its transaction goes back whole.
    const failing = { ...outboxMailer(t.database.db), send: async () => { throw new Error('disk full'); } };
    await expect(deliverStockAlerts({ db: t.database.db, mailer: failing, hostAppUrl: HOST, log: silent })).rejects.toThrow('disk full');
    expect(await subscriptions(a.headers)).toHaveLength(1);
    expect(await mailsTo(t.app, a.email)).toEqual([]);
    expect(await deliver()).toBe(1);
    expect(await mailsTo(t.app, a.email)).toHaveLength(1);
  });

  it('generated bad input to its calls, with and without a session: never 5xx, a JSON refusal on 4xx', async () => {
    const { headers } = await buyer();
    expect(await sendBadInput(t.app, '/api/buyer/notify-me', headers, 4102)).toBe(3);
  });
});

describe.each(ENGINES)('notify me with the API processes\' own looks on %s', (engine) => {
  let opened: Array<{ app: App; database: Database }> = [];
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
    opened = [];
  });

  it('two processes looking every few milliseconds, and racing looks besides: every subscriber mailed exactly once', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1', SEARCH_INDEX: '0', NOTIFY_ME_MS: '10', HOST_APP_URL: HOST });
    if (engine === 'pglite') {
      // PGlite lives in one process: one API with its own look, and looks of its own racing it.
      const t = await openTestApp('pglite', { SEARCH_INDEX: '0', NOTIFY_ME_MS: '10', HOST_APP_URL: HOST });
      close = t.close;
      opened = [{ app: t.app, database: t.database }];
    } else {
      const copy = await copyPostgresTemplate();
      close = async () => {
        for (const { app, database } of opened) {
          await app.close();
          await database.close();
        }
        await copy.drop();
      };
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ databaseUrl: copy.url, dataDir: '' });
        opened.push({ app: await buildApp(config, database), database });
      }
    }
    const db = opened[0]!.database.db;
    // 30 buyers waiting for 4 products each.
    const products = await db.selectFrom('products').select(['id', 'gbx_product_id']).orderBy('id').offset(500).limit(4).execute();
    await db.updateTable('products').set({ stock_qty: 0 }).where('id', 'in', products.map((row) => row.id)).execute();
    const buyers: Array<{ id: number; email: string }> = [];
    for (let n = 0; n < 30; n++) {
      const { id } = await userWithSession(db, 'Buyer');
      buyers.push({ id, email: (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email });
    }
    await db.insertInto('stock_alerts').values(buyers.flatMap((b) => products.map((p) => ({ user_id: b.id, product_id: Number(p.id), language: 'en' as const })))).execute();

    // Back in stock, twice over for one of them (two queued returns of one product).
    await sql`update products set stock_qty = 3 where id = any(${products.map((p) => Number(p.id))}::int[])`.execute(db);
    await sql`update products set stock_qty = 0 where id = ${Number(products[0]!.id)}`.execute(db);
    await sql`update products set stock_qty = 8 where id = ${Number(products[0]!.id)}`.execute(db);
    const looks = opened.flatMap(({ database }) => [1, 2, 3].map(() => deliverStockAlerts({ db: database.db, mailer: outboxMailer(database.db), hostAppUrl: HOST, log: silent })));
    await Promise.all(looks);

    const mailed = async () => Number((await sql<{ n: number }>`select count(*)::int as n from outbox where to_address like 'session-%'`.execute(db)).rows[0]?.n);
    await expect.poll(() => db.selectFrom('stock_alerts').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n)), WITHIN).toBe(0);
    await expect.poll(() => db.selectFrom('stock_returns').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n)), WITHIN).toBe(0);
    expect(await mailed()).toBe(30 * 4);
    const { rows } = await sql<{ to_address: string; subject: string; n: number }>`
      select to_address, subject, count(*)::int as n from outbox where to_address like 'session-%' group by to_address, subject having count(*) > 1`.execute(db);
    expect(rows).toEqual([]);
    for (const { email } of buyers.slice(0, 3)) expect(await mailsTo(opened[0]!.app, email)).toHaveLength(4);

    // The processes' own looks, with nobody calling them: a return mails within their period.
    const late = await userWithSession(db, 'Buyer');
    const lateEmail = (await db.selectFrom('users').select('email').where('id', '=', late.id).executeTakeFirstOrThrow()).email;
    await sql`update products set stock_qty = 0 where id = ${Number(products[1]!.id)}`.execute(db);
    const subscribed = await post(opened[0]!.app, SUBSCRIBE, { ...device(), gbxproductid: products[1]!.gbx_product_id, language: 'zh' }, late.headers);
    expect(subscribed.body).toMatchObject({ status: '1', created: true });
    await sql`update products set stock_qty = 1 where id = ${Number(products[1]!.id)}`.execute(db);
    await expect.poll(async () => (await mailsTo(opened[0]!.app, lateEmail)).map((mail) => mail.subject), WITHIN).toEqual([expect.stringMatching(/^已到货：/)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(opened[0]!.app, lateEmail)).toHaveLength(1);
  });
});
