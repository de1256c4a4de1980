#!/usr/bin/env node
// The README's first command as a new user runs it, checked (CI runs this on
// its clean checkout before `npm test`, .ci/run): `npm start` until it prints
// the URL; the host's page and one API call answered 200; then Ctrl-C, that is
// SIGINT to its whole process group as a terminal sends it: `npm start` must
// exit 0 within 10 s and leave no process of its group and no port behind.
// Prints what it saw, a line each; exits 1 on the first thing that is wrong.
//   node scripts/start-check.mjs
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { ROOT } from './lib/apps.mjs';

const require = createRequire(import.meta.url);
const { portsFromEnv } = require('../tooling/webpack/runtime-config.cjs');

/** A cold machine installs, builds five apps and seeds the catalogue first. */
const START_LIMIT_MS = 30 * 60_000;
const STOP_LIMIT_MS = 10_000;
const URL_LINE = /Open (http:\/\/\S+) in your browser/;

const ports = portsFromEnv();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const report = (line) => console.log(`start-check: ${line}`);

const started = Date.now();
// detached: a process group of its own, which the Ctrl-C below signals as a whole.
const npm = spawn('npm', ['start'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
const exited = once(npm, 'exit');
const group = npm.pid;

function fail(message) {
  report(`✗ ${message}`);
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // already gone
  }
  process.exit(1);
}

/** Resolves with the URL `npm start` prints, echoing its output as it comes. */
function urlLine() {
  return new Promise((resolve, reject) => {
    for (const stream of [npm.stdout, npm.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`  | ${line}`);
        const match = line.match(URL_LINE);
        if (match) resolve(match[1]);
      });
    }
    void exited.then(([code, signal]) => reject(new Error(`npm start ended (${signal ?? `exit ${code}`}) before it printed the URL`)));
    setTimeout(() => reject(new Error(`npm start printed no URL within ${seconds(START_LIMIT_MS)}`)), START_LIMIT_MS).unref();
  });
}

async function expectOk(url) {
  let status;
  try {
    status = (await fetch(url, { headers: { Accept: 'text/html,application/json' }, signal: AbortSignal.timeout(30_000) })).status;
  } catch (error) {
    fail(`GET ${url}: ${error.message}`);
  }
  if (status !== 200) fail(`GET ${url} answered ${status}, not 200`);
  report(`✓ GET ${url} → 200`);
}

/** Whether nothing listens on `port` any more (binding it succeeds, on IPv4 and IPv6 alike). */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function groupIsGone() {
  try {
    process.kill(-group, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

let url;
try {
  url = await urlLine();
} catch (error) {
  fail(error.message);
}
report(`✓ the URL ${url} after ${seconds(Date.now() - started)}`);
await expectOk(url);
await expectOk(`http://localhost:${ports.api}/api/commen/category-list`);

const stopping = Date.now();
process.kill(-group, 'SIGINT');
const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_LIMIT_MS, null))]);
if (!stopped) fail(`npm start still running ${seconds(STOP_LIMIT_MS)} after Ctrl-C`);
const [code, signal] = stopped;
if (code !== 0) fail(`npm start ended with ${signal ?? `exit ${code}`} after Ctrl-C, not exit 0`);
report(`✓ Ctrl-C: exit 0 after ${seconds(Date.now() - stopping)}`);

// Its children may take a moment longer than npm itself to be reaped.
const deadline = Date.now() + 2000;
while (!groupIsGone() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
if (!groupIsGone()) fail(`a process of npm start's group is still running after it exited`);
const busy = [];
for (const port of Object.values(ports)) if (!(await isFree(port))) busy.push(port);
if (busy.length) fail(`port ${busy.join(', ')} still in use after npm start exited`);
report(`✓ no process left, ports ${Object.values(ports).join(', ')} free`);
