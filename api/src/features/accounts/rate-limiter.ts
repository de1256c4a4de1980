import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Expired windows are deleted after this many hits of a process (they are never read again). */
const PRUNE_EVERY = 500;

/**
 * A fixed-window counter per key (an IP address, an e-mail address) in the
 * database table rate_limits, so that every API process (API_WORKERS) counts
 * the same attempts. The clock is the database's, for the same reason. Each
 * limiter has a name that prefixes its keys: the login and reset limits of one
 * address are separate windows.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Kysely<DB>,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private key(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Seconds until `key` may try again, or 0 while it is under the limit. */
  async blockedFor(key: string): Promise<number> {
    const { rows } = await sql<{ wait: number }>`
      select ceil(extract(epoch from reset_at - now()))::int as wait from rate_limits
      where key = ${this.key(key)} and reset_at > now() and count >= ${this.limit}`.execute(this.db);
    return rows[0] ? Math.max(1, Number(rows[0].wait)) : 0;
  }

  /** Counts one attempt for `key`. */
  async hit(key: string): Promise<void> {
    await this.count(key);
  }

  /**
   * Checks and counts in one statement: seconds to wait when over the limit
   * (the attempt is not counted then), else 0. One atomic upsert, so two
   * processes taking the last attempt at the same moment cannot both get it.
   */
  async take(key: string): Promise<number> {
    const { count, wait } = await this.count(key);
    return count > this.limit ? Math.max(1, wait) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.key(key)).execute();
  }

  /**
   * The window's count after this attempt: a new window starts at 1; an open
   * one goes up by one but stops at limit + 1, which marks an attempt refused.
   */
  private async count(key: string): Promise<{ count: number; wait: number }> {
    if (++this.hits % PRUNE_EVERY === 0) await this.db.deleteFrom('rate_limits').where('reset_at', '<=', sql<Date>`now()`).execute();
    const { rows } = await sql<{ count: number; wait: number }>`
      insert into rate_limits as r (key, count, reset_at)
      values (${this.key(key)}, 1, now() + ${this.windowMs}::int * interval '1 millisecond')
      on conflict (key) do update set
        count = case when r.reset_at <= now() then 1 else least(r.count + 1, ${this.limit + 1}) end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning count, ceil(extract(epoch from reset_at - now()))::int as wait`.execute(this.db);
    const row = rows[0];
    return { count: Number(row?.count ?? 0), wait: Number(row?.wait ?? 0) };
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
