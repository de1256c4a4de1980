import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { calls } from '@gbx/contract/schemas';
import { pathWith } from '@gbx/contract/paths';
import { PACKAGE_DIR } from '../config.js';
import { BENCH_PG_SETTINGS, benchDataDir, ensureBenchDatabase, prewarmBenchDatabase } from './bench-database.js';
import { startPostgres, type PostgresServer } from './postgres-server.js';
import { median } from './median.js';
import { startApi, type ApiProcess } from './reliability/api-server.js';

/**
 * npm run bench:catalogue (also part of npm run bench): how long a catalogue
 * change written to PostgreSQL takes to show in every API process, with no
 * restart (features/catalogue-changes). The benchmark's seeded catalogue
 * (1,000,000 products by default, kept like bench:api's) behind two API
 * processes with their search index and page cache on; each round changes a
 * product's title to a word no product holds and, separately, its stock to 0,
 * and asks both processes every 25 ms until they show it. Writes
 * .bench/catalogue-changes-report.md and .json: per round and as medians, the
 * time until each process finds the new word, until the product page shows
 * it out of stock, until the derived data (vocabulary, heads, counts) is
 * refreshed, and until each process's index is rebuilt, with what a keyword
 * search costs while the database answers in its place.
 */
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    products: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '42' },
    rounds: { type: 'string', default: '5' },
    fresh: { type: 'boolean', default: false },
    out: { type: 'string', default: resolve(PACKAGE_DIR, '..', '.bench') },
  },
});
const products = Number(values.products);
const seed = Number(values.seed);
const rounds = Number(values.rounds);
if (!Number.isInteger(products) || products < 100 || !Number.isInteger(rounds) || rounds < 1 || rounds > 26) {
  throw new Error('--products must be at least 100 and --rounds 1 to 26');
}
const log = (line: string) => console.log(`[bench:catalogue] ${line}`);

const POLL_MS = 25;
/** A round that has not shown its change by then failed (the goal is 5 s). */
const GIVE_UP_MS = 120_000;
const DEVICE = { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Chrome', latitude: '48.8566', longitude: '2.3522', userdevice: '', userdata: '' };

async function postJson(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const searchIds = async (api: ApiProcess, keyword: string) => {
  const { body } = await postJson(`${api.url}${calls.productListSearch.path}`, { ...DEVICE, search_data: keyword, sort_by: 'low', market_segment: '', offset: 0 });
  return ((body.product_list ?? []) as Array<{ GBXProductID: string }>).map((item) => item.GBXProductID);
};

const available = async (api: ApiProcess, gbx: string) => {
  const { body } = await postJson(`${api.url}${pathWith(calls.productDetail.path, { gbxproductid: gbx })}`, DEVICE);
  return ((body.product_list ?? []) as Array<{ QTYAvailable: boolean }>)[0]?.QTYAvailable;
};

const indexStatus = async (api: ApiProcess) => ((await (await fetch(`${api.url}/health/ready`)).json()) as { searchIndex?: string }).searchIndex;

/** Milliseconds from `start` until `done()` holds, asked every POLL_MS. */
async function until(start: number, done: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await done()) return performance.now() - start;
    if (performance.now() - start > GIVE_UP_MS) throw new Error(`Not shown within ${GIVE_UP_MS / 1000} s`);
    await new Promise((resolved) => setTimeout(resolved, POLL_MS));
  }
}

/** Milliseconds of `times` keyword searches one after another on `api`, their median. */
async function searchMs(api: ApiProcess, keywords: readonly string[]): Promise<number> {
  const times: number[] = [];
  for (const keyword of keywords) {
    const started = performance.now();
    await searchIds(api, keyword);
    times.push(performance.now() - started);
  }
  return median(times);
}


interface Round {
  product: string;
  word: string;
  /** Per process: ms until a search of the new word finds the product. */
  titleMs: number[];
  /** Per process: ms until the product page shows it unavailable after stock 0. */
  stockMs: number[];
  /** ms until the derived data was refreshed (catalogue_state.version moved). */
  refreshedMs: number;
  /** Per process: ms until its index was rebuilt and in use again. */
  indexMs: number[];
  /** Median ms of a keyword search while the database answers (index set aside), and with the index. */
  searchAsideMs: number;
  searchIndexedMs: number;
}

let server: PostgresServer | null = null;
const apis: ApiProcess[] = [];
try {
  const keptDir = benchDataDir(products, seed);
  log(`Starting PostgreSQL (data in ${keptDir})...`);
  server = await startPostgres({ dataDir: keptDir, settings: BENCH_PG_SETTINGS });
  if (!server) throw new Error('No PostgreSQL server binaries (initdb, pg_ctl); set PG_BIN_DIR');
  const url = await ensureBenchDatabase(server, { products, seed, fresh: values.fresh, log });
  await prewarmBenchDatabase(url, log);

  const storage = { engine: 'postgres' as const, env: { DATABASE_URL: url }, dispose: () => undefined };
  const startMs: number[] = [];
  for (let i = 0; i < 2; i++) {
    const started = performance.now();
    apis.push(await startApi(storage, { API_WORKERS: '1', LOG_LEVEL: 'info' }));
    startMs.push(performance.now() - started);
    log(`API process ${i + 1} ready (index built) in ${(startMs[i] as number / 1000).toFixed(1)} s`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const version = async () => Number((await client.query<{ version: string }>('select version from catalogue_state')).rows[0]?.version);
  // Broad words of the generated catalogue, for the cost of a search while the database answers.
  const { rows: broad } = await client.query<{ word: string }>('select word from search_words order by ndoc desc limit 40 offset 20');
  const sample = broad.map((row) => row.word);

  // Letters of this run, so that no earlier run's word is found: 'quorvex' + 4 letters + the round's.
  const run = Array.from({ length: 4 }, (_, i) => String.fromCharCode(97 + (Math.floor(Date.now() / 26 ** i) % 26))).join('');
  const results: Round[] = [];
  for (let round = 0; round < rounds; round++) {
    const id = 1 + ((round * 7919 + 12_345) % products);
    const { rows } = await client.query<{ gbx: string; title: string; stock: number }>('select gbx_product_id as gbx, title, stock_qty as stock from products where id = $1', [id]);
    const { gbx: product, title, stock } = rows[0] as { gbx: string; title: string; stock: number };
    // A word no product holds, letters only.
    const word = `quorvex${run}${String.fromCharCode(97 + round)}`;
    for (const api of apis) await searchIds(api, word);
    const before = await version();
    const searchIndexedMs = await searchMs(apis[1] as ApiProcess, sample.slice(0, 20));

    const started = performance.now();
    await client.query(`update products set title = $1 where id = $2`, [`${title} ${word}`, id]);
    let searchAsideMs = Number.NaN;
    const titleMs = await Promise.all(apis.map((api) => until(started, async () => (await searchIds(api, word)).includes(product))));
    if ((await indexStatus(apis[1] as ApiProcess)) !== 'ready') searchAsideMs = await searchMs(apis[1] as ApiProcess, sample.slice(20, 40));
    const refreshedMs = await until(started, async () => (await version()) > before);
    const indexMs = await Promise.all(apis.map((api) => until(started, async () => (await indexStatus(api)) === 'ready')));

    // The product page read (and so cached) in each process before the change.
    for (const api of apis) await available(api, product);
    const stockStarted = performance.now();
    await client.query('update products set stock_qty = 0 where id = $1', [id]);
    const stockMs = await Promise.all(apis.map((api) => until(stockStarted, async () => (await available(api, product)) === false)));
    // The product as it was, and every index rebuilt, before the next round.
    await client.query('update products set title = $1, stock_qty = $2 where id = $3', [title, stock, id]);
    await Promise.all(apis.map((api) => until(performance.now(), async () => !(await searchIds(api, word)).includes(product))));
    await Promise.all(apis.map((api) => until(performance.now(), async () => (await indexStatus(api)) === 'ready')));

    const result: Round = { product, word, titleMs, stockMs, refreshedMs, indexMs, searchAsideMs, searchIndexedMs };
    results.push(result);
    log(`round ${round + 1}: ${product} '${word}' found in ${titleMs.map((ms) => ms.toFixed(0)).join(' / ')} ms, out of stock in ${stockMs.map((ms) => ms.toFixed(0)).join(' / ')} ms, derived data ${refreshedMs.toFixed(0)} ms, index ${indexMs.map((ms) => ms.toFixed(0)).join(' / ')} ms`);
  }
  await client.end();

  const worst = (pick: (round: Round) => number[]) => results.map((round) => Math.max(...pick(round)));
  const summary = {
    products,
    rounds,
    startMs,
    medians: {
      titleMs: median(worst((round) => round.titleMs)),
      stockMs: median(worst((round) => round.stockMs)),
      refreshedMs: median(results.map((round) => round.refreshedMs)),
      indexMs: median(worst((round) => round.indexMs)),
      searchAsideMs: median(results.map((round) => round.searchAsideMs).filter((ms) => !Number.isNaN(ms))),
      searchIndexedMs: median(results.map((round) => round.searchIndexedMs)),
    },
    results,
  };
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const lines = [
    '# Catalogue changes without a restart',
    '',
    `${products.toLocaleString('en')} products on PostgreSQL, two API processes (search index and page cache on, CATALOGUE_WATCH_MS 1000), ${rounds} rounds, each process asked every ${POLL_MS} ms. Medians over the rounds of the slower process. Written ${new Date().toISOString()} by \`npm run bench:catalogue\`.`,
    '',
    '| what | median | goal |',
    '|---|---:|---|',
    `| a new title's word found by search, both processes | ${s(summary.medians.titleMs)} s | ≤ 5 s |`,
    `| stock 0 shown on the product page, both processes | ${s(summary.medians.stockMs)} s | ≤ 5 s |`,
    `| search words and heads of the product's words refreshed (one process; the version moves, the indexes are rebuilt) | ${s(summary.medians.refreshedMs)} s | |`,
    `| each process's index rebuilt and in use again | ${s(summary.medians.indexMs)} s | (the database answers meanwhile) |`,
    `| a broad keyword search with the index | ${summary.medians.searchIndexedMs.toFixed(1)} ms | |`,
    `| the same while the database answers in its place | ${Number.isNaN(summary.medians.searchAsideMs) ? 'not seen (rebuilt first)' : `${summary.medians.searchAsideMs.toFixed(1)} ms`} | |`,
    `| an API process started until ready (index built) | ${startMs.map((ms) => `${s(ms)} s`).join(', ')} | |`,
    '',
    '| round | product | found (ms, each process) | out of stock (ms) | derived (ms) | index (ms) |',
    '|---:|---|---|---|---:|---|',
    ...results.map((round, i) => `| ${i + 1} | ${round.product} | ${round.titleMs.map((ms) => ms.toFixed(0)).join(' / ')} | ${round.stockMs.map((ms) => ms.toFixed(0)).join(' / ')} | ${round.refreshedMs.toFixed(0)} | ${round.indexMs.map((ms) => ms.toFixed(0)).join(' / ')} |`),
    '',
  ];
  mkdirSync(values.out, { recursive: true });
  writeFileSync(resolve(values.out, 'catalogue-changes-report.md'), lines.join('\n'));
  writeFileSync(resolve(values.out, 'catalogue-changes-report.json'), JSON.stringify(summary, null, 2));
  log(`Report: ${resolve(values.out, 'catalogue-changes-report.md')}`);
} finally {
  for (const api of apis) await api.stop();
  server?.stop();
}
