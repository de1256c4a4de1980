import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import type { App } from '../src/http/app-types.js';
import { hashToken, newToken } from '../src/lib/tokens.js';
import { validRegistration } from '../src/bench/registration-form.js';

/** Settings of the account tests: a captcha that solves in milliseconds, a known secret, a recognisable host. */
export const ACCOUNT_ENV = {
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_COUNTER: '30',
  CAPTCHA_SECRET: 'test-captcha-secret',
  HOST_APP_URL: 'http://host.test:3000',
  // Fewer failed logins per IP than the default 30, so the test reaches the limit sooner.
  LOGIN_LIMIT_PER_IP: '12',
};

/** The ALTCHA widget's field value for a challenge: base64(JSON { challenge, solution }). */
export async function solvePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** Fetches a challenge from the API and solves it like the widget does. */
export async function solveCaptcha(app: App): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  return solvePayload(response.json() as Challenge);
}

let serial = 0;

/** A unique address per call. */
export function uniqueEmail(label: string): string {
  serial += 1;
  return `${label}.${process.pid}.${serial}.${Date.now().toString(36)}@example.test`;
}

/** A complete, valid registration form of §3 (without captcha), with overrides. */
export function registrationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = typeof overrides.email === 'string' ? overrides.email : uniqueEmail('user');
  return validRegistration(email, overrides);
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** The mails to `to`, newest first, from GET /dev/outbox.json. */
export async function mailsTo(app: App, to: string): Promise<OutboxMail[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMail[] }).messages;
}

/** The token of the newest link to `page` (verify-email, new-password) mailed to `to`. */
export async function latestToken(app: App, to: string, page: 'verify-email' | 'new-password'): Promise<string> {
  for (const mail of await mailsTo(app, to)) {
    for (const link of mail.links) {
      const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)$`).exec(link);
      if (match?.[1]) return match[1];
    }
  }
  throw new Error(`no ${page} mail to ${to}`);
}

/** POST /login-auth form-encoded, as the client sends it. */
export async function login(app: App, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/login-auth',
    payload: new URLSearchParams({ usertype: 'Buyer', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  const setCookie = response.headers['set-cookie'];
  const cookieLine = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const cookie = /gbx_session=([^;]*)/.exec(cookieLine)?.[1] ?? '';
  return { status: response.statusCode, body: response.json(), cookieLine, cookie };
}

let sessionUsers = 0;

/** A new user of a type with a live session, straight in the database: its id and the Cookie header that carries the session. */
export async function userWithSession(db: Kysely<DB>, type: 'Buyer' | 'Vendor' = 'Buyer'): Promise<{ id: number; headers: Record<string, string> }> {
  sessionUsers += 1;
  const user = await db.insertInto('users').values({
    user_type: type, email: `session-${process.pid}-${sessionUsers}-${Date.now()}@example.test`, password_hash: 'x', first_name: 'Test', last_name: type,
    birth_date: '1990-01-01', password_hint: 'none', phone_country_code: '33', mobile_no: '600000000',
  }).returning('id').executeTakeFirstOrThrow();
  const token = newToken();
  await db.insertInto('sessions').values({ id_hash: hashToken(token), user_id: user.id, expires_at: new Date(Date.now() + 3_600_000) }).execute();
  return { id: Number(user.id), headers: { cookie: `other=1; gbx_session=${token}` } };
}
