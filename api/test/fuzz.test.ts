import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../src/seed/prng.js';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

/**
 * Generated bad input for every call the OpenAPI document (/docs) lists: each
 * round fills a call's documented fields (body, query and path) with values from
 * a corpus of awkward ones, leaves some out and adds unknown ones, and the call
 * must answer below 500 with a body, and a JSON { status: '0', msg } on 4xx.
 * Seeded, so a failure prints a request that fails again the same way.
 */
// FUZZ_SEED and FUZZ_ROUNDS explore further (FUZZ_SEED=7 FUZZ_ROUNDS=300 npx vitest run test/fuzz.test.ts).
const ROUNDS = Number(process.env.FUZZ_ROUNDS) || 25;
const SEED = Number(process.env.FUZZ_SEED) || 20261122;

const AWKWARD: unknown[] = [
  '', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'Infinity', 'null', 'true', '[]', '{}', '%', '_', '\\', "'", '"', '%00', '\u0000',
  '\ud800', '😀'.repeat(50), 'a'.repeat(10_000), "' or '1'='1", "'); drop table products;--", '../../etc/passwd', '<script>alert(1)</script>',
  '9'.repeat(40), '2026-02-30', '1900-01-01', '9999-12-31T25:61:61Z', 'GBX00000001', 'GBX99999999', 'B2B', 'km', 'miles', 'Buyer',
  'demo.buyer@gbx-marketplace.test', 'not an e-mail', 'IN', 'XX', 'Mumbai', 'Low', 'A',
  0, -1, 1, 2, 4, 5, 12, 1.5, -0.000001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, -(2 ** 31),
  true, false, null, [], [null], ['B2B', 'B2B'], Array(200).fill('x'), {}, { $ne: 1 }, { toString: 'x' }, [[[[[]]]]],
];

/** A JSON schema as the OpenAPI document gives it, as far as this test reads it. */
interface FieldSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: FieldSchema[];
  minimum?: number;
  maximum?: number;
  items?: FieldSchema;
}

const PLAUSIBLE_TEXT = ['', 'Mumbai', 'Mumbai, Mahārāshtra, India', 'Paris', '400001', 'India', 'IN', 'FR', 'tractor', 'premium', 'GBX00000001', 'B2B', 'km', '1', 'Low', 'A', 'View', 'apex-trading-co-1', '2025-01-01', '100'];

/** A value the field's schema accepts, as far as a simple reading of it goes (patterns are not read). */
function plausible(random: Random, schema: FieldSchema | undefined): unknown {
  if (!schema) return random.pick(PLAUSIBLE_TEXT);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  if (schema.anyOf?.length) return plausible(random, random.pick(schema.anyOf));
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const low = Math.max(schema.minimum ?? 0, -1000);
      const high = Math.min(schema.maximum ?? 100, low + 1000);
      return random.int(Math.ceil(low), Math.floor(high));
    }
    case 'boolean': return random.chance(0.5);
    case 'array': return random.chance(0.5) ? [] : [plausible(random, schema.items)];
    case 'object': return {};
    default: return random.pick(PLAUSIBLE_TEXT);
  }
}

interface Operation {
  method: string;
  path: string;
  fields: string[];
  schemas: Record<string, FieldSchema>;
  query: string[];
  params: string[];
}

function operationsOf(document: { paths: Record<string, Record<string, { requestBody?: unknown; parameters?: Array<{ in: string; name: string }> }>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/docs') || path.startsWith('/dev/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const body = (operation.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined)?.content;
      const schema = body ? Object.values(body)[0]?.schema : undefined;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        fields: Object.keys(schema?.properties ?? {}),
        schemas: (schema?.properties ?? {}) as Record<string, FieldSchema>,
        query: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        params: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
      });
    }
  }
  return operations;
}

/** A path segment of `text`, escaped (a lone surrogate cannot be: it goes raw, as a broken client would send it). */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text) || 'x';
  } catch {
    return text;
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

describe.each(ENGINES)('generated bad input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  it(`every documented call, ${ROUNDS} rounds each: never 5xx, a JSON refusal on 4xx`, async () => {
    const operations = operationsOf(t.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(40);
    const random = new Random(SEED);
    let requests = 0;
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      for (let round = 0; round < ROUNDS; round++) {
        // Most fields plausible and one or two awkward, so that a round gets past validation often
        // enough to reach the handlers; every third round is awkward throughout.
        const body: Record<string, unknown> = {};
        const awkward = round % 3 === 0 ? 1 : 2 / Math.max(operation.fields.length, 1);
        for (const field of operation.fields) {
          if (random.chance(0.8)) body[field] = random.chance(awkward) ? random.pick(AWKWARD) : plausible(random, operation.schemas[field]);
        }
        if (random.chance(0.3)) body[`unknown_${random.int(0, 9)}`] = random.pick(AWKWARD);
        const path = operation.path.replace(/\{(\w+)\}/g, () => pathSegment(asText(random.pick(AWKWARD)).slice(0, 300)));
        const query = new URLSearchParams();
        for (const name of operation.query) if (random.chance(0.7)) query.set(name, asText(random.pick(AWKWARD)).slice(0, 2000));
        const url = query.size ? `${path}?${query}` : path;
        const form = operation.path === '/login-auth' && random.chance(0.5);
        const payload = operation.method === 'GET' ? undefined
          : form ? new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, asText(value)])).toString()
          : JSON.stringify(body);
        const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' };
        const response = await t.app.inject({ method: operation.method as 'GET' | 'POST', url, payload, headers });
        requests++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const request = `${operation.method} ${url} ${payload?.slice(0, 500) ?? ''}`;
        expect(response.statusCode, `${request} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(() => response.json(), request).not.toThrow();
          const refusal = response.json();
          expect(refusal.status, request).toBe('0');
          expect(typeof refusal.msg, request).toBe('string');
        } else if (response.statusCode < 300) {
          expect(response.body.length, request).toBeGreaterThan(0);
        }
      }
    }
    expect(requests).toBe(operations.length * ROUNDS);
    // The rounds reach the handlers, not only the validation: a good share are answered 2xx.
    const answered = [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);
    expect(answered / requests, JSON.stringify(Object.fromEntries(statuses))).toBeGreaterThan(0.25);
  }, 300_000);
});
