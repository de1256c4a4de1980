import { setTimeout as sleep } from 'node:timers/promises';
import { addShopingCartPath, addWishListPath, cartListPath, registrationBuyerPath, reportProductPath } from '@gbx/contract/paths';
import { Random } from '../../seed/prng.js';
import { DEMO_BUYER, outcomeOf, postJson, postLogin, send, sessionOf, solvedCaptcha, type Answer, type Outcome, type Session } from '../reliability/client.js';
import { validRegistration } from '../registration-form.js';
import type { BenchRequest } from '../bench-targets.js';

/**
 * The clients of bench:scale's kill -9 phase, all through the load balancer:
 * visitors reading pages (the host) and listings (the API), and buyers
 * writing (logins, registrations, cart and wishlist additions, reports). A
 * read is idempotent: one that got no answer or a 5xx is asked again, up to
 * READ_ATTEMPTS times, as a browser's retry or a user's reload would. A write
 * is asked once: a write that reached a process may have acted, so the
 * client does not guess. Every write is checkable on its own (its own e-mail,
 * product, report text), so that what was acknowledged can be looked up
 * afterwards.
 */
export const READ_ATTEMPTS = 4;
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
}

export interface ReadTally {
  sent: number;
  /** Answered 2xx, at the first attempt or a later one. */
  ok: number;
  /** Asked again after no answer or a 5xx. */
  retried: number;
  /** No 2xx after READ_ATTEMPTS: what a visitor would have seen fail. */
  failed: number;
  why: Map<string, number>;
}

const statusOf = (answer: Answer) => ('error' in answer ? answer.error.slice(0, 80) : `HTTP ${answer.status}`);

export class Traffic {
  readonly writes: Write[] = [];
  readonly reads: Record<ReadKind, ReadTally> = { page: newTally(), listing: newTally() };
  private stopped = false;
  private serial = 0;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly api: string,
    private readonly host: string,
    private readonly buyer: Session,
    private readonly pools: { cart: string[]; wishlist: string[] },
    private readonly listings: BenchRequest[],
    private readonly pages: string[],
    private readonly tag: string,
  ) {}

  get buyerId(): number {
    return this.buyer.userId;
  }

  /** Starts `count` loops of each kind. */
  start(count: Partial<Record<WriteKind | ReadKind, number>>): void {
    let index = 0;
    for (const [kind, loops] of Object.entries(count)) {
      for (let i = 0; i < (loops ?? 0); i++) this.loops.push(this.loop(kind as WriteKind | ReadKind, new Random(1000 + index++)));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
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
    const ask = (): Promise<Answer> => {
      if (kind === 'page') return send(`${this.host}${random.pick(this.pages)}`, { headers: { accept: 'text/html' } });
      const request = random.pick(this.listings);
      return send(`${this.api}${request.path}`, { method: request.method, body: request.body, headers: request.headers ?? {} });
    };
    for (let attempt = 1; attempt <= READ_ATTEMPTS; attempt++) {
      const answer = await ask();
      if (!('error' in answer) && answer.status < 300) {
        tally.ok += 1;
        return;
      }
      const why = statusOf(answer);
      tally.why.set(why, (tally.why.get(why) ?? 0) + 1);
      if ('status' in answer && answer.status < 500) break;
      if (attempt < READ_ATTEMPTS) {
        tally.retried += 1;
        await sleep(RETRY_PAUSE_MS);
      }
    }
    tally.failed += 1;
  }

  /** One write; null when nothing was sent (no captcha challenge came), 'done' when its kind has no product left. */
  private async write(kind: WriteKind, random: Random): Promise<Write | null | 'done'> {
    const n = ++this.serial;
    // One client address per write: reports are limited per address, logins' failures too.
    const client = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    if (kind === 'login') {
      const answer = await postLogin(this.api, DEMO_BUYER, client);
      const session = sessionOf(answer);
      return { kind, key: session?.cookie ?? '', ...outcomeOf(answer) };
    }
    if (kind === 'registration') {
      const email = `scale.${this.tag}.${n}@example.test`;
      const altcha = await solvedCaptcha(this.api);
      if (!altcha) return null;
      return { kind, key: email, ...outcomeOf(await postJson(`${this.api}${registrationBuyerPath}`, { ...validRegistration(email, DEVICE), altcha }, client)) };
    }
    if (kind === 'report') {
      const comment = `Scale check ${this.tag} #${n}: is this report still here after the kills?`;
      const product = random.pick(this.pools.cart.length ? this.pools.cart : this.pools.wishlist);
      return { kind, key: comment, ...outcomeOf(await postJson(`${this.api}${reportProductPath}`, { ...DEVICE, gbxproductid: product, target: 'product', reason: 'other', comment }, client)) };
    }
    const product = this.pools[kind].shift();
    if (!product) return 'done';
    const path = kind === 'cart' ? addShopingCartPath : addWishListPath;
    return { kind, key: product, ...outcomeOf(await postJson(`${this.api}${path}`, { ...DEVICE, gbxproductid: product, quantity: 1 }, { cookie: this.buyer.cookie })) };
  }
}

function newTally(): ReadTally {
  return { sent: 0, ok: 0, retried: 0, failed: 0, why: new Map() };
}

/** Whether a session cookie still opens the buyer's cart (its session row survived). */
export async function sessionWorks(api: string, cookie: string): Promise<boolean> {
  const answer = await postJson(`${api}${cartListPath}`, DEVICE, { cookie });
  return !('error' in answer) && answer.status === 200;
}
