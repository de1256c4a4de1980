import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { addShopingCartPath, addWishListPath, cartListPath, registrationBuyerPath, reportProductPath } from '@gbx/contract/paths';
import { Random } from '../../seed/prng.js';
import { DEMO_BUYER, outcomeOf, postJson, postLogin, send, sessionOf, solvedCaptcha, type Answer, type Outcome, type Session } from '../reliability/client.js';
import { validRegistration } from '../registration-form.js';
import type { BenchRequest } from '../bench-targets.js';

/**
 * The clients of bench:scale's kill -9 phase, all through the load balancer:
 * visitors reading pages (the host) and listings (the API), and buyers
 * writing (logins, registrations, cart and wishlist additions, reports).
 * Only idempotent requests are asked again, after no answer or a 5xx, up to
 * ATTEMPTS times, as a browser's retry or a user's reload would: reads, the
 * writes that are idempotent by themselves (a login gives a session of its
 * own, a wishlist addition of a product already there changes nothing), and
 * the others sent with an Idempotency-Key (a cart addition, a registration, a
 * report: http/idempotency.ts), which the API answers once. Every write is
 * checkable on its own (its own e-mail, product, report text), so that what
 * was acknowledged can be looked up afterwards, and counted for duplicates.
 */
export const ATTEMPTS = 4;
export const RETRY_PAUSE_MS = 300;
const PAUSE_MS = { min: 10, max: 40 };

/** Buyers in Mumbai: their country is India. */
export const DEVICE = { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Chrome', latitude: '19.07', longitude: '72.88', userdevice: '' };

export type WriteKind = 'login' | 'registration' | 'cart' | 'wishlist' | 'report';
export type ReadKind = 'page' | 'listing';

export interface Write {
  kind: WriteKind;
  /** What identifies the write afterwards: an e-mail, a GBX product id, a report's text, a session cookie. */
  key: string;
  outcome: Outcome;
  why?: string;
  /** Times it was asked (1 when the first answer came). */
  attempts: number;
}

/** The writes whose call is not idempotent by itself: sent with an Idempotency-Key. */
export const KEYED_WRITES: ReadonlySet<WriteKind> = new Set(['registration', 'cart', 'report']);

export interface ReadTally {
  sent: number;
  /** Answered 2xx, at the first attempt or a later one. */
  ok: number;
  /** Asked again after no answer or a 5xx. */
  retried: number;
  /** No 2xx after ATTEMPTS: what a visitor would have seen fail. */
  failed: number;
  why: Map<string, number>;
}

const statusOf = (answer: Answer) => ('error' in answer ? answer.error.slice(0, 80) : `HTTP ${answer.status}`);
/** No answer, or the load balancer's or a process's 5xx: worth asking again. */
const retryable = (answer: Answer) => 'error' in answer || answer.status >= 500;

/** Asks until an answer that is not retryable, up to ATTEMPTS times; `failed` hears each retryable answer. */
async function askAgainIfLost(ask: () => Promise<Answer>, failed: (answer: Answer) => void): Promise<{ answer: Answer; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    const answer = await ask();
    if (!retryable(answer) || attempt === ATTEMPTS) return { answer, attempts: attempt };
    failed(answer);
    await sleep(RETRY_PAUSE_MS);
  }
}

export class Traffic {
  readonly writes: Write[] = [];
  readonly reads: Record<ReadKind, ReadTally> = { page: newTally(), listing: newTally() };
  private stopped = false;
  private fault: unknown;
  private serial = 0;
  private readonly loops: Promise<void>[] = [];
  /** Products to report: the pools as they were (they empty as the additions take them). */
  private readonly reportable: string[];

  constructor(
    private readonly api: string,
    private readonly host: string,
    private readonly buyer: Session,
    private readonly pools: { cart: string[]; wishlist: string[] },
    private readonly listings: BenchRequest[],
    private readonly pages: string[],
    readonly tag: string,
  ) {
    this.reportable = [...pools.cart, ...pools.wishlist];
    if (!this.reportable.length) throw new Error('No product the buyer can add: the reports would have none to name');
  }

  get buyerId(): number {
    return this.buyer.userId;
  }

  /** Starts `count` loops of each kind. */
  start(count: Partial<Record<WriteKind | ReadKind, number>>): void {
    let index = 0;
    for (const [kind, loops] of Object.entries(count)) {
      for (let i = 0; i < (loops ?? 0); i++) {
        // A fault of the benchmark itself stops every loop and comes out of stop(), so the run still cleans up its servers.
        const loop = this.loop(kind as WriteKind | ReadKind, new Random(1000 + index++)).catch((error: unknown) => {
          this.fault ??= error;
          this.stopped = true;
        });
        this.loops.push(loop);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
    if (this.fault) throw this.fault;
  }

  private async loop(kind: WriteKind | ReadKind, random: Random): Promise<void> {
    while (!this.stopped) {
      if (kind === 'page' || kind === 'listing') await this.read(kind, random);
      else {
        const write = await this.write(kind, random);
        if (write === 'done') return;
        if (write) this.writes.push(write);
      }
      await sleep(random.int(PAUSE_MS.min, PAUSE_MS.max));
    }
  }

  private async read(kind: ReadKind, random: Random): Promise<void> {
    const tally = this.reads[kind];
    tally.sent += 1;
    // A reload asks for the same address again.
    const page = random.pick(this.pages);
    const request = random.pick(this.listings);
    const ask = (): Promise<Answer> =>
      kind === 'page'
        ? send(`${this.host}${page}`, { headers: { accept: 'text/html' } })
        : send(`${this.api}${request.path}`, { method: request.method, body: request.body, headers: request.headers ?? {} });
    const noteWhy = (answer: Answer) => {
      const why = statusOf(answer);
      tally.why.set(why, (tally.why.get(why) ?? 0) + 1);
    };
    const { answer, attempts } = await askAgainIfLost(ask, noteWhy);
    tally.retried += attempts - 1;
    if (!('error' in answer) && answer.status < 300) {
      tally.ok += 1;
      return;
    }
    noteWhy(answer);
    tally.failed += 1;
  }

  /** One write; null when nothing was sent (no captcha challenge came), 'done' when its kind has no product left. */
  private async write(kind: WriteKind, random: Random): Promise<Write | null | 'done'> {
    const n = ++this.serial;
    // One client address per write: reports are limited per address, logins' failures too.
    const client: Record<string, string> = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    if (KEYED_WRITES.has(kind)) client['idempotency-key'] = randomUUID();
    const asked = async (key: string, ask: () => Promise<Answer>): Promise<Write & { answer: Answer }> => {
      const { answer, attempts } = await askAgainIfLost(ask, () => {});
      return { kind, key, attempts, answer, ...outcomeOf(answer) };
    };
    if (kind === 'login') {
      const { answer, ...write } = await asked('', () => postLogin(this.api, DEMO_BUYER, client));
      return { ...write, key: sessionOf(answer)?.cookie ?? '' };
    }
    if (kind === 'registration') {
      const email = `scale.${this.tag}.${n}@example.test`;
      const altcha = await solvedCaptcha(this.api);
      if (!altcha) return null;
      return withoutAnswer(await asked(email, () => postJson(`${this.api}${registrationBuyerPath}`, { ...validRegistration(email, DEVICE), altcha }, client)));
    }
    if (kind === 'report') {
      const comment = `Scale check ${this.tag} #${n}: is this report still here after the kills?`;
      const product = random.pick(this.reportable);
      return withoutAnswer(await asked(comment, () => postJson(`${this.api}${reportProductPath}`, { ...DEVICE, gbxproductid: product, target: 'product', reason: 'other', comment }, client)));
    }
    const product = this.pools[kind].shift();
    if (!product) return 'done';
    const path = kind === 'cart' ? addShopingCartPath : addWishListPath;
    return withoutAnswer(await asked(product, () => postJson(`${this.api}${path}`, { ...DEVICE, gbxproductid: product, quantity: 1 }, { ...client, cookie: this.buyer.cookie })));
  }
}

function withoutAnswer({ answer: _answer, ...write }: Write & { answer: Answer }): Write {
  return write;
}

function newTally(): ReadTally {
  return { sent: 0, ok: 0, retried: 0, failed: 0, why: new Map() };
}

/** Whether a session cookie still opens the buyer's cart (its session row survived). */
export async function sessionWorks(api: string, cookie: string): Promise<boolean> {
  const answer = await postJson(`${api}${cartListPath}`, DEVICE, { cookie });
  return !('error' in answer) && answer.status === 200;
}
