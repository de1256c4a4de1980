import { describe, expect, it } from 'vitest';
import { copyLine } from '../src/db/copy-format.js';
import { distanceKm, parseCoordinate } from '../src/lib/geo.js';
import { fromUsd, inBuyerCurrency } from '../src/lib/money.js';
import { SORT_CODES, TOP_CATEGORY_NAMES } from '@gbx/contract/rules';
import { CATEGORY_TREE } from '../src/data/categories.js';
import { parseSort } from '../src/features/products/listing-query.js';
import { generateProducts, gbxProductId } from '../src/seed/generate-catalogue.js';
import { Random } from '../src/seed/prng.js';
import { loadConfig } from '../src/config.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scrambledZipf } from '../src/bench/zipf.js';
import type { BenchTarget } from '../src/bench/bench-targets.js';
import { parseWrkOutput, runWrk, wrkScript } from '../src/bench/wrk-run.js';
import { preparedStatement, sendRegisteredByName } from '../src/db/prepared-statements.js';
import type pg from 'pg';

describe('small pieces', () => {
  it('the PRNG is deterministic', () => {
    const a = new Random(1);
    const b = new Random(1);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Random(2).next()).not.toBe(new Random(1).next());
  });

  it('product N does not depend on how many products are generated', () => {
    const city = { id: 1, name: 'Paris', stateId: 1, country: 'FR', postalCode: '75001', currency: 'EUR', population: 1 };
    const context = {
      seed: 3, vendors: [{ id: 1, name: 'V', url: 'v-1', city, mainProducts: '' }], categories: [{ ids: [1, 2, 3, 4], names: ['Art', 'B', 'C', 'D'] }],
      rates: new Map([['EUR', 0.9]]), marketCountries: ['FR'], now: new Date('2025-01-01T00:00:00Z'),
    };
    const few = [...generateProducts(context, 3)];
    const many = [...generateProducts(context, 10)];
    expect(many.slice(0, 3)).toEqual(few);
    expect(few[0]?.[1]).toBe(gbxProductId(1));
  });

  it('COPY text format escapes and encodes arrays and nulls', () => {
    expect(copyLine(['a\tb', null, true, ['x', 'y"z'], 'back\\slash\nline'])).toBe('a\\tb\t\\N\tt\t{"x","y\\\\"z"}\tback\\\\slash\\nline\n');
  });

  it('distances are great-circle kilometres', () => {
    expect(distanceKm(48.8566, 2.3522, 51.5074, -0.1278)).toBeCloseTo(343.5, 0);
    expect(parseCoordinate('91', 90)).toBeNull();
    expect(parseCoordinate(' 12.5 ', 90)).toBe(12.5);
    expect(parseCoordinate('', 90)).toBeNull();
  });

  it('sort codes of §9 map case-insensitively, each to an order of its own, unknown to the default', () => {
    expect(['Low', 'High', 'A', 'Z', 'View', 'Bestsellers', 'DiscountedStatus', '', 'Reset'].map(parseSort)).toEqual(['low', 'high', 'a', 'z', 'view', 'bestsellers', 'discounted', 'default', 'default']);
    expect(new Set(SORT_CODES.map(parseSort)).size).toBe(SORT_CODES.length);
  });

  it('the category tree is built on the 14 top categories of §5, in their order', () => {
    expect(CATEGORY_TREE.map((top) => top.name)).toEqual([...TOP_CATEGORY_NAMES]);
  });

  it('config has the documented defaults and rejects bad values', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: 'localhost', port: 4000, databaseUrl: undefined, trustProxy: false });
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://localhost:3104');
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test/, http://b.test' }).corsOrigins).toEqual(['http://a.test', 'http://b.test']);
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/PORT/);
  });
});

describe('prices in the buyer currency', () => {
  it('is the vendor amount itself when the currencies are one, else the amount through US dollars', () => {
    // 1,000 INR is stored as 11.67 USD (rounded); at 85.7 rupees a dollar the round trip says 1,000.12.
    const usdPerUnit = 11.67 / 1000;
    expect(fromUsd(1000 * usdPerUnit, 85.7)).toBe(1000.12);
    expect(inBuyerCurrency(1000, 'INR ', usdPerUnit, { currency: 'INR', rate: 85.7 })).toBe(1000);
    expect(inBuyerCurrency(1000, 'INR', usdPerUnit, { currency: 'EUR', rate: 0.92 })).toBe(fromUsd(11.67, 0.92));
  });
});

describe('prepared statements', () => {
  it('a registered text goes by its name with its values; any other call goes through unchanged', () => {
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => calls.push(args) } as unknown as pg.PoolClient;
    sendRegisteredByName(client);
    const text = preparedStatement('select 1 from products where id = any($1::int[])');
    client.query(text, [[1, 2]]);
    client.query('select 2 where $1', [true]);
    client.query({ text: 'select 3' });
    expect(calls[0]).toEqual([{ name: expect.stringMatching(/^gbx_prepared_\d+$/), text, values: [[1, 2]] }]);
    expect(calls[1]).toEqual(['select 2 where $1', [true]]);
    expect(calls[2]).toEqual([{ text: 'select 3' }]);
    // The same text registered twice keeps one name.
    preparedStatement(text);
    client.query(text, [[3]]);
    expect((calls[3]?.[0] as { name: string }).name).toBe((calls[0]?.[0] as { name: string }).name);
  });
});

describe('the benchmark long-tail sampler', () => {
  it('draws with zipfian popularity over a shuffled pool, the same for the same seed', () => {
    const n = 1000;
    const draw = scrambledZipf(n, 7);
    const hits = new Array<number>(n).fill(0);
    for (let i = 0; i < 200_000; i++) {
      const k = draw();
      hits[k] = (hits[k] ?? 0) + 1;
    }
    const ranked = [...hits].sort((a, b) => b - a);
    // theta 0.99: the top item is drawn about twice as often as the second and ten times the tenth.
    expect((ranked[0] ?? 0) / (ranked[1] ?? 1)).toBeGreaterThan(1.6);
    expect((ranked[0] ?? 0) / (ranked[9] ?? 1)).toBeGreaterThan(7);
    expect(hits.filter((count) => count > 0).length).toBeGreaterThan(900);
    // The most popular item is not simply the first of the pool.
    expect(hits.indexOf(ranked[0] ?? 0)).not.toBe(0);
    const again = scrambledZipf(n, 7);
    const other = scrambledZipf(n, 7);
    expect(Array.from({ length: 20 }, () => again())).toEqual(Array.from({ length: 20 }, () => other()));
  });
});


describe('the benchmark wrk clients', () => {
  const target: BenchTarget = {
    name: 'two calls',
    kind: 'listing',
    baseline: 'baseline-list',
    requests: [
      { method: 'GET', path: '/api/one?q=caf%C3%A9', headers: { 'x-device': 'Zürich "quoted"' } },
      { method: 'POST', path: '/api/two', body: '{"name":"Ünïcode","count":9}' },
    ],
  };

  it('sends the set in turn with its headers and bodies, and reads back its own figures', async () => {
    const seen: Array<{ method: string; path: string; device: string | undefined; body: string }> = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        // Node reads a header's bytes as latin1; wrk sent them as UTF-8.
        const device = request.headers['x-device'] as string | undefined;
        seen.push({ method: request.method ?? '', path: request.url ?? '', device: device === undefined ? undefined : Buffer.from(device, 'latin1').toString('utf8'), body });
        response.statusCode = request.url === '/api/two' ? 400 : 200;
        response.end('{}');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runWrk(`http://127.0.0.1:${port}`, target, { seconds: 1, connections: 2 });
      expect(result.requests).toBeGreaterThan(10);
      // wrk counts what it sent; the server may see a few more, cut off at the end.
      expect(seen.length).toBeGreaterThanOrEqual(result.requests);
      expect(seen.find((call) => call.path.startsWith('/api/one'))).toEqual({ method: 'GET', path: '/api/one?q=caf%C3%A9', device: 'Zürich "quoted"', body: '' });
      expect(seen.find((call) => call.path === '/api/two')).toEqual({ method: 'POST', path: '/api/two', device: undefined, body: '{"name":"Ünïcode","count":9}' });
      // Half the answers are 400s: wrk's status errors, counted as non-2xx.
      expect(result.non2xx / result.requests).toBeCloseTo(0.5, 1);
      expect(result.errors).toBe(0);
      expect(result.p50).toBeGreaterThan(0);
      expect(result.p95).toBeGreaterThanOrEqual(result.p50);
    } finally {
      server.close();
    }
  }, 20_000);

  it('refuses long-tail draws and says when wrk printed nothing', () => {
    expect(() => wrkScript({ ...target, draw: 'long-tail' })).toThrow(/autocannon/);
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/no result/);
  });
});
