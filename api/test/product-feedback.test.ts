import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, REPORTS_PER_WINDOW } from '../src/features/product-feedback/feedback-routes.js';
import { userWithSession } from './account-helpers.js';
import { ENGINES, device, openTestApp, post, type TestApp } from './test-app.js';

const REPORT = '/api/product/report';
const CONTACT = '/api/buyer/contact-vendor';

let ipSerial = 0;
/** A fresh client address (the app trusts X-Forwarded-For), so each test has its own rate-limit budget. */
function clientIp(): Record<string, string> {
  ipSerial += 1;
  return { 'x-forwarded-for': `10.9.${Math.floor(ipSerial / 250)}.${(ipSerial % 250) + 1}` };
}

describe.each(ENGINES)('reports and messages about a product on %s', (engine) => {
  let t: TestApp;
  let gbx: string;
  beforeAll(async () => {
    t = await openTestApp(engine);
    gbx = (await t.database.db.selectFrom('products').select('gbx_product_id').orderBy('id').limit(1).executeTakeFirstOrThrow()).gbx_product_id;
  });
  afterAll(async () => t?.close());

  it('stores a report of a product or its vendor, from a visitor, and answers a reference', async () => {
    const ip = clientIp();
    const product = await post(t.app, REPORT, { ...device(), gbxproductid: gbx, target: 'product', reason: 'counterfeit', comment: '  Fake logo\r\non the box ' }, ip);
    expect(product.status).toBe(200);
    expect(product.body).toEqual({ status: '1', msg: FEEDBACK_MESSAGES.reported, reference: expect.stringMatching(/^R-\d{6}$/) });
    const vendor = await post(t.app, REPORT, { ...device(), gbxproductid: gbx.toLowerCase(), target: 'vendor', reason: 'fraud' }, ip);
    expect(vendor.status).toBe(200);
    const rows = await t.database.db.selectFrom('product_reports').selectAll().orderBy('id', 'desc').limit(2).execute();
    expect(rows.map((row) => [row.target, row.reason, row.comment, row.user_id])).toEqual([
      ['vendor', 'fraud', '', null],
      ['product', 'counterfeit', 'Fake logo\non the box', null],
    ]);
  });

  it('names each wrong field of a report with a 400, and answers 404 for an unknown product', async () => {
    const missing = await post(t.app, REPORT, { ...device(), gbxproductid: gbx, target: 'product' }, clientIp());
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'reason', msg: 'reason is required' }]);
    const other = await post(t.app, REPORT, { ...device(), gbxproductid: gbx, target: 'product', reason: 'other', comment: '   ' }, clientIp());
    expect(other.body.errors).toEqual([{ field: 'comment', msg: 'comment is required' }]);
    const wrong = await post(t.app, REPORT, { ...device(), gbxproductid: gbx, target: 'product', reason: 'boring', comment: 'x'.repeat(1001) }, clientIp());
    expect(wrong.body.errors).toEqual([
      { field: 'reason', msg: 'reason is not one of the listed choices' },
      { field: 'comment', msg: 'comment is too long' },
    ]);
    const target = await post(t.app, REPORT, { ...device(), gbxproductid: gbx, target: 'shop', reason: 'fraud' }, clientIp());
    expect(target.status).toBe(400);
    const unknown = await post(t.app, REPORT, { ...device(), gbxproductid: 'GBX99999999', target: 'product', reason: 'fraud' }, clientIp());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: '0', msg: FEEDBACK_MESSAGES.notFound });
  });

  it(`limits reports to ${REPORTS_PER_WINDOW} per client address in 10 minutes`, async () => {
    const ip = clientIp();
    for (let sent = 0; sent < REPORTS_PER_WINDOW; sent += 1) {
      expect((await post(t.app, REPORT, { ...device(), gbxproductid: gbx, target: 'product', reason: 'misleading' }, ip)).status).toBe(200);
    }
    const refused = await post(t.app, REPORT, { ...device(), gbxproductid: gbx, target: 'product', reason: 'misleading' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.status).toBe('0');
  });

  it("stores a buyer's message to the product's vendor", async () => {
    const buyer = await userWithSession(t.database.db, 'Buyer');
    const sent = await post(t.app, CONTACT, { ...device(), gbxproductid: gbx, message: ' Is it available in blue? ' }, { ...buyer.headers, ...clientIp() });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: '1', msg: FEEDBACK_MESSAGES.sent, reference: expect.stringMatching(/^M-\d{6}$/) });
    const row = await t.database.db.selectFrom('vendor_messages').selectAll().where('buyer_user_id', '=', buyer.id).executeTakeFirstOrThrow();
    const product = await t.database.db.selectFrom('products').select(['id', 'vendor_id']).where('gbx_product_id', '=', gbx).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: 'Is it available in blue?', product_id: product.id, vendor_id: product.vendor_id });
  });

  it('lets only a buyer write to a vendor, and says what is wrong with the message', async () => {
    const visitor = await post(t.app, CONTACT, { ...device(), gbxproductid: gbx, message: 'Hello' }, clientIp());
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ status: '0', msg: FEEDBACK_MESSAGES.login });
    const vendor = await userWithSession(t.database.db, 'Vendor');
    expect((await post(t.app, CONTACT, { ...device(), gbxproductid: gbx, message: 'Hello' }, { ...vendor.headers, ...clientIp() })).status).toBe(403);
    const buyer = await userWithSession(t.database.db, 'Buyer');
    const empty = await post(t.app, CONTACT, { ...device(), gbxproductid: gbx, message: ' \n ' }, { ...buyer.headers, ...clientIp() });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'message', msg: 'message is required' }]);
    const long = await post(t.app, CONTACT, { ...device(), gbxproductid: gbx, message: 'x'.repeat(2001) }, { ...buyer.headers, ...clientIp() });
    expect(long.body.errors).toEqual([{ field: 'message', msg: 'message is too long' }]);
    const unknown = await post(t.app, CONTACT, { ...device(), gbxproductid: 'GBX99999999', message: 'Hello' }, { ...buyer.headers, ...clientIp() });
    expect(unknown.status).toBe(404);
  });
});
