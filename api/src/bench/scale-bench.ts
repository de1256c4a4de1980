import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { devOutboxPath, forgetPasswordPath, registrationBuyerPath, resetPasswordPath } from '@gbx/contract/paths';
import { PACKAGE_DIR } from '../config.js';
import { BENCH_PG_SETTINGS, benchDataDir, ensureBenchDatabase, prewarmBenchDatabase } from './bench-database.js';
import { benchTargets, samplesFrom, type BenchTarget } from './bench-targets.js';
import { runLoad, type RunResult } from './load-run.js';
import { median } from './median.js';
import { runWrk, wrkAvailable } from './wrk-run.js';
import { postmasterPid } from './process-usage.js';
import { CPU_SHARE_NAMES, measureCpuShares, totalCpu, type CpuParts, type CpuShares } from './scale/cpu-shares.js';
import { freePort, startPostgres, startReplica, type PostgresServer } from './postgres-server.js';
import { startApi, type ApiProcess, type Storage } from './reliability/api-server.js';
import { addableProducts, logIn, outcomeOf, postJson, postLogin, send, solvedCaptcha } from './reliability/client.js';
import { validRegistration } from './registration-form.js';
import { haproxyConfig, startHaproxy, type Haproxy } from './scale/haproxy.js';
import { serveRemotes, startHost, type HostProcess } from './scale/host-servers.js';
import { ATTEMPTS, DEVICE, KEYED_WRITES, RETRY_PAUSE_MS, sessionWorks, Traffic, type Write, type WriteKind } from './scale/traffic.js';

/**
 * npm run bench:scale (issue 40): the marketplace past one process, on this
 * machine. A PostgreSQL primary with the benchmark's seeded catalogue
 * (1,000,000 products, kept like bench:api's) and a streaming replica made
 * with pg_basebackup -R; two API processes (catalogue reads on the replica,
 * DATABASE_READ_URL) and two host processes, each pair behind HAProxy with
 * the health checks of deploy/haproxy/haproxy.cfg. Then, in one run:
 *   1. throughput: the listing mix against one API process, then against the
 *      two behind HAProxy, in turns; the ratio of the medians;
 *   2. sessions and limits across processes: a session made on one works on
 *      the other, failed logins alternating between them stop at the limit,
 *      a captcha and a reset token made on one are taken once by the other;
 *   3. kill -9: visitors reading and buyers writing through HAProxy while one
 *      API process and one host process are killed and started again; what
 *      clients saw fail (idempotent requests asked again as a browser would:
 *      reads, and writes idempotent by themselves or by an Idempotency-Key),
 *      every acknowledged write looked up in the primary afterwards, and
 *      every write that acted twice counted.
 * Writes .bench/scale-report.md and .json. A benchmark, not a test: it exits 0
 * when it ran, whatever the figures (the report says which goals they meet).
 */
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    products: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '42' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    fresh: { type: 'boolean', default: false },
    out: { type: 'string', default: resolve(PACKAGE_DIR, '..', '.bench') },
  },
});
const products = Number(values.products);
const seed = Number(values.seed);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
if (![products, seconds, rounds, connections].every((n) => Number.isInteger(n) && n > 0)) throw new Error('--products, --seconds, --rounds and --connections must be positive integers');
const log = (line: string) => console.log(`[bench:scale] ${line}`);
const s1 = (ms: number) => (ms / 1000).toFixed(1);

/** The failed-login limit per e-mail the API processes run with (LOGIN_LIMIT_PER_EMAIL's default). */
const LOGIN_LIMIT_PER_EMAIL = 10;
const API_ENV = {
  API_WORKERS: '1',
  LOG_LEVEL: 'warn',
  // The clients name themselves in X-Forwarded-For; HAProxy connects from 127.0.0.1.
  TRUST_PROXY: '127.0.0.1',
  // The outbox as JSON (loopback only) for the reset token; no production mode here.
  DEV_ROUTES: '1',
  // One secret for both processes, as a deployment configures it: a challenge made by one verifies on the other.
  CAPTCHA_SECRET: 'bench-scale-captcha-secret',
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_COUNTER: '30',
  LOGIN_LIMIT_PER_EMAIL: String(LOGIN_LIMIT_PER_EMAIL),
};

/** The listing calls of bench:api's targets (not the long tails, which draw one request at a time), as one mix. */
function listingMix(targets: BenchTarget[]): BenchTarget {
  const requests = targets.filter((target) => target.kind === 'listing' && !target.server && target.draw !== 'long-tail').flatMap((target) => target.requests);
  return { name: 'listing mix', kind: 'listing', baseline: 'baseline-list', requests };
}

async function replicaReads(replicaUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: replicaUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ fetched: string }>('select tup_fetched + tup_returned as fetched from pg_stat_database where datname = current_database()');
    return Number(rows[0]?.fetched ?? 0);
  } finally {
    await client.end();
  }
}

/** The clients' load generator: wrk (C, one thread) where installed, and autocannon (Node) beside it for comparison. */
type Generator = 'wrk' | 'autocannon';

interface GeneratorRuns {
  generator: Generator;
  single: RunResult[];
  balanced: RunResult[];
  /** Each run's CPU per request, by process. */
  singleCpu: CpuShares[];
  balancedCpu: CpuShares[];
  ratio: number;
}

interface Throughput {
  /** The first is the one the goal is judged on. */
  runs: GeneratorRuns[];
  replicaRowsRead: number;
}

const loadWith = (generator: Generator) => (generator === 'wrk' ? runWrk : runLoad);

async function measureThroughput(mix: BenchTarget, single: ApiProcess, balancedUrl: string, replicaUrl: string, parts: CpuParts): Promise<Throughput> {
  log(`Warming both processes' caches (${mix.requests.length} listing requests)...`);
  await runLoad(balancedUrl, mix, { seconds: 5, connections });
  await runLoad(single.url, mix, { seconds: 5, connections });
  const before = await replicaReads(replicaUrl);
  const generators: Generator[] = wrkAvailable() ? ['wrk', 'autocannon'] : ['autocannon'];
  const runs: GeneratorRuns[] = [];
  for (const generator of generators) {
    const load = loadWith(generator);
    const result: GeneratorRuns = { generator, single: [], balanced: [], singleCpu: [], balancedCpu: [], ratio: 0 };
    const measured = async (url: string, results: RunResult[], cpu: CpuShares[]) => {
      const shares = measureCpuShares(parts);
      const run = await load(url, mix, { seconds, connections });
      results.push(run);
      cpu.push(shares(run.requests));
    };
    for (let round = 0; round < rounds; round++) {
      await measured(single.url, result.single, result.singleCpu);
      await measured(balancedUrl, result.balanced, result.balancedCpu);
      log(`${generator} round ${round + 1}: one process ${result.single.at(-1)?.requestsPerSecond} req/s, two behind HAProxy ${result.balanced.at(-1)?.requestsPerSecond} req/s`);
    }
    result.ratio = median(result.balanced.map((run) => run.requestsPerSecond)) / median(result.single.map((run) => run.requestsPerSecond));
    runs.push(result);
  }
  return { runs, replicaRowsRead: (await replicaReads(replicaUrl)) - before };
}

interface Check {
  what: string;
  ok: boolean;
  detail: string;
}

/** Sessions, limits, the captcha and reset tokens, each made through one process and used through the other. */
async function acrossProcesses(a: ApiProcess, b: ApiProcess, tag: string): Promise<Check[]> {
  const checks: Check[] = [];
  const session = await logIn(a.url);
  checks.push({ what: 'a session made by process 1 opens the cart on process 2', ok: await sessionWorks(b.url, session.cookie), detail: 'login on 1, cart-list on 2' });

  const statuses: number[] = [];
  const email = `scale.limit.${tag}@example.test`;
  for (let i = 0; i < 30; i++) {
    const answer = await postLogin(i % 2 === 0 ? a.url : b.url, { email, password: 'not-the-password-1' }, { 'x-forwarded-for': `10.250.${i >> 8}.${i & 255}` });
    statuses.push('error' in answer ? 0 : answer.status);
  }
  const beforeLimit = statuses.findIndex((status) => status === 429);
  const passed = statuses.filter((status) => status !== 429).length;
  checks.push({
    what: `30 failed logins for one e-mail, alternating between the processes, stop at the limit (${LOGIN_LIMIT_PER_EMAIL})`,
    ok: passed === LOGIN_LIMIT_PER_EMAIL && beforeLimit === LOGIN_LIMIT_PER_EMAIL,
    detail: `${passed} answered before 429, the first 429 at attempt ${beforeLimit + 1}; statuses ${statuses.join(' ')}`,
  });

  const registered = `scale.captcha.${tag}@example.test`;
  const altcha = await solvedCaptcha(a.url);
  const first = altcha ? outcomeOf(await postJson(`${b.url}${registrationBuyerPath}`, { ...validRegistration(registered, DEVICE), altcha })) : { outcome: 'no challenge' };
  const replay = altcha ? outcomeOf(await postJson(`${a.url}${registrationBuyerPath}`, { ...validRegistration(`replay.${registered}`, DEVICE), altcha })) : { outcome: 'no challenge' };
  checks.push({ what: 'a captcha solved for process 1 registers on process 2, once', ok: first.outcome === 'acknowledged' && replay.outcome === 'refused', detail: `on 2: ${first.outcome}; the same solution again on 1: ${replay.outcome} ${'why' in replay ? (replay.why ?? '') : ''}`.trim() });

  const forgot = await postJson(`${a.url}${forgetPasswordPath}`, { ...DEVICE, email: registered });
  const outbox = await send(`${b.url}${devOutboxPath}?to=${encodeURIComponent(registered)}&limit=5`, {});
  const links = 'error' in outbox ? [] : ((outbox.body.messages ?? []) as Array<{ links: string[] }>).flatMap((message) => message.links);
  const token = links.map((link) => /\/new-password\/([^/?#]+)/.exec(link)?.[1]).find(Boolean);
  const reset = (base: string) => postJson(`${base}${resetPasswordPath}`, { ...DEVICE, email: token ?? '', password: 'NewPassword2026', password_confirmation: 'NewPassword2026' });
  const resetOnB = token ? outcomeOf(await reset(b.url)) : { outcome: 'no token' };
  const againOnA = token ? outcomeOf(await reset(a.url)) : { outcome: 'no token' };
  checks.push({
    what: 'a reset token mailed by process 1 sets the password on process 2, once',
    ok: outcomeOf(forgot).outcome === 'acknowledged' && resetOnB.outcome === 'acknowledged' && againOnA.outcome === 'refused',
    detail: `forget-password on 1: ${outcomeOf(forgot).outcome}; token in the outbox read through 2: ${token ? 'yes' : 'no'}; reset on 2: ${resetOnB.outcome}; the same token on 1: ${againOnA.outcome}`,
  });
  return checks;
}

async function emptyBuyerLists(primaryUrl: string, userId: number): Promise<void> {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    await client.query('delete from cart_lines where user_id = $1', [userId]);
    await client.query('delete from wishlist_lines where user_id = $1', [userId]);
  } finally {
    await client.end();
  }
}

interface Found {
  /** The acknowledged writes' keys found afterwards: rows in the primary, and sessions that still open the cart. */
  keys: Record<WriteKind, Set<string>>;
  /** Writes that acted twice: a cart line of a product added once with a quantity above 1, a report's text stored twice. */
  twice: Record<WriteKind, number>;
}

async function foundKeys(primaryUrl: string, api: string, traffic: Traffic): Promise<Found> {
  const acknowledged = (kind: WriteKind) => traffic.writes.filter((write) => write.kind === kind && write.outcome === 'acknowledged').map((write) => write.key);
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const column = async (query: string, params: unknown[]) => new Set((await client.query<{ key: string }>(query, params)).rows.map((row) => row.key));
    const sessions = new Set<string>();
    for (const cookie of acknowledged('login')) if (await sessionWorks(api, cookie)) sessions.add(cookie);
    const count = async (query: string, params: unknown[]) => Number((await client.query<{ n: string }>(query, params)).rows[0]?.n ?? 0);
    const keys = {
      login: sessions,
      registration: await column('select lower(email) as key from users where lower(email) = any($1)', [acknowledged('registration')]),
      cart: await column('select p.gbx_product_id as key from cart_lines c join products p on p.id = c.product_id where c.user_id = $1', [traffic.buyerId]),
      wishlist: await column('select p.gbx_product_id as key from wishlist_lines w join products p on p.id = w.product_id where w.user_id = $1', [traffic.buyerId]),
      report: await column('select comment as key from product_reports where comment = any($1)', [acknowledged('report')]),
    };
    // Each product goes into the cart once (quantity 1), each report text is sent once, each e-mail registers once (a unique index).
    const twice = {
      login: 0,
      registration: 0,
      cart: await count('select count(*) as n from cart_lines where user_id = $1 and quantity > 1', [traffic.buyerId]),
      wishlist: 0,
      report: await count('select count(*) as n from (select comment from product_reports where comment like $1 group by comment having count(*) > 1) repeated', [`Scale check ${traffic.tag} #%`]),
    };
    return { keys, twice };
  } finally {
    await client.end();
  }
}

interface KillPhase {
  events: string[];
  traffic: Traffic;
  found: Found;
  apiRestartMs: number;
  hostRestartMs: number;
}

async function killPhase(ctx: {
  apis: ApiProcess[];
  hosts: HostProcess[];
  apiLb: string;
  hostLb: string;
  storage: Storage;
  hostEnv: Record<string, string>;
  primaryUrl: string;
  pages: string[];
  mix: BenchTarget;
  tag: string;
}): Promise<KillPhase> {
  const buyer = await logIn(ctx.apiLb);
  // The catalogue is kept between runs, and so would the demo buyer's cart and wishlist: each run starts them empty.
  await emptyBuyerLists(ctx.primaryUrl, buyer.userId);
  const pools = await addableProducts(ctx.apiLb, buyer, { device: DEVICE, upTo: 1200 });
  const traffic = new Traffic(ctx.apiLb, ctx.hostLb, buyer, pools, ctx.mix.requests, ctx.pages, ctx.tag);
  const events: string[] = [];
  const started = performance.now();
  const at = () => `${s1(performance.now() - started)} s`;
  traffic.start({ page: 2, listing: 2, login: 1, registration: 1, cart: 1, wishlist: 1, report: 1 });

  await sleep(10_000);
  const api = ctx.apis[0] as ApiProcess;
  const apiPort = Number(new URL(api.url).port);
  const apiExit = new Promise((done) => api.child.once('exit', done));
  api.child.kill('SIGKILL');
  await apiExit;
  events.push(`${at()}: kill -9 API process 1 (port ${apiPort}), started again at once`);
  const apiRestarted = performance.now();
  const apiBack = startApi(ctx.storage, API_ENV, { port: apiPort }).then((next) => {
    ctx.apis[0] = next;
    events.push(`${at()}: API process 1 ready again (index built), ${s1(performance.now() - apiRestarted)} s after its kill`);
    return performance.now() - apiRestarted;
  });

  await sleep(10_000);
  const host = ctx.hosts[0] as HostProcess;
  await host.kill();
  events.push(`${at()}: kill -9 host process 1 and its worker (port ${host.port}), started again at once`);
  const hostRestarted = performance.now();
  const hostBack = startHost(host.port, ctx.hostEnv).then((next) => {
    ctx.hosts[0] = next;
    events.push(`${at()}: host process 1 serving again, ${s1(performance.now() - hostRestarted)} s after its kill`);
    return performance.now() - hostRestarted;
  });

  const [apiRestartMs, hostRestartMs] = await Promise.all([apiBack, hostBack]);
  // Both back in HAProxy's rotation (a check every 2 s) and serving their share.
  await sleep(10_000);
  await traffic.stop();
  events.push(`${at()}: clients stopped`);
  const found = await foundKeys(ctx.primaryUrl, ctx.apiLb, traffic);
  return { events, traffic, found, apiRestartMs, hostRestartMs };
}

/** The median over runs of one process's CPU ms per request ('all': their sum), or a dash where /proc could not tell. */
function cpuCell(runs: CpuShares[], name: keyof CpuShares | 'all'): string {
  const values = runs.map((shares) => (name === 'all' ? totalCpu(shares) : shares[name]));
  if (values.some((value) => value === null)) return '–';
  return median(values as number[]).toFixed(3);
}

function report(meta: Record<string, string>, throughput: Throughput, checks: Check[], kill: KillPhase): { markdown: string; json: unknown } {
  const rps = (runs: RunResult[]) => median(runs.map((run) => run.requestsPerSecond));
  const p95 = (runs: RunResult[]) => median(runs.map((run) => run.p95));
  const errors = (runs: RunResult[]) => runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
  const { traffic, found } = kill;
  const kinds: WriteKind[] = ['login', 'registration', 'cart', 'wishlist', 'report'];
  const of = (kind: WriteKind, outcome: Write['outcome']) => traffic.writes.filter((write) => write.kind === kind && write.outcome === outcome);
  const lost = kinds.flatMap((kind) => of(kind, 'acknowledged').filter((write) => !found.keys[kind].has(write.key)));
  const twice = kinds.reduce((sum, kind) => sum + found.twice[kind], 0);
  const writesRetried = traffic.writes.filter((write) => write.attempts > 1);
  const failedWrites = traffic.writes.filter((write) => write.outcome !== 'acknowledged');
  const readsFailed = traffic.reads.page.failed + traffic.reads.listing.failed;
  const whys = new Map<string, number>();
  for (const write of failedWrites) whys.set(`${write.kind}: ${write.why ?? write.outcome}`, (whys.get(`${write.kind}: ${write.why ?? write.outcome}`) ?? 0) + 1);
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const lines = [
    '# Past one process: replicas behind HAProxy, a read replica, kill -9',
    '',
    `Written ${new Date().toISOString()} by \`npm run bench:scale\`. ${meta.setup}`,
    '',
    '## Goals',
    '',
    '| goal | measured | |',
    '|---|---|---|',
    ...throughput.runs.map((run, index) =>
      index === 0
        ? `| throughput, two API processes behind HAProxy / one process, listing mix (${run.generator}) | **${run.ratio.toFixed(2)}×** (${rps(run.balanced)} / ${rps(run.single)} req/s, medians of ${rounds}) | ${mark(run.ratio >= 1.6)} ≥ 1.6× |`
        : `| the same with ${run.generator} as the clients (for comparison: its own CPU comes out of the two cores) | ${run.ratio.toFixed(2)}× (${rps(run.balanced)} / ${rps(run.single)} req/s) | |`,
    ),
    `| catalogue reads on the replica during the throughput runs | ${throughput.replicaRowsRead.toLocaleString('en')} rows read there | ${mark(throughput.replicaRowsRead > 0)} |`,
    `| requests failed as clients saw them during kill -9 (idempotent requests asked again: reads, and writes idempotent by themselves or with an Idempotency-Key) | ${readsFailed + failedWrites.length} (${readsFailed} reads, ${failedWrites.length} writes) | ${mark(readsFailed + failedWrites.length === 0)} 0 |`,
    `| acknowledged writes lost | ${lost.length} of ${traffic.writes.filter((write) => write.outcome === 'acknowledged').length} | ${mark(lost.length === 0)} 0 |`,
    `| writes that acted twice (${writesRetried.length} writes were asked again) | ${twice} | ${mark(twice === 0)} 0 |`,
    ...checks.map((check) => `| ${check.what} | ${check.detail} | ${mark(check.ok)} |`),
    '',
    '## 1. Throughput (the listing mix)',
    '',
    `${throughput.runs.map((run) => run.generator).join(', then ')}; ${connections} connections, ${rounds} rounds of ${seconds} s each way in turns after a 5 s warm-up of each; the clients, HAProxy, both API processes, the host processes (idle here) and both PostgreSQL servers share this machine's ${meta.cpus} cores.` +
      (throughput.runs.length > 1 ? ' wrk (C, one thread) leaves more of them to the API than autocannon (Node): what each took per request is in the CPU table below.' : ' (wrk is not installed: autocannon alone.)'),
    '',
    '| clients | | req/s (median) | p95 ms (median) | errors + non-2xx | runs (req/s) |',
    '|---|---|---:|---:|---:|---|',
    ...throughput.runs.flatMap((run) => [
      `| ${run.generator} | one API process, direct | ${rps(run.single)} | ${p95(run.single).toFixed(1)} | ${errors(run.single)} | ${run.single.map((one) => one.requestsPerSecond).join(', ')} |`,
      `| ${run.generator} | two API processes behind HAProxy | ${rps(run.balanced)} | ${p95(run.balanced).toFixed(1)} | ${errors(run.balanced)} | ${run.balanced.map((one) => one.requestsPerSecond).join(', ')} |`,
    ]),
    '',
    'Where the CPU went, ms per request (medians of the runs; the single process measured is API process 2; the host processes, idle here, are left out). On two cores, what the rest takes per request is what the second API process cannot have.',
    '',
    `| process | ${throughput.runs.flatMap((run) => [`${run.generator}, one process`, `${run.generator}, two`]).join(' | ')} |`,
    `|---|${throughput.runs.map(() => '---:|---:').join('|')}|`,
    ...[...CPU_SHARE_NAMES, 'all' as const].map((name) => `| ${name} | ${throughput.runs.flatMap((run) => [cpuCell(run.singleCpu, name), cpuCell(run.balancedCpu, name)]).join(' | ')} |`),
    '',
    '## 2. kill -9 under traffic',
    '',
    `Through HAProxy: 2 loops of visitors reading pages from the host, 2 reading listings from the API, and one loop each of buyers logging in, registering, adding to the cart, adding to the wishlist and reporting a product. A request that got no answer or a 5xx is asked again after ${RETRY_PAUSE_MS} ms, up to ${ATTEMPTS} times: reads, logins and wishlist additions (idempotent by themselves), and ${[...KEYED_WRITES].join(', ')} with the same Idempotency-Key.`,
    '',
    ...kill.events.map((event) => `- ${event}`),
    '',
    '| clients | sent | ok | asked again | failed |',
    '|---|---:|---:|---:|---:|',
    ...(['page', 'listing'] as const).map((kind) => `| ${kind === 'page' ? 'pages (host)' : 'listings (API)'} | ${traffic.reads[kind].sent} | ${traffic.reads[kind].ok} | ${traffic.reads[kind].retried} | ${traffic.reads[kind].failed} |`),
    '',
    '| writes | acknowledged | found afterwards | acted twice | asked again | refused | no answer |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...kinds.map((kind) => `| ${kind} | ${of(kind, 'acknowledged').length} | ${of(kind, 'acknowledged').filter((write) => found.keys[kind].has(write.key)).length} | ${found.twice[kind]} | ${writesRetried.filter((write) => write.kind === kind).length} | ${of(kind, 'refused').length} | ${of(kind, 'no answer').length} |`),
    '',
    ...(whys.size ? ['Writes that failed, and why:', '', ...[...whys].map(([why, count]) => `- ${count} × ${why}`), ''] : []),
    ...[...traffic.reads.page.why, ...traffic.reads.listing.why].length ? ['Read attempts that failed (before a retry), and why:', '', ...[...traffic.reads.page.why].map(([why, count]) => `- page: ${count} × ${why}`), ...[...traffic.reads.listing.why].map(([why, count]) => `- listing: ${count} × ${why}`), ''] : [],
    ...lost.slice(0, 20).map((write) => `- LOST: ${write.kind} ${write.key}`),
    '',
  ];
  return {
    markdown: lines.join('\n'),
    json: { meta, throughput, checks, kill: { events: kill.events, apiRestartMs: kill.apiRestartMs, hostRestartMs: kill.hostRestartMs, reads: Object.fromEntries(Object.entries(traffic.reads).map(([kind, tally]) => [kind, { ...tally, why: Object.fromEntries(tally.why) }])), writes: Object.fromEntries(kinds.map((kind) => [kind, { acknowledged: of(kind, 'acknowledged').length, found: of(kind, 'acknowledged').filter((write) => found.keys[kind].has(write.key)).length, twice: found.twice[kind], askedAgain: writesRetried.filter((write) => write.kind === kind).length, refused: of(kind, 'refused').length, noAnswer: of(kind, 'no answer').length }])), lost: lost.length } },
  };
}

let primary: PostgresServer | null = null;
let replica: PostgresServer | null = null;
let haproxy: Haproxy | null = null;
let remotes: { close: () => Promise<void> } | null = null;
const apis: ApiProcess[] = [];
const hosts: HostProcess[] = [];
try {
  const setupStarted = performance.now();
  const keptDir = benchDataDir(products, seed);
  log(`Starting the PostgreSQL primary (data in ${keptDir})...`);
  primary = await startPostgres({ dataDir: keptDir, settings: BENCH_PG_SETTINGS });
  if (!primary) throw new Error('No PostgreSQL server binaries (initdb, pg_ctl); set PG_BIN_DIR');
  const primaryUrl = await ensureBenchDatabase(primary, { products, seed, fresh: values.fresh, log });
  await prewarmBenchDatabase(primaryUrl, log);
  log('Copying the primary into a streaming replica (pg_basebackup -R)...');
  const replicaStarted = performance.now();
  // hot_standby_feedback: the primary keeps the rows a long read on the replica still sees (an API process building its
  // index, a catalogue refresh), instead of the replica cancelling that read when their removal arrives (error 40001).
  replica = await startReplica(primary, { ...BENCH_PG_SETTINGS, hot_standby_feedback: 'on' });
  const replicaUrl = replica.url('gbx_bench');
  const replicaMb = await prewarmBenchDatabase(replicaUrl, log);
  const replicaMs = performance.now() - replicaStarted;
  log(`Replica streaming in ${s1(replicaMs)} s (${replicaMb} MB read into its buffers).`);

  const storage: Storage = { engine: 'postgres', env: { DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl }, dispose: () => undefined };
  // One after another: ports asked for at once could be handed out twice.
  const allPorts: number[] = [];
  for (let i = 0; i < 10; i++) allPorts.push(await freePort());
  const [apiLbPort, hostLbPort, ...ports] = allPorts;
  const [api1, api2, host1, host2, browse, product, account, staticPort] = ports as number[];
  const apiStartMs: number[] = [];
  for (const port of [api1, api2] as number[]) {
    const started = performance.now();
    apis.push(await startApi(storage, API_ENV, { port }));
    apiStartMs.push(performance.now() - started);
    log(`API process ${apis.length} ready (index built) in ${s1(apiStartMs.at(-1) as number)} s`);
  }
  const apiLb = `http://127.0.0.1:${apiLbPort}`;
  const hostLb = `http://127.0.0.1:${hostLbPort}`;
  const hostEnv: Record<string, string> = {
    HOST_PORT: String(hostLbPort),
    API_PORT: String(apiLbPort),
    MF_BROWSE_PORT: String(browse),
    MF_PRODUCT_PORT: String(product),
    MF_ACCOUNT_PORT: String(account),
    MF_STATIC_PORT: String(staticPort),
  };
  remotes = await serveRemotes({ ...process.env, ...hostEnv });
  for (const port of [host1, host2] as number[]) hosts.push(await startHost(port, hostEnv));
  haproxy = await startHaproxy(haproxyConfig({ port: apiLbPort as number, servers: [api1, api2] as number[] }, { port: hostLbPort as number, servers: [host1, host2] as number[] }));
  // Both processes of each pair in rotation (HAProxy checks every 2 s).
  await sleep(5000);
  log(`Everything up in ${s1(performance.now() - setupStarted)} s: API ${apiLb}, host ${hostLb}.`);

  const samples = await samplesFrom(primaryUrl, products);
  const mix = listingMix(benchTargets(samples));
  const throughput = await measureThroughput(mix, apis[1] as ApiProcess, apiLb, replicaUrl, {
    apis: apis.map((api) => api.child.pid),
    haproxy: haproxy.pid,
    primary: postmasterPid(primary.dataDir),
    replica: postmasterPid(replica.dataDir),
  });
  for (const run of throughput.runs) log(`Throughput ratio (${run.generator}) ${run.ratio.toFixed(2)}×.`);

  const tag = Date.now().toString(36);
  const checks = await acrossProcesses(apis[0] as ApiProcess, apis[1] as ApiProcess, tag);
  for (const check of checks) log(`${check.ok ? 'ok ' : 'NOT'} ${check.what}: ${check.detail}`);

  const detail = samples.vendorUrls[0];
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  const ids = (await client.query<{ gbx: string }>('select gbx_product_id as gbx from products where id % 9973 = 1 limit 20')).rows.map((row) => row.gbx);
  await client.end();
  const pages = ['/deals-promotion', '/landing-marketplace', '/about-us', ...(detail ? [`/vendor-store/${detail}`] : []), ...ids.map((id) => `/product-detail/${id}`)];
  log('kill -9 phase (about a minute)...');
  const kill = await killPhase({ apis, hosts, apiLb, hostLb, storage, hostEnv, primaryUrl, pages, mix, tag });

  const meta = {
    setup:
      `${products.toLocaleString('en')} products (seed ${seed}); PostgreSQL 15 primary and a streaming replica on this machine (the replica copied and streaming in ${s1(replicaMs)} s); ` +
      `two API processes (API_WORKERS 1, search index and page cache on, DATABASE_READ_URL on the replica; ready in ${apiStartMs.map(s1).join(' s and ')} s), two host processes (one rendering worker each), HAProxy ${haproxy.version} in front of each pair.`,
    cpus: String(availableParallelism()),
  };
  const { markdown, json } = report(meta, throughput, checks, kill);
  mkdirSync(values.out, { recursive: true });
  writeFileSync(resolve(values.out, 'scale-report.md'), markdown);
  writeFileSync(resolve(values.out, 'scale-report.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(markdown);
  log(`Report: ${resolve(values.out, 'scale-report.md')}`);
} finally {
  await haproxy?.stop();
  for (const host of hosts) await host.stop();
  await remotes?.close();
  for (const api of apis) await api.stop();
  replica?.stop();
  primary?.stop();
}
