#!/usr/bin/env node
// `npm run bench:render`: the host's server rendering returning visitors'
// pages under load (issue 36). A benchmark, not a test: it writes its table to
// .bench/render-report.md (or --out) and exits 0 whatever the figures.
//
// The production build is served as `npm start` serves it (scripts/serve.mjs,
// in a process of its own: the requests come from this one), with an API of
// its own (3,000 products, seed 7). 100 visitors, each with the render cookie
// of a visitor who agreed to cookies: their own place (a device registered at
// one of 25 cities around the world) and one of the six languages. They ask
// in turn for /deals-promotion (pages 1-10), /product-detail/{id} (100
// products) and /landing-marketplace, with 1, 10 and 50 requests in flight.
// Reported: pages per second, how many the server rendered and how many it
// left to the browser (index.html), p50 and p97.5; the same server's
// index.html rate in the same run (the baseline); the server's CPU time per
// page; its memory before, during and after 10,000 renders; each document's
// size on the wire and what takes its bytes.
//
//   --tree <folder>    serve that checkout's builds with its own serve.mjs (an
//                      older commit, for a before/after; its dist/ must exist)
//   --seconds <n>      each load level's length (default 20)
//   --renders <n>      renders between the two memory readings (default 10000)
//   --out <file>       where the report goes (default .bench/render-report.md)
//   --against <folder> a before and after in one run: that checkout's build
//                      and this one's, in turn, --runs times (default 3), each
//                      measured at the three levels; the report gives each
//                      side's medians and their ratio (a noisy machine moves
//                      both sides alike). Its dist/ must exist.
//   --runs <n>         how many turns each side gets with --against
//   --profile <dir>    write the server processes' and the API's CPU profiles
//                      there (.cpuprofile, for Chrome's DevTools) when they stop;
//                      the index.html baseline is left out (its static files
//                      would fill the profile)
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { median } from './lib/median.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';

const { values } = parseArgs({
  options: {
    tree: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    renders: { type: 'string', default: '10000' },
    out: { type: 'string', default: join(ROOT, '.bench', 'render-report.md') },
    profile: { type: 'string' },
    against: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const TREE = values.tree ? resolve(values.tree) : ROOT;
const AGAINST = values.against ? resolve(values.against) : null;
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number from 1, got "${values.runs}"`);
const SECONDS = Number(values.seconds);
const RENDERS = Number(values.renders);
const BASE = 3260;
const CONCURRENCY = [1, 10, 50];
const LANGUAGES = ['en', 'hi', 'es', 'fr', 'ar', 'zh'];
/** 25 cities on five continents: each visitor's device is registered near one of them. */
const CITIES = [
  [19.076, 72.8777], [12.9716, 77.5946], [28.6139, 77.209], [22.5726, 88.3639], [13.0827, 80.2707],
  [48.8566, 2.3522], [51.5074, -0.1278], [52.52, 13.405], [40.4168, -3.7038], [41.9028, 12.4964],
  [40.7128, -74.006], [34.0522, -118.2437], [41.8781, -87.6298], [19.4326, -99.1332], [-23.5505, -46.6333],
  [30.0444, 31.2357], [24.7136, 46.6753], [25.2048, 55.2708], [6.5244, 3.3792], [-26.2041, 28.0473],
  [35.6762, 139.6503], [31.2304, 121.4737], [1.3521, 103.8198], [-33.8688, 151.2093], [37.5665, 126.978],
];

ensureDependencies();
if (!values.tree) buildApps();
const { copyBuilds, startBenchApi, stopProcess } = await import('./lib/bench-servers.mjs');

/** The processes of the server: the one started and its descendants (a cluster's workers). */
function processTree(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]) ?? []));
  return tree;
}

/** CPU milliseconds (user + system) and resident memory (MB) of the server's processes, from /proc (Linux). */
function usageOf(root) {
  let ticks = 0;
  let rssKb = 0;
  for (const pid of processTree(root)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      rssKb += Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  // USER_HZ is 100 on Linux.
  return { cpuMs: ticks * 10, rssMb: rssKb / 1024 };
}

/** A device registration and the render cookie of a visitor at `position` who chose `language`. */
async function visitorCookie(apiUrl, token, [latitude, longitude], language) {
  const response = await fetch(`${apiUrl}/api/commen/user-device`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Chrome', latitude: String(latitude), longitude: String(longitude) }),
  });
  const { status, deviceData } = await response.json();
  if (status !== '1') throw new Error(`user-device answered status ${status}`);
  const stored = {
    cookieConsent: '1',
    selectedLanguage: language,
    countryLanguage: deviceData.languages_code,
    languageName: deviceData.languages_name,
    devicebrowser: 'Chrome',
    deviceos: 'Linux',
    latitude: String(latitude),
    longitude: String(longitude),
    userdevice: JSON.stringify(deviceData),
    wishListCountData: '0',
  };
  return `gbx_render=${encodeURIComponent(JSON.stringify(stored))}`;
}

async function visitors(apiUrl) {
  const { token } = await (await fetch(`${apiUrl}/api/commen/user-token`)).json();
  const cookies = [];
  for (let index = 0; index < 100; index += 1) {
    const [latitude, longitude] = CITIES[index % CITIES.length];
    // Four visitors per city, a few kilometres apart.
    const jitter = Math.floor(index / CITIES.length) * 0.01;
    cookies.push(await visitorCookie(apiUrl, token, [latitude + jitter, longitude - jitter], LANGUAGES[index % LANGUAGES.length]));
  }
  return cookies;
}

/** The page mix: deals pages 1-10, 100 products, the landing page, in turn. */
function pagePaths() {
  const paths = [];
  for (let index = 0; index < 100; index += 1) {
    paths.push(`/deals-promotion?page=${(index % 10) + 1}`);
    paths.push(`/product-detail/GBX${String(index + 1).padStart(8, '0')}`);
    paths.push('/landing-marketplace');
  }
  return paths;
}

/** Runs the load in a worker thread (its own event loop: a latency is the server's, not this thread's). */
function load(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lib/render-load-worker.mjs', import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** Where a document's bytes go: the page's markup, its styles, the answers for the browser's cache, the rest. */
function documentParts(html) {
  const bytes = (text) => Buffer.byteLength(text);
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].reduce((sum, [match]) => sum + bytes(match), 0);
  const state = bytes(html.match(/<script[^>]*id="?gbx-server-render"?[^>]*>[\s\S]*?<\/script>/)?.[0] ?? '');
  const root = html.indexOf('id=root') >= 0 ? 'id=root' : 'id="root"';
  const start = html.indexOf('>', html.indexOf(root)) + 1;
  const end = html.lastIndexOf('</div>', html.search(/<script[^>]*id="?gbx-server-render/) >= 0 ? html.search(/<script[^>]*id="?gbx-server-render/) : html.length);
  const markup = start > 0 && end > start ? bytes(html.slice(start, end)) : 0;
  const total = bytes(html);
  return { total, markup, styles, state, rest: total - markup - styles - state };
}

const kb = (value) => `${(value / 1024).toFixed(1)} kB`;

const hostUrl = `http://localhost:${BASE}`;

/** Node's options that write a process's CPU profile to --profile's folder (none without it). */
const profilingArgs = () => (values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : []);

/**
 * The front ends of `tree` as `npm start` serves them, in a process of their own,
 * answering when this resolves. Node passes its options on to the processes the
 * server forks (the host's cluster).
 */
async function startServer(tree, api) {
  const builds = copyBuilds(tree);
  const server = spawn(process.execPath, [...profilingArgs(), join(tree, 'scripts', 'serve.mjs'), '--from', builds], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...api.ports },
  });
  const stop = async () => {
    await stopProcess(server);
    rmSync(builds, { recursive: true, force: true });
  };
  if (!(await waitForHttp(`${hostUrl}/index.html`, 120))) {
    await stop();
    throw new Error('the host did not answer within 2 minutes');
  }
  return { server, stop };
}

/** The three load levels against a warm server: a row each, with the server's and the API's CPU per page. */
async function measureLevels(server, api, cookies, paths) {
  // Every page type rendered once, so no level pays for loading the remotes.
  await load({ hostUrl, paths, cookies, concurrency: 4, requests: 60 });
  const rows = [];
  for (const concurrency of CONCURRENCY) {
    const before = [usageOf(server.pid), usageOf(api.pid)];
    const result = await load({ hostUrl, paths, cookies, concurrency, seconds: SECONDS });
    const after = [usageOf(server.pid), usageOf(api.pid)];
    const perPage = (index) => (after[index].cpuMs - before[index].cpuMs) / Math.max(1, result.requests);
    rows.push({ ...result, cpuMsPerPage: perPage(0), apiCpuMsPerPage: perPage(1) });
  }
  return rows;
}

/** `git log -1` of a checkout, shortened, for the report. */
function commitOf(tree) {
  return new Promise((done) => {
    const git = spawn('git', ['-C', tree, 'log', '-1', '--format=%h %s'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    git.stdout.on('data', (chunk) => (text += chunk));
    git.on('close', () => done(text.trim().slice(0, 100) || tree));
  });
}

function writeReport(lines) {
  const report = lines.join('\n');
  mkdirSync(dirname(values.out), { recursive: true });
  writeFileSync(values.out, report);
  console.log(`\n${report}\nWritten to ${values.out}`);
}

/** --against: the other checkout's build and this one's in turn, RUNS times each; medians side by side. */
async function compare(api, cookies, paths) {
  const sides = [
    { name: 'before', tree: AGAINST, runs: [] },
    { name: 'after', tree: TREE, runs: [] },
  ];
  for (let run = 0; run < RUNS; run += 1) {
    for (const side of sides) {
      const { server, stop } = await startServer(side.tree, api);
      try {
        side.runs.push(await measureLevels(server, api, cookies, paths));
      } finally {
        await stop();
      }
    }
  }
  const [before, after] = sides;
  const at = (side, level, key) => median(side.runs.map((rows) => rows[level][key]));
  const lines = [
    '# Server rendering under load, before and after (issue 36)',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench:render --against ${values.against}\`; ${SECONDS} s per level, ${RUNS} runs of each side in turn.`,
    `- before: ${await commitOf(AGAINST)}`,
    `- after: ${await commitOf(TREE)}`,
    '',
    'Medians of the runs (pages/s per run in brackets):',
    '',
    '| in flight | pages/s before | pages/s after | after ÷ before | p97.5 before | p97.5 after | server CPU per page before | after | left to the browser (all runs) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...CONCURRENCY.map((concurrency, level) => {
      const rate = (side) => `${at(side, level, 'perSecond').toFixed(1)} (${side.runs.map((rows) => rows[level].perSecond.toFixed(0)).join(', ')})`;
      const leftToBrowser = sides.map((side) => side.runs.reduce((sum, rows) => sum + rows[level].browser + rows[level].failed, 0)).join(' / ');
      return `| ${concurrency} | ${rate(before)} | ${rate(after)} | ${(at(after, level, 'perSecond') / at(before, level, 'perSecond')).toFixed(2)} | ${at(before, level, 'p975')} ms | ${at(after, level, 'p975')} ms | ${at(before, level, 'cpuMsPerPage').toFixed(1)} ms | ${at(after, level, 'cpuMsPerPage').toFixed(1)} ms | ${leftToBrowser} |`;
    }),
    '',
  ];
  writeReport(lines);
}

async function main() {
  const api = await startBenchApi({ base: BASE, nodeArgs: profilingArgs() });
  try {
    const cookies = await visitors(api.apiUrl);
    const paths = pagePaths();
    if (AGAINST) return await compare(api, cookies, paths);
    const { server, stop } = await startServer(TREE, api);
    try {
      await measure(server, api, cookies, paths);
    } finally {
      await stop();
    }
  } finally {
    await api.stop();
  }
}

/** The full report of one build: the levels, the index.html baseline, memory over RENDERS renders, the documents. */
async function measure(server, api, cookies, paths) {
  const rows = await measureLevels(server, api, cookies, paths);
  const baseline = values.profile ? null : await load({ hostUrl, paths: ['/index.html'], cookies: [''], concurrency: 50, seconds: Math.min(SECONDS, 10) });

  // Memory read after each quarter of the renders: a plateau (caches full, the heap at its
  // working size) reads flat from one quarter to the next; a leak keeps climbing.
  const memory = [usageOf(server.pid).rssMb];
  const soak = { requests: 0, server: 0, failed: 0 };
  for (let quarter = 0; quarter < 4; quarter += 1) {
    const part = await load({ hostUrl, paths, cookies, concurrency: 10, requests: Math.round(RENDERS / 4) });
    for (const key of Object.keys(soak)) soak[key] += part[key];
    memory.push(usageOf(server.pid).rssMb);
  }

  const samples = [];
  for (const [name, path] of [['deals page 1', '/deals-promotion?page=1'], ['product', '/product-detail/GBX00000001'], ['landing', '/landing-marketplace']]) {
    const response = await fetch(`${hostUrl}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'br', cookie: cookies[0] } });
    // fetch inflates the body; the header keeps what travelled.
    const sent = Number(response.headers.get('content-length'));
    samples.push({ name, sent, ...documentParts(await response.text()) });
  }

  const commit = await commitOf(TREE);
  const lines = [
    '# Server rendering under load (issue 36)',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench:render\`${values.tree ? ` --tree ${values.tree}` : ''}; build of ${commit}.`,
    `100 returning visitors (25 places, 6 languages) on /deals-promotion (pages 1-10), /product-detail/{id} (100 products) and /landing-marketplace; ${SECONDS} s per level; no document cache.`,
    '',
    "| in flight | pages/s | server-rendered | left to the browser | failed | p50 | p97.5 | server CPU per page | the API's CPU per page |",
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.concurrency} | ${row.perSecond.toFixed(1)} | ${row.server} | ${row.browser} | ${row.failed} | ${row.p50} ms | ${row.p975} ms | ${row.cpuMsPerPage.toFixed(1)} ms | ${row.apiCpuMsPerPage.toFixed(1)} ms |`,
    ),
    '',
    "The server's CPU is its processes' (the host's and the remotes' static files); the API (PGlite, one process) runs on the same cores.",
    '',
    baseline
      ? `Baseline, the same server's index.html at 50 in flight: ${baseline.perSecond.toFixed(0)}/s; server-rendered pages at 50 in flight are ${(rows.at(-1).server / rows.at(-1).seconds / baseline.perSecond).toFixed(3)} × it.`
      : `No index.html baseline in this run: the server's CPU profiles went to ${values.profile}.`,
    '',
    `Memory of the server's processes before ${soak.requests} renders at 10 in flight and after each quarter of them: ${memory.map((mb) => `${mb.toFixed(0)} MB`).join(' → ')} (${soak.server} server-rendered, ${soak.failed} failed).`,
    '',
    '| document | sent (brotli) | total | page markup | styles | answers for the browser | the rest |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...samples.map((sample) => `| ${sample.name} | ${kb(sample.sent)} | ${kb(sample.total)} | ${kb(sample.markup)} | ${kb(sample.styles)} | ${kb(sample.state)} | ${kb(sample.rest)} |`),
    '',
    ...(rows.some((row) => row.failures.length) ? ['Failures:', ...rows.flatMap((row) => row.failures.map((failure) => `- ${row.concurrency} in flight: ${failure}`)), ''] : []),
  ];
  writeReport(lines);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
