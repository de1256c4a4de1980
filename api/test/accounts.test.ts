import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/features/accounts/demo-accounts.js';
import { getSessionUser } from '../src/http/session-user.js';
import { hashToken } from '../src/lib/tokens.js';
import { ACCOUNT_ENV, latestToken, login, mailsTo, registrationForm, solveCaptcha, solvePayload, uniqueEmail } from './account-helpers.js';
import { ENGINES, get, openTestApp, post, type TestApp } from './test-app.js';

const HOST = ACCOUNT_ENV.HOST_APP_URL;
const DEMO_BUYER = DEMO_ACCOUNTS.find((account) => account.email.startsWith('demo.buyer'))!;
const DEMO_VENDOR = DEMO_ACCOUNTS.find((account) => account.email.startsWith('demo.vendor'))!;
const DEMO_AFFILIATE = DEMO_ACCOUNTS.find((account) => account.email.startsWith('demo.affiliate'))!;

let ipSerial = 0;
/** A fresh client address (the app trusts X-Forwarded-For), so each test has its own rate-limit budget. */
function clientIp(): Record<string, string> {
  ipSerial += 1;
  return { 'x-forwarded-for': `10.9.${Math.floor(ipSerial / 250)}.${(ipSerial % 250) + 1}` };
}

describe.each(ENGINES)('accounts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, ACCOUNT_ENV);
    t.app.get('/test/who', async (request) => ({ user: await getSessionUser(t.database.db, request) }));
    // Inside an encapsulated plugin too (the cart and wishlist routes may live in one).
    void t.app.register(async (scope) => {
      scope.get('/test/scoped-who', async (request) => ({ user: await getSessionUser(request) }));
    });
  });
  afterAll(async () => t?.close());

  /** Registers through `path` with a solved captcha. */
  async function register(path: 'buyer' | 'vendor' | 'affiliate', overrides: Record<string, unknown> = {}) {
    const form = registrationForm({ altcha: await solveCaptcha(t.app), ...overrides });
    const response = await post(t.app, `/api/registration/registration-${path}`, form);
    return { ...response, email: String(form.email), password: String(form.password) };
  }

  async function verify(email: string) {
    return get(t.app, `/verify-email/${await latestToken(t.app, email, 'verify-email')}`);
  }

  it('page-details: default affiliate, phone codes with flags, the detected country (IN/91 when unknown), the affiliate switch', async () => {
    const unknown = await post(t.app, '/api/registration/page-details', { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Chrome', latitude: '', longitude: '' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ status: '1', DefaultAffiliate: 'GBX100000', DefaultAffiliateName: 'GBX Marketplace', calling_code: '91', country_code: 'IN', affiliate_switch: '1' });
    expect(unknown.body.flagURL).toMatch(/^http:\/\/localhost(:\d+)?\/images\/flags\/IN\.svg$/);
    expect(unknown.body.CountryCode.length).toBeGreaterThan(200);
    expect(Object.keys(unknown.body.CountryCode[0]).sort()).toEqual(['CountryFlag', 'CountryName', 'CountryPhoneCode', 'ISOCode2']);
    expect(unknown.body.CountryCode).toContainEqual(expect.objectContaining({ CountryName: 'India', CountryPhoneCode: '91', ISOCode2: 'IN' }));
    const flag = await t.app.inject({ method: 'GET', url: new URL(unknown.body.CountryCode[0].CountryFlag).pathname });
    expect(flag.headers['content-type']).toMatch(/svg/);
    const paris = await post(t.app, '/api/registration/page-details', { latitude: '48.85', longitude: '2.35' });
    expect(paris.body).toMatchObject({ calling_code: '33', country_code: 'FR' });
    const beijing = await post(t.app, '/api/registration/page-details', { latitude: '39.9', longitude: '116.4' });
    expect(beijing.body.country_code).toBe('CN');
  });

  it('get-affiliate resolves verified affiliate codes and answers the structure message otherwise', async () => {
    const house = await post(t.app, '/api/registration/get-affiliate', { affilatecode: 'GBX100000', devicetype: 'WEB' });
    expect(house.body).toEqual({ status: '1', affilate: { FirstName: 'GBX', LastName: 'Marketplace' } });
    const demo = await post(t.app, '/api/registration/get-affiliate', { affilatecode: ' gbx100001 ' });
    expect(demo.body.affilate).toEqual({ FirstName: 'Demo', LastName: 'Affiliate' });
    for (const code of ['GBX999999', 'abc', '', 'GBX100001-xyz']) {
      const miss = await post(t.app, '/api/registration/get-affiliate', { affilatecode: code });
      expect(miss.status, code).toBe(200);
      expect(miss.body, code).toEqual({ status: '0', affilate: null, msg: 'Affiliate number should follow this structure: GBX100000' });
    }
  });

  it('a buyer registers, reads the mail, verifies, logs in with the session cookie and logs out', async () => {
    const registered = await register('buyer', { email: uniqueEmail('Buyer.Flow'), affiliate_code: '' });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ status: '1', usertype: 'Buyer', email: registered.email });
    expect(registered.body.msg).toMatch(/verification link/);
    expect(registered.body.affiliate_code).toBeUndefined();

    const [mail] = await mailsTo(t.app, registered.email.toUpperCase());
    expect(mail?.subject).toBe('Verify your e-mail address for GBX Marketplace');
    expect(mail?.links[0]).toMatch(new RegExp(`^${HOST}/verify-email/[A-Za-z0-9_-]{43}$`));
    expect(mail?.html).toContain('Hello Asha,');
    const stored = await t.database.db.selectFrom('users').selectAll().where('email', '=', registered.email).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).toMatchObject({ user_type: 'Buyer', first_name: 'Asha', phone_country_code: '91', mobile_no: '9876543210', what_app: true, we_chat: false, email_verified_at: null });
    // Only the hash of the mailed token is stored.
    const token = await latestToken(t.app, registered.email, 'verify-email');
    expect(await t.database.db.selectFrom('email_tokens').select('token_hash').where('token_hash', '=', hashToken(token)).executeTakeFirst()).toBeTruthy();

    // Not verified yet: a clear message, no session.
    const early = await login(t.app, { email: registered.email, password: registered.password }, clientIp());
    expect(early.body).toEqual({ status: '0', msg: expect.stringMatching(/verify your e-mail address/) });
    expect(early.cookie).toBe('');

    const verified = await get(t.app, `/verify-email/${token}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(verified.body).toEqual({ status: 1, msg: 'Thank you: your e-mail address is verified. You can now log in.' });
    const again = await get(t.app, `/verify-email/${token}`);
    expect(again.body).toEqual({ status: 0, msg: expect.stringMatching(/already been used/) });

    const ok = await login(t.app, { email: registered.email.toUpperCase(), password: registered.password }, clientIp());
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      status: '1',
      msg: `${HOST}/buyer-dashboard`,
      usertype: 'Buyer',
      userdata: { userdata: String(stored.id), FirstName: 'Asha', LastName: 'Rao', name: 'Asha Rao', email: registered.email },
      id: Number(stored.id),
      username: 'Asha Rao',
    });
    expect(ok.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ok.cookieLine).toMatch(/HttpOnly/);
    expect(ok.cookieLine).toMatch(/SameSite=Lax/);
    expect(ok.cookieLine).toMatch(/Path=\//);
    expect(ok.cookieLine).not.toMatch(/Max-Age/);
    expect(ok.cookieLine).not.toMatch(/Secure/);
    const session = await t.database.db.selectFrom('sessions').selectAll().where('id_hash', '=', hashToken(ok.cookie)).executeTakeFirstOrThrow();
    expect(Number(session.user_id)).toBe(Number(stored.id));

    const cookie = { cookie: `other=1; gbx_session=${ok.cookie}` };
    expect((await post(t.app, '/api/header/whish-list-count', {}, cookie)).body).toEqual({ status: '1', wishListCount: 0 });
    expect((await get(t.app, '/test/who', cookie)).body).toEqual({ user: { id: Number(stored.id), usertype: 'Buyer' } });
    expect((await get(t.app, '/test/scoped-who', cookie)).body).toEqual({ user: { id: Number(stored.id), usertype: 'Buyer' } });

    const out = await t.app.inject({ method: 'GET', url: '/logout', headers: cookie });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${HOST}/landing-marketplace`);
    expect(String(out.headers['set-cookie'])).toMatch(/gbx_session=;.*Max-Age=0/);
    expect((await get(t.app, '/test/who', cookie)).body).toEqual({ user: null });
    const after = await post(t.app, '/api/header/whish-list-count', {}, cookie);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ status: '0', msg: 'Please log in as a buyer to use the shopping cart and wishlist' });
    // Logging out without a session still lands on the host.
    expect((await t.app.inject({ method: 'GET', url: '/logout' })).statusCode).toBe(302);
  });

  it('another site can neither log a visitor in nor out (issue 17, finding 7)', async () => {
    const form = new URLSearchParams({ email: DEMO_BUYER.email, password: DEMO_BUYER.password }).toString();
    const foreign = await t.app.inject({
      method: 'POST', url: '/login-auth', payload: form,
      headers: { ...clientIp(), 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ status: '0', msg: 'This request must come from the GBX Marketplace site.' });
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const own = await t.app.inject({
      method: 'POST', url: '/login-auth', payload: form,
      headers: { ...clientIp(), 'content-type': 'application/x-www-form-urlencoded', origin: new URL(HOST).origin },
    });
    expect(own.json().status).toBe('1');
    const token = /gbx_session=([^;]+)/.exec(String(own.headers['set-cookie']))![1]!;
    const cookie = { cookie: `gbx_session=${token}` };

    // A link on another site lands on the marketplace but leaves the session alone.
    const crossSite = await t.app.inject({ method: 'GET', url: '/logout', headers: { ...cookie, 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' } });
    expect(crossSite.statusCode).toBe(302);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    expect((await get(t.app, '/test/who', cookie)).body.user).not.toBeNull();
    // The site's own logout ends it.
    const fromSite = await t.app.inject({ method: 'GET', url: '/logout', headers: { ...cookie, 'sec-fetch-site': 'same-site', referer: `${HOST}/buyer-dashboard` } });
    expect(String(fromSite.headers['set-cookie'])).toMatch(/gbx_session=;/);
    expect((await get(t.app, '/test/who', cookie)).body).toEqual({ user: null });
  });

  it('no session, a junk cookie or an unknown token is nobody; a vendor session is the vendor', async () => {
    for (const headers of [{} as Record<string, string>, { cookie: 'gbx_session=nope' }, { cookie: `gbx_session=${'A'.repeat(43)}` }, { cookie: 'gbx_session=%ZZ' }]) {
      const response = await get(t.app, '/test/who', headers);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ user: null });
    }
    const vendor = await login(t.app, { email: DEMO_VENDOR.email, password: DEMO_VENDOR.password }, clientIp());
    expect(vendor.body).toMatchObject({ status: '1', usertype: 'Vendor', msg: `${HOST}/vendor-dashboard` });
    expect((await get(t.app, '/test/who', { cookie: `gbx_session=${vendor.cookie}` })).body.user.usertype).toBe('Vendor');
  });

  it('demo accounts log in; Remember Me makes a persistent cookie; a new login replaces the old session', async () => {
    const buyer = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password }, clientIp());
    expect(buyer.body).toMatchObject({ status: '1', usertype: 'Buyer', msg: `${HOST}/buyer-dashboard` });
    const remembered = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password, remember: '1' }, { ...clientIp(), cookie: `gbx_session=${buyer.cookie}` });
    expect(remembered.cookieLine).toMatch(/Max-Age=2592000/);
    expect((await get(t.app, '/test/who', { cookie: `gbx_session=${buyer.cookie}` })).body.user).toBeNull();
    expect((await get(t.app, '/test/who', { cookie: `gbx_session=${remembered.cookie}` })).body.user.usertype).toBe('Buyer');
    const affiliate = await login(t.app, { email: DEMO_AFFILIATE.email, password: DEMO_AFFILIATE.password }, clientIp());
    expect(affiliate.body).toMatchObject({ status: '1', usertype: 'Affiliate', msg: `${HOST}/affiliate-dashboard` });
    // JSON works as well as the form encoding.
    const json = await post(t.app, '/login-auth', { email: DEMO_BUYER.email, password: DEMO_BUYER.password, usertype: 'Buyer' }, clientIp());
    expect(json.body.status).toBe('1');
  });

  it('an expired session is not a session', async () => {
    const buyer = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password }, clientIp());
    await t.database.db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('id_hash', '=', hashToken(buyer.cookie)).execute();
    expect((await get(t.app, '/test/who', { cookie: `gbx_session=${buyer.cookie}` })).body).toEqual({ user: null });
  });

  it('wrong credentials get one generic message; missing ones a clear one', async () => {
    const ip = clientIp();
    const wrongPassword = await login(t.app, { email: DEMO_BUYER.email, password: 'Wrong-Pass1' }, ip);
    const unknownEmail = await login(t.app, { email: 'nobody@example.test', password: 'Wrong-Pass1' }, ip);
    expect(wrongPassword.body).toEqual({ status: '0', msg: 'The e-mail address or password is incorrect.' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.cookie).toBe('');
    expect((await login(t.app, { email: '', password: '' }, ip)).body).toEqual({ status: '0', msg: 'Please enter your e-mail address and password.' });
    expect((await login(t.app, { email: 'not-an-email', password: 'x' }, ip)).body.status).toBe('0');
    const badType = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password, usertype: 'Admin' }, ip);
    expect(badType.status).toBe(400);
    expect(badType.body.status).toBe('0');
  });

  it('failed logins are limited per e-mail and per IP: 429 JSON with Retry-After', async () => {
    const ip = clientIp();
    for (let i = 0; i < 10; i += 1) expect((await login(t.app, { email: DEMO_AFFILIATE.email, password: `Wrong-${i}x` }, ip)).status).toBe(200);
    const limited = await t.app.inject({
      method: 'POST', url: '/login-auth', headers: { ...clientIp(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: DEMO_AFFILIATE.email, password: DEMO_AFFILIATE.password }).toString(),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: '0', msg: expect.stringMatching(/^Too many login attempts\. Please wait \d+ minutes? and try again\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect((await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password }, clientIp())).body.status).toBe('1');

    const busy = clientIp();
    for (let i = 0; i < 12; i += 1) expect((await login(t.app, { email: `nobody${i}@example.test`, password: 'Wrong-Pass1' }, busy)).status).toBe(200);
    const ipLimited = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password }, busy);
    expect(ipLimited.status).toBe(429);
    expect(ipLimited.body.status).toBe('0');
  });

  it('parallel wrong passwords for one e-mail cannot pass its limit together (issue 17, finding 3)', async () => {
    const email = `race-${process.pid}-${Date.now()}@example.test`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(t.app, { email, password: `Wrong-${i}x` }, clientIp())));
    const checked = answers.filter((answer) => answer.status === 200).length;
    expect(checked).toBe(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it('a vendor needs a primary affiliate that resolves; an affiliate gets a code of its own once verified', async () => {
    const missing = await post(t.app, '/api/registration/registration-vendor', registrationForm({ affiliate_code: '', altcha: await solveCaptcha(t.app) }));
    expect(missing.body).toEqual({ status: '0', msg: 'Primary affiliate is required', errors: [{ field: 'affiliate_code', msg: 'Primary affiliate is required' }] });
    const wrong = await post(t.app, '/api/registration/registration-vendor', registrationForm({ affiliate_code: 'GBX999999', altcha: await solveCaptcha(t.app) }));
    expect(wrong.body.errors).toEqual([{ field: 'affiliate_code', msg: 'Affiliate number should follow this structure: GBX100000' }]);

    const vendor = await register('vendor', { affiliate_code: 'gbx100001' });
    expect(vendor.body).toMatchObject({ status: '1', usertype: 'Vendor' });
    const vendorRow = await t.database.db.selectFrom('users').select(['user_type', 'referred_by', 'affiliate_code']).where('email', '=', vendor.email).executeTakeFirstOrThrow();
    expect(vendorRow).toEqual({ user_type: 'Vendor', referred_by: 'GBX100001', affiliate_code: null });
    expect((await verify(vendor.email)).body.status).toBe(1);
    expect((await login(t.app, { email: vendor.email, password: vendor.password }, clientIp())).body).toMatchObject({ status: '1', usertype: 'Vendor', msg: `${HOST}/vendor-dashboard` });

    const affiliate = await register('affiliate', { firstname: 'Ravi', lastname: 'Kumar' });
    expect(affiliate.body).toMatchObject({ status: '1', usertype: 'Affiliate', affiliate_code: expect.stringMatching(/^GBX1\d{5}$/) });
    const code = affiliate.body.affiliate_code as string;
    expect((await post(t.app, '/api/registration/get-affiliate', { affilatecode: code })).body.status).toBe('0');
    expect((await verify(affiliate.email)).body.status).toBe(1);
    expect((await post(t.app, '/api/registration/get-affiliate', { affilatecode: code })).body).toEqual({ status: '1', affilate: { FirstName: 'Ravi', LastName: 'Kumar' } });
    // The new affiliate can now be someone's primary affiliate.
    expect((await register('vendor', { affiliate_code: code })).body.status).toBe('1');
    // A buyer's valid code is kept as the referrer, an invalid one ignored.
    const buyer = await register('buyer', { affiliate_code: code });
    const junk = await register('buyer', { affiliate_code: 'nonsense' });
    expect(junk.body.status).toBe('1');
    const referrers = await t.database.db.selectFrom('users').select(['email', 'referred_by']).where('email', 'in', [buyer.email, junk.email]).execute();
    expect(Object.fromEntries(referrers.map((row) => [row.email, row.referred_by]))).toEqual({ [buyer.email]: code, [junk.email]: null });
  });

  it('every §5 rule answers status 0 with the field and a message, and spends no captcha', async () => {
    const altcha = await solveCaptcha(t.app);
    const thisYear = new Date().getUTCFullYear();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ firstname: '' }, 'firstname', /First name is required/],
      [{ lastname: '' }, 'lastname', /Last name is required/],
      [{ birth_year: '' }, 'birth_year', /Birth year is required/],
      [{ birth_month: '' }, 'birth_month', /Birth month is required/],
      [{ birth_date: '' }, 'birth_date', /Birth day is required/],
      [{ birth_year: '1919' }, 'birth_year', /between 1920 and/],
      [{ birth_year: String(thisYear - 17) }, 'birth_year', /between 1920 and/],
      [{ birth_year: String(thisYear - 18), birth_month: '12', birth_date: '31' }, 'birth_year', /at least 18 years old/],
      [{ birth_year: '1990', birth_month: '2', birth_date: '30' }, 'birth_date', /not a valid day/],
      [{ email: 'not-an-email', email_confirm: 'not-an-email' }, 'email', /valid e-mail address/],
      [{ email: 'a@example.test', email_confirm: 'b@example.test' }, 'email_confirm', /same as the e-mail/],
      [{ email_confirm: '' }, 'email_confirm', /Confirm e-mail is required/],
      [{ password: 'short', password_confirmation: 'short' }, 'password', /at least 8 characters/],
      [{ password: 'nouppercase1', password_confirmation: 'nouppercase1' }, 'password', /upper case and lower case/],
      [{ password: 'NOLOWERCASE1', password_confirmation: 'NOLOWERCASE1' }, 'password', /upper case and lower case/],
      [{ password_confirmation: 'Different-Pass1' }, 'password_confirmation', /same as the password/],
      [{ password_hint: '' }, 'password_hint', /Password hint is required/],
      [{ password_hint: 'Secret-Pass1' }, 'password_hint', /must not contain the password/],
      [{ mobile_no: '98765abc' }, 'mobile_no', /digits only/],
      [{ mobile_no: '' }, 'mobile_no', /Mobile number is required/],
      [{ mobile_phone_country_code: '999' }, 'mobile_phone_country_code', /from the list/],
      [{ affiliate_code: '' }, 'affiliate_code', /Primary affiliate is required/],
      [{ altcha: '' }, 'altcha', /complete the captcha/],
    ];
    for (const [overrides, field, msg] of cases) {
      const response = await post(t.app, '/api/registration/registration-vendor', registrationForm({ altcha, ...overrides }));
      expect(response.status, JSON.stringify(overrides)).toBe(200);
      expect(response.body.status).toBe('0');
      expect(response.body.errors, JSON.stringify(overrides)).toContainEqual({ field, msg: expect.stringMatching(msg) });
      expect(response.body.msg.length).toBeGreaterThan(0);
    }
    // Several broken fields come back together.
    const many = await post(t.app, '/api/registration/registration-affiliate', registrationForm({ altcha, firstname: '', mobile_no: 'x', email_confirm: 'other@example.test' }));
    expect(many.body.msg).toBe('Please correct the fields listed and try again');
    expect(many.body.errors.map((error: { field: string }) => error.field)).toEqual(['firstname', 'email_confirm', 'mobile_no']);
    // The same captcha still registers: failures above did not spend it.
    const ok = await post(t.app, '/api/registration/registration-vendor', registrationForm({ altcha, middlename: '', mobile_phone_country_code: '+33', what_app: '0', we_chat: '1' }));
    expect(ok.body.status).toBe('1');
  });

  it('a taken e-mail address is refused without saying more (any case)', async () => {
    const first = await register('buyer');
    expect(first.body.status).toBe('1');
    for (const path of ['buyer', 'vendor'] as const) {
      const again = await register(path, { email: first.email.toUpperCase(), email_confirm: first.email.toUpperCase() });
      expect(again.body).toEqual({
        status: '0',
        msg: 'This e-mail address cannot be used to register. If you already have an account, log in or reset your password.',
        errors: [{ field: 'email', msg: 'This e-mail address cannot be used to register. If you already have an account, log in or reset your password.' }],
      });
    }
    expect(await t.database.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where(sql<string>`lower(email)`, '=', first.email.toLowerCase()).executeTakeFirstOrThrow()).toEqual({ n: 1 });
  });

  it('the captcha must be solved, signed by us, unexpired and unused', async () => {
    const challenge = (await get(t.app, '/api/captcha/challenge')).body as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);

    const altcha = await solvePayload(challenge);
    expect((await post(t.app, '/api/registration/registration-buyer', registrationForm({ altcha }))).body.status).toBe('1');
    const reused = await post(t.app, '/api/registration/registration-buyer', registrationForm({ altcha }));
    expect(reused.body.errors).toEqual([{ field: 'altcha', msg: 'This captcha answer has already been used: please solve the captcha again' }]);

    const wrongAnswer = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString());
    wrongAnswer.solution.derivedKey = '00'.repeat(32);
    const wrong = await post(t.app, '/api/registration/registration-buyer', registrationForm({ altcha: Buffer.from(JSON.stringify(wrongAnswer)).toString('base64') }));
    expect(wrong.body.errors).toEqual([{ field: 'altcha', msg: expect.stringMatching(/not valid/) }]);

    // Made elsewhere (another secret), or tampered with: invalid.
    const foreign = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 5, deriveKey, hmacSignatureSecret: 'someone-else' });
    expect((await post(t.app, '/api/registration/registration-buyer', registrationForm({ altcha: await solvePayload(foreign) }))).body.errors[0].msg).toMatch(/not valid/);
    const tampered = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString());
    tampered.challenge.parameters.expiresAt += 3600;
    const tamperedPayload = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expect((await post(t.app, '/api/registration/registration-buyer', registrationForm({ altcha: tamperedPayload }))).body.errors[0].msg).toMatch(/not valid/);

    // Signed with our secret but past its expiry.
    const old = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 5, deriveKey, hmacSignatureSecret: ACCOUNT_ENV.CAPTCHA_SECRET, expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const expired = await post(t.app, '/api/registration/registration-buyer', registrationForm({ altcha: await solvePayload(old) }));
    expect(expired.body.errors).toEqual([{ field: 'altcha', msg: 'The captcha has expired: please solve it again' }]);

    for (const junk of ['garbage', Buffer.from('{"challenge":1}').toString('base64')]) {
      expect((await post(t.app, '/api/registration/registration-buyer', registrationForm({ altcha: junk }))).body.errors[0].field).toBe('altcha');
    }
  });

  it('verification links: unknown, expired (a new one is mailed) and already used', async () => {
    for (const token of ['nope', 'A'.repeat(43), "%27%20or%201=1"]) {
      const response = await get(t.app, `/verify-email/${token}`);
      expect(response.status, token).toBe(200);
      expect(response.body, token).toEqual({ status: 0, msg: expect.stringMatching(/not valid/) });
    }
    const registered = await register('buyer');
    const firstToken = await latestToken(t.app, registered.email, 'verify-email');
    await t.database.db.updateTable('email_tokens').set({ expires_at: sql<Date>`now() - interval '1 hour'` }).where('token_hash', '=', hashToken(firstToken)).execute();
    const expired = await get(t.app, `/verify-email/${firstToken}`);
    expect(expired.body).toEqual({ status: 0, msg: expect.stringMatching(/expired\. We have sent a new link/) });
    const secondToken = await latestToken(t.app, registered.email, 'verify-email');
    expect(secondToken).not.toBe(firstToken);
    expect((await get(t.app, `/verify-email/${firstToken}`)).body.msg).toMatch(/open the newest verification link/);
    expect((await get(t.app, `/verify-email/${secondToken}`)).body.status).toBe(1);
    expect((await get(t.app, `/verify-email/${firstToken}`)).body.msg).toMatch(/already verified/);
    expect((await mailsTo(t.app, registered.email)).length).toBe(2);
  });

  it('forgot password → mail → new password; reused, expired and unknown links refused', async () => {
    const registered = await register('buyer');
    await verify(registered.email);
    const before = await login(t.app, { email: registered.email, password: registered.password }, clientIp());
    expect(before.body.status).toBe('1');

    const sent = await post(t.app, '/api/password/forget-password', { email: registered.email.toUpperCase(), devicetype: 'WEB' }, clientIp());
    const nobody = await post(t.app, '/api/password/forget-password', { email: 'no.such.account@example.test' }, clientIp());
    expect(sent.body).toEqual({ status: '1', msg: 'If an account exists for this e-mail address, we have sent it a link to set a new password. The link is valid for 60 minutes.' });
    expect(nobody.body).toEqual(sent.body);
    expect(await mailsTo(t.app, 'no.such.account@example.test')).toEqual([]);
    const [mail] = await mailsTo(t.app, registered.email);
    expect(mail?.subject).toBe('Reset your GBX Marketplace password');
    expect(mail?.links[0]).toMatch(new RegExp(`^${HOST}/new-password/[A-Za-z0-9_-]{43}$`));
    const token = await latestToken(t.app, registered.email, 'new-password');

    const reset = (fields: Record<string, string>) => post(t.app, '/api/password/reset-password', { devicetype: 'WEB', email: token, ...fields }, clientIp());
    expect((await reset({ password: 'New-Secret1', password_confirmation: 'New-Secret2' })).body).toEqual({ status: '0', msg: 'The password and its confirmation do not match.' });
    expect((await reset({ password: 'weakpass', password_confirmation: 'weakpass' })).body).toEqual({ status: '0', msg: expect.stringMatching(/at least 8 characters long and contain both upper case and lower case/) });
    expect((await reset({ password: '', password_confirmation: '' })).body).toEqual({ status: '0', msg: 'Please enter the new password and confirm it.' });
    expect((await reset({ password: 'New-Secret1', password_confirmation: 'New-Secret1' })).body).toEqual({ status: '1', msg: 'Your password has been changed. You can now log in with your new password.' });
    expect((await reset({ password: 'Other-Secret1', password_confirmation: 'Other-Secret1' })).body).toEqual({ status: '0', msg: 'This password reset link has already been used. Please ask for a new one.' });

    // The old session ended; the old password no longer works, the new one does.
    expect((await get(t.app, '/test/who', { cookie: `gbx_session=${before.cookie}` })).body).toEqual({ user: null });
    expect((await login(t.app, { email: registered.email, password: registered.password }, clientIp())).body.status).toBe('0');
    expect((await login(t.app, { email: registered.email, password: 'New-Secret1' }, clientIp())).body.status).toBe('1');

    await post(t.app, '/api/password/forget-password', { email: registered.email }, clientIp());
    const late = await latestToken(t.app, registered.email, 'new-password');
    await t.database.db.updateTable('email_tokens').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('token_hash', '=', hashToken(late)).execute();
    const expired = await post(t.app, '/api/password/reset-password', { email: late, password: 'New-Secret3', password_confirmation: 'New-Secret3' }, clientIp());
    expect(expired.body).toEqual({ status: '0', msg: 'This password reset link has expired. Please ask for a new one.' });
    for (const unknown of ['', 'nope', 'B'.repeat(43)]) {
      const response = await post(t.app, '/api/password/reset-password', { email: unknown, password: 'New-Secret3', password_confirmation: 'New-Secret3' }, clientIp());
      expect(response.body, unknown).toEqual({ status: '0', msg: 'This password reset link is not valid. Please ask for a new one.' });
    }
    expect((await post(t.app, '/api/password/forget-password', { email: 'not an email' }, clientIp())).body).toEqual({ status: '0', msg: 'Please enter a valid e-mail address.' });
  });

  it('a reset also verifies the address and kills the other reset links', async () => {
    const registered = await register('buyer');
    await post(t.app, '/api/password/forget-password', { email: registered.email }, clientIp());
    const first = await latestToken(t.app, registered.email, 'new-password');
    await post(t.app, '/api/password/forget-password', { email: registered.email }, clientIp());
    const second = await latestToken(t.app, registered.email, 'new-password');
    expect((await post(t.app, '/api/password/reset-password', { email: second, password: 'Fresh-Pass1', password_confirmation: 'Fresh-Pass1' }, clientIp())).body.status).toBe('1');
    expect((await post(t.app, '/api/password/reset-password', { email: first, password: 'Fresh-Pass2', password_confirmation: 'Fresh-Pass2' }, clientIp())).body.msg).toMatch(/already been used/);
    expect((await login(t.app, { email: registered.email, password: 'Fresh-Pass1' }, clientIp())).body.status).toBe('1');
  });

  it('password mails are limited per e-mail and per IP; reset tries per IP: 429 JSON', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 3; i += 1) expect((await post(t.app, '/api/password/forget-password', { email }, clientIp())).body.status).toBe('1');
    const perEmail = await post(t.app, '/api/password/forget-password', { email }, clientIp());
    expect(perEmail.status).toBe(429);
    expect(perEmail.body).toEqual({ status: '0', msg: expect.stringMatching(/^Too many password reset requests/) });
    const ip = clientIp();
    for (let i = 0; i < 10; i += 1) expect((await post(t.app, '/api/password/forget-password', { email: uniqueEmail('ip') }, ip)).status).toBe(200);
    expect((await post(t.app, '/api/password/forget-password', { email: uniqueEmail('ip') }, ip)).status).toBe(429);
    const resetIp = clientIp();
    for (let i = 0; i < 30; i += 1) expect((await post(t.app, '/api/password/reset-password', { email: 'x'.repeat(43), password: 'a', password_confirmation: 'a' }, resetIp)).status).toBe(200);
    const resetLimited = await post(t.app, '/api/password/reset-password', { email: 'x'.repeat(43) }, resetIp);
    expect(resetLimited.status).toBe(429);
    expect(resetLimited.body.status).toBe('0');
  });

  it('affiliate lookups are limited per IP', async () => {
    const ip = clientIp();
    for (let i = 0; i < 60; i += 1) expect((await post(t.app, '/api/registration/get-affiliate', { affilatecode: `GBX${200000 + i}` }, ip)).status).toBe(200);
    const limited = await post(t.app, '/api/registration/get-affiliate', { affilatecode: 'GBX100000' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.status).toBe('0');
  });

  it('the outbox reads as JSON and as an escaped HTML page', async () => {
    const registered = await register('buyer', { firstname: '<script>alert(1)</script>' });
    const [mail] = await mailsTo(t.app, registered.email);
    expect(mail?.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    const page = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(registered.email)}` });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Verify your e-mail address for GBX Marketplace');
    expect(page.body).not.toContain('<script>alert');
    const all = await get(t.app, '/dev/outbox.json?limit=2');
    expect(all.body.messages).toHaveLength(2);
    expect((await get(t.app, '/dev/outbox.json?limit=500')).status).toBe(400);
  });
});

describe('accounts with AFFILIATE_SWITCH=0, NODE_ENV=production and an SMTP server that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { ...ACCOUNT_ENV, AFFILIATE_SWITCH: '0', NODE_ENV: 'production', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => t?.close());

  it('hides the affiliate field, still registers, keeps the outbox private and marks the cookie Secure', async () => {
    expect((await post(t.app, '/api/registration/page-details', {})).body.affiliate_switch).toBe('0');
    const form = registrationForm({ affiliate_code: '', altcha: await solveCaptcha(t.app) });
    const registered = await post(t.app, '/api/registration/registration-vendor', form);
    // The mail could not go out (nothing listens there); the account stands and the failure is logged.
    expect(registered.body.status).toBe('1');
    expect(await t.database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect((await get(t.app, '/dev/outbox.json')).status).toBe(404);
    expect((await get(t.app, '/dev/outbox')).status).toBe(404);
    const buyer = await login(t.app, { email: DEMO_BUYER.email, password: DEMO_BUYER.password });
    expect(buyer.cookieLine).toMatch(/; Secure/);
  });
});
