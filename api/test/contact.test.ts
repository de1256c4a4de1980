import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_ATTEMPTS_PER_WINDOW, CONTACT_MESSAGES, CONTACT_MESSAGES_PER_WINDOW } from '../src/features/contact/contact-routes.js';
import { ENGINES, device, get, openTestApp, post, type TestApp } from './test-app.js';

const PATH = '/api/contact/contact-us';

let ipSerial = 0;
/** A fresh client address (the app trusts X-Forwarded-For), so each test has its own rate-limit budget. */
function clientIp(): Record<string, string> {
  ipSerial += 1;
  return { 'x-forwarded-for': `10.7.${Math.floor(ipSerial / 250)}.${(ipSerial % 250) + 1}` };
}

let mailSerial = 0;
function form(overrides: Record<string, unknown> = {}) {
  mailSerial += 1;
  return {
    ...device(),
    name: 'Priya Raman',
    email: `priya.${mailSerial}@example.test`,
    subject: 'Question about vendor fees',
    message: 'Hello,\r\nI sell handmade lamps in Pune. What does it cost to open a store?\nThanks',
    location: 'India',
    language: 'en',
    ...overrides,
  };
}

describe.each(ENGINES)('contact messages on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  const stored = (email: string) => t.database.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  it('stores a valid message and answers with a reference', async () => {
    const sent = form({ name: '  Priya   Raman ', subject: ' Question about vendor fees ' });
    const { status, body } = await post(t.app, PATH, sent, clientIp());
    expect(status).toBe(200);
    expect(body).toEqual({ status: '1', msg: CONTACT_MESSAGES.received, reference: expect.stringMatching(/^C-\d{6}$/) });
    const rows = await stored(sent.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Raman',
      email: sent.email,
      subject: 'Question about vendor fees',
      // Line breaks are kept (normalised to \n), the edges trimmed.
      message: 'Hello,\nI sell handmade lamps in Pune. What does it cost to open a store?\nThanks',
      location: 'India',
      language: 'en',
    });
    expect(body.reference).toBe(`C-${String(rows[0]!.id).padStart(6, '0')}`);
  });

  it('accepts a message without location or language, and text in any script', async () => {
    const sent = form({ location: '', language: undefined, name: 'محمد علي', subject: '关于退货', message: 'नमस्ते, मेरा ऑर्डर कहाँ है?' });
    const { status } = await post(t.app, PATH, sent, clientIp());
    expect(status).toBe(200);
    expect((await stored(sent.email))[0]).toMatchObject({ name: 'محمد علي', subject: '关于退货', location: null, language: null });
  });

  it('names every missing field with a 400 and stores nothing', async () => {
    const { status, body } = await post(t.app, PATH, { ...device() }, clientIp());
    expect(status).toBe(400);
    expect(body.status).toBe('0');
    expect(body.msg).toMatch(/^Please correct the highlighted fields/);
    expect(body.errors).toEqual([
      { field: 'name', msg: 'Name is required' },
      { field: 'email', msg: 'E-mail is required' },
      { field: 'subject', msg: 'Subject is required' },
      { field: 'message', msg: 'Message is required' },
    ]);
    const blank = await post(t.app, PATH, form({ name: '   ', subject: '\n\t', message: ' \r\n ' }), clientIp());
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((error: { field: string }) => error.field)).toEqual(['name', 'subject', 'message']);
    expect(await t.database.db.selectFrom('contact_messages').select('id').where('name', '=', '').execute()).toHaveLength(0);
  });

  it('refuses malformed e-mail addresses', async () => {
    for (const email of ['priya', 'priya@', '@example.test', 'priya@example', 'pri ya@example.test', 'a@b@c.test', 'priya@exam_ple.test']) {
      const { status, body } = await post(t.app, PATH, form({ email }), clientIp());
      expect(status, email).toBe(400);
      expect(body.errors, email).toEqual([{ field: 'email', msg: 'Please enter a valid e-mail address' }]);
    }
    const long = await post(t.app, PATH, form({ email: `${'a'.repeat(250)}@example.test` }), clientIp());
    expect(long.body.errors).toEqual([{ field: 'email', msg: 'E-mail must be at most 254 characters' }]);
  });

  it('refuses fields over their length and values of the wrong type, always as JSON 4xx', async () => {
    const long = await post(t.app, PATH, form({ name: 'n'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(5001) }), clientIp());
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([
      { field: 'name', msg: 'Name must be at most 100 characters' },
      { field: 'subject', msg: 'Subject must be at most 150 characters' },
      { field: 'message', msg: 'Message must be at most 5000 characters' },
    ]);
    const cases: Array<[string, unknown]> = [
      ['objects for strings', form({ name: {}, email: [], subject: { a: 1 }, message: ['x'] })],
      ['an unknown office', form({ location: 'Mars' })],
      ['a bad language code', form({ language: "en'; drop table contact_messages;--" })],
      ['a huge message', form({ message: 'x'.repeat(20001) })],
      ['a JSON array', [1, 2, 3]],
    ];
    for (const [label, body] of cases) {
      const answer = await post(t.app, PATH, body, clientIp());
      expect(answer.status, label).toBe(400);
      expect(answer.body.status, label).toBe('0');
      expect(answer.body.msg, label).toEqual(expect.any(String));
    }
    const bad = await post(t.app, PATH, form({ name: {} }), clientIp());
    expect(bad.body.errors[0].field).toBe('name');
    for (const [label, payload, type] of [
      ['not JSON', '{"name":', 'application/json'],
      ['a JSON string', '"hello"', 'application/json'],
      ['null', 'null', 'application/json'],
      ['form-encoded', 'name=a&email=b', 'application/x-www-form-urlencoded'],
      ['plain text', 'hello', 'text/plain'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: PATH, payload, headers: { 'content-type': type, ...clientIp() } });
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.json().status, label).toBe('0');
    }
  });

  it(`answers 429 with Retry-After after ${CONTACT_MESSAGES_PER_WINDOW} messages from one address, and counts each address on its own`, async () => {
    const ip = clientIp();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_WINDOW; sent += 1) {
      expect((await post(t.app, PATH, form(), ip)).status).toBe(200);
    }
    const blocked = form();
    const answer = await post(t.app, PATH, blocked, ip);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ status: '0', msg: expect.stringMatching(/^Too many messages\. Please wait 10 minutes/) });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(500);
    expect(await stored(blocked.email)).toHaveLength(0);
    // Once blocked, even a malformed request gets the 429, not a validation answer.
    expect((await post(t.app, PATH, {}, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await post(t.app, PATH, form(), clientIp())).status).toBe(200);
  });

  it(`limits a flood of invalid requests too (${CONTACT_ATTEMPTS_PER_WINDOW} per address)`, async () => {
    const ip = clientIp();
    for (let attempt = 0; attempt < CONTACT_ATTEMPTS_PER_WINDOW; attempt += 1) {
      expect((await post(t.app, PATH, {}, ip)).status).toBe(400);
    }
    expect((await post(t.app, PATH, form(), ip)).status).toBe(429);
  });

  it('lists stored messages at /dev/contact-messages.json outside production, newest first', async () => {
    const sent = form({ email: 'Dev.Reader@Example.test' });
    await post(t.app, PATH, sent, clientIp());
    const { status, body, headers } = await get(t.app, '/dev/contact-messages.json?email=dev.reader@example.test');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ name: 'Priya Raman', email: 'Dev.Reader@Example.test', location: 'India', reference: expect.stringMatching(/^C-/) });
    const all = await get(t.app, '/dev/contact-messages.json?limit=2');
    expect(all.body.messages).toHaveLength(2);
    expect(all.body.messages[0].id).toBeGreaterThan(all.body.messages[1].id);
    expect((await get(t.app, '/dev/contact-messages.json?limit=0')).status).toBe(400);
  });
});

describe('contact messages in production', () => {
  it('has no /dev/contact-messages.json', async () => {
    const t = await openTestApp('pglite', { NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    try {
      expect((await get(t.app, '/dev/contact-messages.json')).status).toBe(404);
      expect((await post(t.app, PATH, form(), clientIp())).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
