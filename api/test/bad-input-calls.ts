import { expect } from 'vitest';
import { badRequest, operationsOf } from '../src/bench/reliability/bad-requests.js';
import type { App } from '../src/http/app-types.js';
import { Random } from '../src/seed/prng.js';

/**
 * Generated bad input (bad-requests.ts, the one generator fuzz.test.ts uses
 * for every call) to the calls under `pathPrefix`, every other request with
 * the session headers, so a buyer's calls are tried past their session check:
 * never a 5xx, and every 4xx a JSON refusal ({ status: '0', msg }). Returns how
 * many operations it tried, for the caller to check it found them all.
 */
export async function sendBadInput(app: App, pathPrefix: string, session: Record<string, string>, seed: number, rounds = 40): Promise<number> {
  const operations = operationsOf(app.swagger() as never).filter((operation) => operation.path.startsWith(pathPrefix));
  const random = new Random(seed);
  for (const operation of operations) {
    for (let round = 0; round < rounds; round++) {
      const request = badRequest(random, operation, round);
      const response = await app.inject({ method: request.method, url: request.url, payload: request.payload, headers: { ...request.headers, ...(round % 2 ? session : {}) } });
      const label = `${operation.method} ${request.url} ${request.payload?.slice(0, 300) ?? ''} -> ${response.body.slice(0, 300)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json(), label).toMatchObject({ status: '0', msg: expect.any(String) });
    }
  }
  return operations.length;
}
