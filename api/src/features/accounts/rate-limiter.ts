import type { FastifyReply } from 'fastify';

/**
 * A fixed-window counter per key (an IP address, an e-mail address), in this
 * process's memory: enough for one API process; several processes behind a
 * balancer would each count on their own.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private current(key: string, now: number) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > now) return entry;
    if (entry) this.windows.delete(key);
    return undefined;
  }

  /** Seconds until `key` may try again, or 0 while it is under the limit. */
  blockedFor(key: string, now = Date.now()): number {
    const entry = this.current(key, now);
    return entry && entry.count >= this.limit ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  /** Counts one hit for `key`. */
  hit(key: string, now = Date.now()): void {
    const entry = this.current(key, now);
    if (entry) entry.count += 1;
    else this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.windows.size > 50_000) this.prune(now);
  }

  /** Checks and counts in one step: seconds to wait when over the limit (not counted then), else 0. */
  take(key: string, now = Date.now()): number {
    const wait = this.blockedFor(key, now);
    if (!wait) this.hit(key, now);
    return wait;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

/** 429 { status: '0', msg } with Retry-After. */
export function tooManyRequests(reply: FastifyReply, seconds: number, what: string): FastifyReply {
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ status: '0', msg: `Too many ${what}. Please wait ${minutes(seconds)} and try again.` });
}
