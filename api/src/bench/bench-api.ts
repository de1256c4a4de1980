import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PACKAGE_DIR } from '../config.js';
import { BENCH_PG_SETTINGS, benchDataDir, ensureBenchDatabase, prewarmBenchDatabase } from './bench-database.js';
import { benchTargets, samplesFrom, type BenchTarget } from './bench-targets.js';
import { runLoad, type RunResult } from './load-run.js';
import { median } from './median.js';
import { freePort, startPostgres, type PostgresServer } from './postgres-server.js';
import { childPids, clockTicks, msPerRequest, postmasterPid, rssMegabytes, treeTicks } from './process-usage.js';

/**
 * npm run bench:api (also part of npm run bench): the API on a real PostgreSQL
 * server with a generated catalogue (1,000,000 products by default), loaded with
 * autocannon call by call, next to a plain Fastify server answering a fixed JSON
 * document of the same size (the baseline). Writes .bench/api-report.md and .json
 * at the repository root: requests/s and p50/p95/p99 latency per call (medians of
 * the runs), the ratio to the baseline, the API's and PostgreSQL's CPU time per
 * request and the API workers' memory (process-usage.ts).
 *
 * The seeded cluster is kept in api/.data/bench-pg-{products}-{seed} and reused by
 * the next run (--fresh seeds again); the server itself is stopped at the end.
 */
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    products: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '42' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    fresh: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    'pool-size': { type: 'string', default: '10' },
    // API processes (API_WORKERS): one per core, as the API is deployed on PostgreSQL.
    workers: { type: 'string', default: String(os.availableParallelism()) },
    // Skip measuring every listing again on a second API process with LISTING_CACHE_SECONDS=0.
    'cached-only': { type: 'boolean', default: false },
    out: { type: 'string', default: resolve(PACKAGE_DIR, '..', '.bench') },
  },
});

const positive = (name: string, value: string | undefined) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer`);
  return number;
};
const products = positive('products', values.products);
const seed = Number(values.seed);
const connections = positive('connections', values.connections);
const duration = positive('duration', values.duration);
const warmup = Number(values.warmup);
const runs = positive('runs', values.runs);
const workers = positive('workers', values.workers);
const log = (line: string) => console.log(`[bench] ${line}`);

interface CallResult {
  name: string;
  kind: BenchTarget['kind'];
  baseline: string;
  bytes: number;
  runs: RunResult[];
  median: RunResult;
  /** CPU ms per request over the measured runs (not the warm-up): the serving process tree, and PostgreSQL's. */
  apiMsPerRequest: number | null;
  pgMsPerRequest: number | null;
}

/** RSS in MB of each worker of one API process, after the first call's warm-up on it and at the end. */
interface WorkerMemory {
  afterWarmupMb: (number | null)[];
  endMb: (number | null)[];
}

function startNode(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') log(`${script} exited (${code ?? signal})`);
  });
  return child;
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function sample(base: string, target: BenchTarget): Promise<{ status: number; body: string }> {
  const request = target.requests[0];
  if (!request) throw new Error(`${target.name} has no request`);
  const response = await fetch(`${base}${request.path}`, { method: request.method, body: request.body ?? null, headers: request.headers ?? {} });
  return { status: response.status, body: await response.text() };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const fmtMs = (value: number | null) => (value === null ? '' : value.toFixed(2));
const megabytes = (values: (number | null)[]) => values.map((value) => (value === null ? '?' : `${value} MB`)).join(', ') || 'none';

function report(results: CallResult[], meta: Record<string, unknown>, memory: Record<string, WorkerMemory>): string {
  const byName = new Map(results.map((result) => [result.name, result]));
  const lines = [
    '# API benchmark',
    '',
    `${meta.products} products (seed ${meta.seed}) on PostgreSQL ${meta.postgres}, Node ${process.version}, ${meta.cpus} CPU cores; ` +
      `autocannon ${meta.autocannon}, ${connections} connections, ${runs} runs of ${duration} s per call after a ${warmup} s warm-up; medians of the runs. ` +
      `Run ${meta.date}.`,
    '',
    `Machine load average (1 min) at start ${meta.loadStart}, at end ${meta.loadEnd}: other work on the machine shares its cores with this run.`,
    '',
    `The API runs as deployed on PostgreSQL: ${meta.workers} worker processes (API_WORKERS, one per core) sharing the port. ` +
      'Listing calls run on the API as configured (listing pages reused for LISTING_CACHE_SECONDS, default 300 s, LISTING_CACHE_PAGES pages per process) and again, marked ' +
      '"(no page cache)", on a second API with LISTING_CACHE_SECONDS=0, where every request reads the database (counts not precomputed are ' +
      'still kept 30 s); keyword and advanced searches once more, marked "(no page cache, no search index)", on a third with SEARCH_INDEX=0 ' +
      'too, where the database finds, counts and orders the matches (the path before the search index). Each call cycles through a set of different requests (sorts, segments, places, keywords, pages, product ids). ' +
      `Calls marked "long tail" instead draw every request from a large pool (${meta.tails}) with YCSB's scrambled zipfian popularity ` +
      '(theta 0.99, src/bench/zipf.ts): a few requests are popular, most are rare, as on a real site, so the page cache serves only part of them.',
    '',
    'API ms/req and PG ms/req: CPU time (user + system) per completed request over the measured runs, warm-up excluded, from the utime and stime ' +
      `of /proc/<pid>/stat in clock ticks (${meta.clockTicks ?? '?'} per second here, getconf CLK_TCK): API is the API process serving the call ` +
      '(the cluster primary and its workers; the baseline server for the baseline rows), PG the PostgreSQL server (the postmaster and all its ' +
      'children: backends and background processes); processes that exited during the runs count through their parent\'s cutime and cstime. ' +
      'The load generator runs on the same machine and is not counted.',
    '',
    ...Object.entries(memory).map(([name, usage]) =>
      `API workers' RSS (${name}, /proc/<pid>/status VmRSS) after the first call's warm-up: ${megabytes(usage.afterWarmupMb)}; at the end: ${megabytes(usage.endMb)}.`),
    '',
    'Goals: p95 under 50 ms for listing calls, under 10 ms for counts. The baseline is a plain Fastify endpoint (no database) answering a fixed JSON ' +
      'document of the same size as the call (baseline-list: a product-list answer; baseline-count: a location-count answer), in the same run. ' +
      'Ratio = the call\'s requests/s over its baseline\'s; p95 x = the call\'s p95 over the baseline\'s.',
    '',
    '| call | kind | bytes | req/s | p50 ms | p95 ms | p99 ms | API ms/req | PG ms/req | ratio to baseline | p95 x baseline | errors / non-2xx | goal |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const result of results) {
    const base = byName.get(result.baseline);
    const m = result.median;
    const ratio = base && result.kind !== 'baseline' ? fmt(m.requestsPerSecond / base.median.requestsPerSecond, 3) : '';
    const p95x = base && result.kind !== 'baseline' ? fmt(m.p95 / Math.max(base.median.p95, 0.001), 1) : '';
    const goal = result.kind === 'listing' ? (m.p95 < 50 ? 'met (< 50)' : 'missed (< 50)') : result.kind === 'count' ? (m.p95 < 10 ? 'met (< 10)' : 'missed (< 10)') : '';
    const errors = result.runs.reduce((sum, run) => sum + run.errors, 0);
    const non2xx = result.runs.reduce((sum, run) => sum + run.non2xx, 0);
    lines.push(`| ${result.name} | ${result.kind} | ${result.bytes} | ${fmt(m.requestsPerSecond)} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.p99)} | ${fmtMs(result.apiMsPerRequest)} | ${fmtMs(result.pgMsPerRequest)} | ${ratio} | ${p95x} | ${errors} / ${non2xx} | ${goal} |`);
  }
  lines.push('', 'Every run:', '', '| call | run | req/s | p50 ms | p95 ms | p99 ms | requests |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const result of results) {
    result.runs.forEach((run, index) => {
      lines.push(`| ${result.name} | ${index + 1} | ${fmt(run.requestsPerSecond)} | ${fmt(run.p50)} | ${fmt(run.p95)} | ${fmt(run.p99)} | ${run.requests} |`);
    });
  }
  return `${lines.join('\n')}\n`;
}

let server: PostgresServer | null = null;
const children: ChildProcess[] = [];
/** The API processes first (so no pool sees its server go away), then the database server. */
const shutdown = async () => {
  await Promise.all(children.map((child) => new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => { child.kill('SIGKILL'); done(); }, 10_000).unref();
  })));
  server?.stop();
  server = null;
};
process.on('SIGINT', () => {
  void shutdown().finally(() => process.exit(130));
});

try {
  const keptDir = benchDataDir(products, seed);
  log(`Starting PostgreSQL (data in ${keptDir})...`);
  server = await startPostgres({ dataDir: keptDir, settings: BENCH_PG_SETTINGS });
  if (!server) throw new Error('No PostgreSQL server binaries (initdb, pg_ctl); set PG_BIN_DIR');
  const databaseUrl = await ensureBenchDatabase(server, { products, seed, fresh: values.fresh, log });
  const postgresPid = postmasterPid(server.dataDir);
  if (values['seed-only']) {
    log('Seed only: done.');
  } else {
    await prewarmBenchDatabase(databaseUrl, log);
    // The API as configured (listing pages reused for LISTING_CACHE_SECONDS, default 300 s, LISTING_CACHE_PAGES pages per process), and a
    // second process with that cache off, so that every listing is also measured on the database.
    const startApi = async (cacheSeconds: string | undefined, env: Record<string, string> = {}) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const primary = startNode(resolve(PACKAGE_DIR, 'dist', 'server.js'), {
        DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production',
        DB_POOL_SIZE: values['pool-size'], API_WORKERS: String(workers), PUBLIC_URL: url, ...(cacheSeconds === undefined ? {} : { LISTING_CACHE_SECONDS: cacheSeconds }), ...env,
      });
      children.push(primary);
      // A kept catalogue from before migration 0009 computes its search heads on start (about 5 minutes at a million).
      await waitFor(`${url}/health/ready`, 1800);
      return { url, pid: primary.pid ?? 0 };
    };
    const apiServer = await startApi(process.env.LISTING_CACHE_SECONDS);
    const noCacheServer = values['cached-only'] ? null : await startApi('0');
    // And a third with the search index off too, so that keyword and advanced searches are measured side by side on both paths.
    const noIndexServer = values['cached-only'] ? null : await startApi('0', { SEARCH_INDEX: '0' });
    const api = apiServer.url;
    const apiNoCache = noCacheServer?.url ?? '';
    const apiNoIndex = noIndexServer?.url ?? '';
    log(`API on ${api}${apiNoCache ? `, without the listing cache on ${apiNoCache}` : ''}`);

    const all = benchTargets(await samplesFrom(databaseUrl, products));
    const wanted = values.only ? values.only.split(',') : [];
    const chosen = all.filter((target) => wanted.length === 0 || target.kind === 'baseline' || wanted.includes(target.name));
    const targets: BenchTarget[] = [
      ...chosen,
      ...(apiNoCache ? chosen.filter((t) => t.kind === 'listing').map((t) => ({ ...t, name: `${t.name} (no page cache)`, server: 'nocache' as const })) : []),
      ...(apiNoIndex ? chosen.filter((t) => t.kind === 'listing' && t.name.includes('search') && !t.name.startsWith('vendor'))
        .map((t) => ({ ...t, name: `${t.name} (no page cache, no search index)`, server: 'noindex' as const })) : []),
    ];
    // Each call's answer size, and the documents the baseline serves (a product-list and a location-count answer).
    const sizes = new Map<string, number>();
    const documents: Record<string, unknown> = {};
    for (const target of all.filter((t) => !t.server && (chosen.includes(t) || t.name === 'product-list' || t.name === 'location-count'))) {
      const { status, body } = await sample(api, target);
      if (status !== 200) throw new Error(`${target.name} answered ${status}: ${body.slice(0, 300)}`);
      sizes.set(target.name, Buffer.byteLength(body));
      if (target.name === 'product-list') documents.list = JSON.parse(body);
      if (target.name === 'location-count') documents.count = JSON.parse(body);
    }
    const bodiesFile = join(tmpdir(), `gbx-baseline-${process.pid}.json`);
    writeFileSync(bodiesFile, JSON.stringify(documents));
    const baselinePort = await freePort();
    const baseline = `http://127.0.0.1:${baselinePort}`;
    const baselineServer = startNode(resolve(PACKAGE_DIR, 'dist', 'bench', 'baseline-server.js'), { PORT: String(baselinePort), BASELINE_BODIES: bodiesFile });
    children.push(baselineServer);
    await waitFor(`${baseline}/baseline/count`, 30);
    sizes.set('baseline-list', Buffer.byteLength(JSON.stringify(documents.list)));
    sizes.set('baseline-count', Buffer.byteLength(JSON.stringify(documents.count)));

    const loadStart = os.loadavg()[0]?.toFixed(2) ?? '?';
    const results: CallResult[] = [];
    // Each API process's workers' memory, keyed as the report names the process.
    const apis = [
      { name: 'as configured', pid: apiServer.pid },
      ...(noCacheServer ? [{ name: 'no page cache', pid: noCacheServer.pid }] : []),
      ...(noIndexServer ? [{ name: 'no page cache, no search index', pid: noIndexServer.pid }] : []),
    ];
    const memory: Record<string, WorkerMemory> = {};
    const workersRss = (primary: number) => childPids(primary).map(rssMegabytes);
    for (const target of targets) {
      const url = { baseline, nocache: apiNoCache, noindex: apiNoIndex, api }[target.server ?? 'api'];
      const served = { baseline: baselineServer.pid ?? 0, nocache: noCacheServer?.pid ?? 0, noindex: noIndexServer?.pid ?? 0, api: apiServer.pid }[target.server ?? 'api'];
      if (warmup > 0) await runLoad(url, target, { seconds: warmup, connections });
      const apiName = apis.find((one) => one.pid === served)?.name;
      if (apiName && !memory[apiName]) memory[apiName] = { afterWarmupMb: workersRss(served), endMb: [] };
      // CPU from here to the end of the last run. Requests the warm-up left running on the servers count here and those the
      // last run leaves count nowhere: about even, and small next to a run of thousands of requests.
      const apiTicks = treeTicks(served);
      const pgTicks = postgresPid === null ? null : treeTicks(postgresPid);
      const measured: RunResult[] = [];
      for (let run = 0; run < runs; run++) measured.push(await runLoad(url, target, { seconds: duration, connections }));
      const completed = measured.reduce((sum, run) => sum + run.requests, 0);
      const result: CallResult = {
        name: target.name,
        kind: target.kind,
        baseline: target.baseline,
        bytes: sizes.get(target.name.replace(/ \(no page cache.*\)$/, '')) ?? 0,
        runs: measured,
        median: {
          requestsPerSecond: median(measured.map((r) => r.requestsPerSecond)),
          p50: median(measured.map((r) => r.p50)),
          p95: median(measured.map((r) => r.p95)),
          p99: median(measured.map((r) => r.p99)),
          requests: median(measured.map((r) => r.requests)),
          errors: median(measured.map((r) => r.errors)),
          non2xx: median(measured.map((r) => r.non2xx)),
        },
        apiMsPerRequest: msPerRequest(apiTicks, treeTicks(served), completed),
        pgMsPerRequest: msPerRequest(pgTicks, postgresPid === null ? null : treeTicks(postgresPid), completed),
      };
      results.push(result);
      log(`${target.name.padEnd(22)} ${fmt(result.median.requestsPerSecond).padStart(8)} req/s  p50 ${fmt(result.median.p50)}  p95 ${fmt(result.median.p95)}  p99 ${fmt(result.median.p99)} ms` +
        `  CPU/req API ${fmtMs(result.apiMsPerRequest) || '?'}  PG ${fmtMs(result.pgMsPerRequest) || '?'} ms`);
    }
    for (const { name, pid } of apis) if (memory[name]) memory[name].endMb = workersRss(pid);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
    await client.end();
    const { createRequire } = await import('node:module');
    const autocannonVersion = (createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version;
    const meta = {
      products, seed, postgres: version, cpus: os.cpus().length, autocannon: autocannonVersion, loadStart, loadEnd: os.loadavg()[0]?.toFixed(2) ?? '?',
      tails: targets.filter((target) => target.draw === 'long-tail' && !target.server)
        .map((target) => `${target.name}: ${target.requests.length.toLocaleString('en-US')} requests`).join('; '),
      connections, duration, warmup, runs, date: new Date().toISOString(), node: process.version, poolSize: Number(values['pool-size']), workers,
      clockTicks, apiWorkersMemory: memory,
    };
    mkdirSync(values.out, { recursive: true });
    writeFileSync(join(values.out, 'api-report.json'), `${JSON.stringify({ meta, results }, null, 2)}\n`);
    writeFileSync(join(values.out, 'api-report.md'), report(results, meta, memory));
    log(`Report: ${join(values.out, 'api-report.md')}`);
    // Let requests that autocannon abandoned at the end of the last run finish before the servers stop.
    await new Promise((done) => setTimeout(done, 2000));
  }
} finally {
  await shutdown();
}
