import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES, answerOnce } from '../src/http/idempotency.js';
import { ACCOUNT_ENV, mailsTo, registrationForm, solveCaptcha, uniqueEmail, userWithSession } from './account-helpers.js';
import { ENGINES, device, openTestApp, post, type TestApp } from './test-app.js';

const ADD_CART = '/api/buyer/add-shoping-cart';
const REPORT = '/api/product/report';
const REGISTER = '/api/registration/registration-buyer';

let serial = 0;
/** A fresh key per call, as a client makes one per write (a UUID in the browser). */
const newKey = () => `test-${process.pid}-${++serial}-${Date.now().toString(36)}`;
/** A fresh client address per test: the report limit counts per address. */
const clientIp = () => ({ 'x-forwarded-for': `10.77.${Math.floor(serial / 250)}.${(serial++ % 250) + 1}` });

describe.each(ENGINES)('writes asked again with an Idempotency-Key on %s', (engine) => {
  let t: TestApp;
  let gbx: string;
  let productId: number;

  const cartQuantity = async (userId: number) =>
    (await t.database.db.selectFrom('cart_lines').select('quantity').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst())?.quantity ?? 0;

  beforeAll(async () => {
    t = await openTestApp(engine, ACCOUNT_ENV);
    const product = await t.database.db.selectFrom('products').select(['id', 'gbx_product_id']).where('sold_worldwide', '=', true).where('stock_qty', '>=', 10).orderBy('id').executeTakeFirstOrThrow();
    gbx = product.gbx_product_id;
    productId = Number(product.id);
  });
  afterAll(async () => t?.close());

  it('adds to the cart once for a key sent twice, and answers the first outcome again', async () => {
    const buyer = await userWithSession(t.database.db, 'Buyer');
    const key = newKey();
    const body = { ...device(), gbxproductid: gbx, quantity: 1 };
    const first = await post(t.app, ADD_CART, body, { ...buyer.headers, 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: '1', msg: 'Added to your shopping cart', shoppingCartCount: 1 });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(t.app, ADD_CART, body, { ...buyer.headers, 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await cartQuantity(buyer.id)).toBe(1);
    // Without a key, asking again is a second addition (the call's documented meaning).
    const unkeyed = await post(t.app, ADD_CART, body, buyer.headers);
    expect(unkeyed.body).toMatchObject({ status: '1', msg: 'Added: 2 of this product in your shopping cart' });
  });

  it('answers a retry racing its first try once, with one addition', async () => {
    const buyer = await userWithSession(t.database.db, 'Buyer');
    const key = newKey();
    const body = { ...device(), gbxproductid: gbx, quantity: 1 };
    const answers = await Promise.all([1, 2, 3].map(() => post(t.app, ADD_CART, body, { ...buyer.headers, 'idempotency-key': key })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await cartQuantity(buyer.id)).toBe(1);
  });

  it("refuses a key with another request (another body, or another buyer) with 422 and never answers another buyer's outcome", async () => {
    const first = await userWithSession(t.database.db, 'Buyer');
    const second = await userWithSession(t.database.db, 'Buyer');
    const key = newKey();
    const body = { ...device(), gbxproductid: gbx, quantity: 1 };
    expect((await post(t.app, ADD_CART, body, { ...first.headers, 'idempotency-key': key })).status).toBe(200);
    const otherBody = await post(t.app, ADD_CART, { ...body, quantity: 2 }, { ...first.headers, 'idempotency-key': key });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({ status: '0', msg: IDEMPOTENCY_MESSAGES.reused, errors: [{ field: 'Idempotency-Key', msg: IDEMPOTENCY_MESSAGES.reused }] });
    const otherBuyer = await post(t.app, ADD_CART, body, { ...second.headers, 'idempotency-key': key });
    expect(otherBuyer.status).toBe(422);
    expect(otherBuyer.body.shoppingCartCount).toBeUndefined();
    expect(await cartQuantity(first.id)).toBe(1);
    expect(await cartQuantity(second.id)).toBe(0);
  });

  it('answers 400 naming the header for a malformed key, and writes nothing', async () => {
    const buyer = await userWithSession(t.database.db, 'Buyer');
    for (const key of ['', 'has space', 'ü', 'x'.repeat(101)]) {
      const answer = await post(t.app, ADD_CART, { ...device(), gbxproductid: gbx }, { ...buyer.headers, 'idempotency-key': key });
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.body).toEqual({ status: '0', msg: IDEMPOTENCY_MESSAGES.invalid, errors: [{ field: 'Idempotency-Key', msg: IDEMPOTENCY_MESSAGES.invalid }] });
    }
    expect(await cartQuantity(buyer.id)).toBe(0);
  });

  it('stores one report for a key sent twice, with one reference, counted once by the limit', async () => {
    const ip = clientIp();
    const key = newKey();
    const comment = `Idempotency check ${key}`;
    const body = { ...device(), gbxproductid: gbx, target: 'product', reason: 'other', comment };
    const first = await post(t.app, REPORT, body, { ...ip, 'idempotency-key': key });
    const again = await post(t.app, REPORT, body, { ...ip, 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await t.database.db.selectFrom('product_reports').select('id').where('comment', '=', comment).execute();
    expect(rows).toHaveLength(1);
    const window = await t.database.db.selectFrom('rate_limits').select('count').where('key', '=', `product-reports:${ip['x-forwarded-for']}`).executeTakeFirst();
    expect(window?.count).toBe(1);
  });

  it('registers one account and mails one link for a registration sent twice with its captcha', async () => {
    const email = uniqueEmail('idempotent');
    const body = { ...registrationForm({ email }), altcha: await solveCaptcha(t.app) };
    const key = newKey();
    const first = await post(t.app, REGISTER, body, { 'idempotency-key': key });
    expect(first.body).toMatchObject({ status: '1', email });
    const again = await post(t.app, REGISTER, body, { 'idempotency-key': key });
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const users = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
    expect(await mailsTo(t.app, email)).toHaveLength(1);
    // The same form under a new key is a new registration: the captcha is spent.
    const fresh = await post(t.app, REGISTER, body, { 'idempotency-key': newKey() });
    expect(fresh.body.status).toBe('0');
    expect(fresh.body.errors).toEqual([{ field: 'altcha', msg: expect.any(String) }]);
  });

  it('leaves neither the write nor its outcome when the write fails half-way, so the retry acts', async () => {
    const keyed = { route: REPORT, key: newKey(), fingerprint: 'f' };
    const comment = `Half-way ${keyed.key}`;
    const sent: unknown[] = [];
    const reply = { status: () => reply, header: () => reply, send: (body: unknown) => (sent.push(body), reply) } as unknown as FastifyReply;
    const insert = (trx: Parameters<Parameters<typeof answerOnce>[3]>[0]) =>
      trx.insertInto('product_reports').values({ product_id: productId, target: 'product', reason: 'other', comment, user_id: null }).execute();
    await expect(answerOnce(t.database.db, reply, keyed, async (trx) => {
      await insert(trx);
      throw new Error('the process died here');
    })).rejects.toThrow('the process died here');
    const count = async () => (await t.database.db.selectFrom('product_reports').select('id').where('comment', '=', comment).execute()).length;
    expect(await count()).toBe(0);
    expect(await t.database.db.selectFrom('write_outcomes').select('key').where('key', '=', keyed.key).executeTakeFirst()).toBeUndefined();
    await answerOnce(t.database.db, reply, keyed, async (trx) => {
      await insert(trx);
      return { code: 200, body: { status: '1' } };
    });
    expect(await count()).toBe(1);
    expect(sent).toEqual([{ status: '1' }]);
  });
});
