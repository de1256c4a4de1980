import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/features/accounts/rate-limiter.js';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

describe.each(ENGINES)('rate limits in the database on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('counts per key in a fixed window, refusing (without counting) past the limit', async () => {
    const limiter = new RateLimiter(t.database.db, 'window', 2, 60_000);
    expect(await limiter.take('a')).toBe(0);
    expect(await limiter.take('a')).toBe(0);
    const wait = await limiter.take('a');
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.blockedFor('a')).toBe(wait);
    expect(await limiter.take('b')).toBe(0);
    await limiter.reset('a');
    expect(await limiter.blockedFor('a')).toBe(0);
    expect(await limiter.take('a')).toBe(0);
  });

  it('opens a new window once the old one has passed', async () => {
    const limiter = new RateLimiter(t.database.db, 'short', 1, 200);
    expect(await limiter.take('a')).toBe(0);
    expect(await limiter.take('a')).toBe(1);
    await new Promise((done) => setTimeout(done, 300));
    expect(await limiter.blockedFor('a')).toBe(0);
    expect(await limiter.take('a')).toBe(0);
  });

  it('is shared by every process (two limiters of one name) and separate per name', async () => {
    const first = new RateLimiter(t.database.db, 'login-email', 3, 60_000);
    const second = new RateLimiter(t.database.db, 'login-email', 3, 60_000);
    const other = new RateLimiter(t.database.db, 'forget-email', 3, 60_000);
    await first.hit('x@example.com');
    await second.hit('x@example.com');
    expect(await first.blockedFor('x@example.com')).toBe(0);
    await first.hit('x@example.com');
    expect(await second.blockedFor('x@example.com')).toBeGreaterThan(0);
    expect(await other.blockedFor('x@example.com')).toBe(0);
  });

  it('gives the last attempts to exactly `limit` of many simultaneous takers', async () => {
    const limiters = Array.from({ length: 4 }, () => new RateLimiter(t.database.db, 'burst', 5, 60_000));
    const waits = await Promise.all(Array.from({ length: 20 }, (_, i) => (limiters[i % 4] as RateLimiter).take('ip')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });
});
