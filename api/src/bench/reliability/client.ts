import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaChallengePath, loginAuthPath, productListPath } from '@gbx/contract/paths';

/**
 * The HTTP client of the write benchmarks (kill -9, bench:scale): a call's
 * answer or the client's error, never a throw, so that a benchmark counts
 * what a buyer would have seen.
 */

/** A write answered after this is given up on (counted as no answer). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The demo buyer of the seed. */
export const DEMO_BUYER = { email: 'demo.buyer@gbx-marketplace.test', password: 'DemoBuyer2024' };
/** The front-end host's origin (HOST_APP_URL's default), which the login's origin guard accepts. */
export const SITE_ORIGIN = 'http://localhost:3000';

export type Answer = { status: number; body: Record<string, unknown>; cookies: string[] } | { error: string };

export async function send(url: string, init: { method?: string; body?: string; headers?: Record<string, string> }): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: judged by the status alone.
    }
    return { status: response.status, body, cookies: response.headers.getSetCookie() };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { error: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  send(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

export type Outcome = 'acknowledged' | 'refused' | 'no answer';

/** A write's outcome: acknowledged (HTTP 200, status '1'), refused (another answer), or no answer at all. */
export function outcomeOf(answer: Answer): { outcome: Outcome; why?: string } {
  if ('error' in answer) return { outcome: 'no answer', why: answer.error };
  if (answer.status === 200 && answer.body.status === '1') return { outcome: 'acknowledged' };
  return { outcome: 'refused', why: `${answer.status} ${typeof answer.body.msg === 'string' ? answer.body.msg : ''}`.trim() };
}

/** A buyer's session: the Cookie header, and the user id a check reads rows by. */
export interface Session {
  cookie: string;
  userId: number;
}

/** The login form as the browser posts it; the answer as it came. */
export function postLogin(base: string, credentials: { email: string; password: string }, headers: Record<string, string> = {}): Promise<Answer> {
  return send(`${base}${loginAuthPath}`, {
    method: 'POST',
    body: new URLSearchParams({ ...credentials, usertype: 'Buyer' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN, ...headers },
  });
}

/** The session cookie a login answer set, or null. */
export function sessionOf(answer: Answer): Session | null {
  if ('error' in answer || answer.body.status !== '1') return null;
  const token = answer.cookies.map((line) => /^gbx_session=([^;]+)/.exec(line)?.[1]).find(Boolean);
  return token ? { cookie: `gbx_session=${token}`, userId: Number(answer.body.id) } : null;
}

/** The demo buyer logged in at `base`; throws when that fails (a benchmark cannot go on without it). */
export async function logIn(base: string): Promise<Session> {
  const answer = await postLogin(base, DEMO_BUYER);
  const session = sessionOf(answer);
  if (!session) throw new Error(`The demo buyer could not log in: ${JSON.stringify(answer)}`);
  return session;
}

/** The widget's field value: the challenge fetched from `base` and solved as the ALTCHA widget does, or null when no challenge came. */
export async function solvedCaptcha(base: string): Promise<string | null> {
  const answer = await send(`${base}${captchaChallengePath}`, {});
  if ('error' in answer || answer.status !== 200) return null;
  const challenge = answer.body as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) return null;
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

interface ListItem {
  GBXProductID: string;
  CountryAvailability: boolean;
  QTYAvailable: boolean;
  addedshop: boolean;
  addedwish: boolean;
}

/**
 * Products the buyer may add (in stock, sold in the device's country), read as
 * the buyer through the listing's first `upTo` products: those not yet in the
 * cart, and those not yet in the wishlist, so that every addition of a run
 * makes a row of its own (an addition of a product already in the cart would
 * only raise a quantity).
 */
export async function addableProducts(base: string, session: Session, options: { device: Record<string, string>; upTo: number }): Promise<{ cart: string[]; wishlist: string[] }> {
  const items: ListItem[] = [];
  for (let offset = 0; offset < options.upTo; offset += 12) {
    const answer = await postJson(`${base}${productListPath}`, { ...options.device, sort_by: 'A', search_data: '', market_segment: '', offset }, { cookie: session.cookie });
    if ('error' in answer || answer.status !== 200) throw new Error(`The product list failed at offset ${offset}: ${JSON.stringify(answer)}`);
    const page = (answer.body.product_list as ListItem[] | undefined) ?? [];
    if (!page.length) break;
    items.push(...page);
  }
  const addable = [...new Map(items.filter((item) => item.CountryAvailability && item.QTYAvailable).map((item) => [item.GBXProductID, item])).values()];
  return {
    cart: addable.filter((item) => !item.addedshop).map((item) => item.GBXProductID),
    // The wishlist takes products from the other end (the two tables are independent; this only varies the rows).
    wishlist: addable.filter((item) => !item.addedwish).map((item) => item.GBXProductID).reverse(),
  };
}
