import { Random } from '../../seed/prng.js';
import { engineArgument, openStorage, startApi, writeResult, type ApiProcess } from './api-server.js';
import { badRequest, operationsOf, type BadRequest } from './bad-requests.js';
import { productListPath } from '@gbx/contract/paths';

/**
 * Battery line "bad input" (issue 17): at least 10,000 generated malformed
 * requests over every documented call, sent over the network to the real
 * server: no answer 5xx, every refusal a JSON { status: '0', msg }, and the API
 * still serving afterwards (health and a product listing).
 *
 * `node api/dist/bench/reliability/bad-input.js --engine pglite|postgres`
 */
const TARGET = 10_000;
const PARALLEL = 8;
const SEED = 20261124;

interface Tally {
  sent: number;
  statuses: Map<number, number>;
  serverErrors: string[];
  badRefusals: string[];
  noAnswer: string[];
}

function describe(request: BadRequest): string {
  return `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 300) ?? ''}`;
}

async function send(api: ApiProcess, request: BadRequest, tally: Tally): Promise<void> {
  tally.sent += 1;
  let status: number;
  let text: string;
  try {
    // redirect manual: /logout answers a redirect to the front end, which is not running here; the 3xx is the API's answer.
    const response = await fetch(`${api.url}${request.url}`, { method: request.method, headers: request.headers, body: request.payload ?? null, redirect: 'manual' });
    status = response.status;
    text = await response.text();
  } catch (error) {
    // A URL the client itself refuses to send (a lone surrogate in the path) is no answer of the API's: noted, not counted against it.
    tally.noAnswer.push(`${describe(request)}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  if (status >= 500) tally.serverErrors.push(`${status} ${describe(request)} -> ${text.slice(0, 200)}`);
  else if (status >= 400) {
    try {
      const refusal = JSON.parse(text) as { status?: unknown; msg?: unknown };
      if (refusal.status !== '0' || typeof refusal.msg !== 'string') tally.badRefusals.push(`${status} ${describe(request)} -> ${text.slice(0, 200)}`);
    } catch {
      tally.badRefusals.push(`${status} (not JSON) ${describe(request)} -> ${text.slice(0, 200)}`);
    }
  }
}

/** True when the API still answers as it should after the barrage. */
async function stillServing(api: ApiProcess): Promise<boolean> {
  const health = await fetch(`${api.url}/health`);
  const listing = await fetch(`${api.url}${productListPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sort_by: '', search_data: '', market_segment: '', offset: 0 }),
  });
  const body = (await listing.json()) as { product_list?: unknown[] };
  return health.ok && listing.ok && (body.product_list?.length ?? 0) > 0;
}

async function main(): Promise<void> {
  const engine = engineArgument();
  const storage = await openStorage(engine);
  try {
    const api = await startApi(storage);
    try {
      const document = (await (await fetch(`${api.url}/docs/json`)).json()) as Parameters<typeof operationsOf>[0];
      const operations = operationsOf(document);
      // A few more than the target: a request the HTTP client refuses to send (a lone surrogate in a path) is not counted.
      const rounds = Math.ceil((TARGET * 1.03) / operations.length);
      const random = new Random(SEED);
      // Generated in order (the seed gives the same requests every run), sent a few at a time.
      const requests = operations.flatMap((operation) => Array.from({ length: rounds }, (_, round) => badRequest(random, operation, round)));
      const tally: Tally = { sent: 0, statuses: new Map(), serverErrors: [], badRefusals: [], noAnswer: [] };
      const started = Date.now();
      let next = 0;
      await Promise.all(Array.from({ length: PARALLEL }, async () => {
        while (next < requests.length) {
          const request = requests[next++] as BadRequest;
          await send(api, request, tally);
        }
      }));
      const serving = await stillServing(api);
      const answered = tally.sent - tally.noAnswer.length;
      const byClass = (low: number) => [...tally.statuses].filter(([status]) => status >= low && status < low + 100).reduce((sum, [, count]) => sum + count, 0);
      writeResult(`bad-input-${engine}`, {
        name: 'bad input',
        engine,
        ok: answered >= TARGET && tally.serverErrors.length === 0 && tally.badRefusals.length === 0 && serving,
        summary:
          `${answered.toLocaleString('en')} generated malformed requests over ${operations.length} documented calls in ${((Date.now() - started) / 1000).toFixed(0)} s: ` +
          `${tally.serverErrors.length} answered 5xx, ${byClass(400).toLocaleString('en')} refused 4xx (all JSON: ${tally.badRefusals.length === 0 ? 'yes' : 'no'}), ${byClass(200).toLocaleString('en')} answered 2xx, ${byClass(300)} 3xx; ` +
          `API still serving: ${serving ? 'yes' : 'no'}`,
        details: [
          `statuses: ${[...tally.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status} x ${count}`).join(', ')}`,
          ...(tally.noAnswer.length ? [`${tally.noAnswer.length} requests the HTTP client would not send (not counted), e.g. ${tally.noAnswer[0]}`] : []),
          ...tally.serverErrors.slice(0, 10),
          ...tally.badRefusals.slice(0, 10),
        ],
      });
    } finally {
      await api.stop();
    }
  } finally {
    storage.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
