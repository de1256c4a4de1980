#!/usr/bin/env node
// `npm start`: from a fresh clone to a running marketplace in one command.
// Installs the pinned pnpm and the locked dependencies, builds what changed,
// starts the API (when present) and serves the host and the four remotes.
// Ctrl-C stops all of it and exits 0 once every process it started is gone.
//
// Static imports here are Node's own and dependency-free scripts only: the
// rest is imported after the install (scripts/lib/dependencies.mjs).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runPnpm } from './pnpm.mjs';
import { routeApiOutput } from './lib/api-output.mjs';
import { APPS, ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';

const require = createRequire(import.meta.url);
const { portsFromEnv } = require('../tooling/webpack/runtime-config.cjs');

/** The API's request log (README): its standard output, whatever the terminal shows of it. */
const API_LOG = join(ROOT, '.logs', 'api.log');
/** How long a stopping process may take before it is killed. */
const STOP_GRACE_MS = 8000;

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

console.log('GBX Marketplace: preparing...');
ensureDependencies();
const { serveApps } = await import('./lib/serve-apps.mjs');

console.log('Building the apps (only what changed)...');
try {
  buildApps({ quiet: true });
} catch (error) {
  fail(error.message);
}

let api = null;
let apiExited = null;
let stopping = false;
if (existsSync(join(ROOT, 'api', 'package.json'))) {
  console.log('Building and starting the API...');
  if (runPnpm(['--reporter=silent', '--filter', '@gbx/api', 'run', 'build']) !== 0) fail('Building the API failed.');
  // The server itself is our child (not a pnpm wrapper), so stopping it really stops it.
  // A developer's API: on loopback (its default) with the development outbox, where
  // registration and password mails land when no SMTP server is set.
  api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: join(ROOT, 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { DEV_ROUTES: '1', ...process.env, PORT: String(portsFromEnv().api) },
  });
  const output = routeApiOutput(api.stdout, API_LOG);
  apiExited = Promise.all([once(api, 'exit'), output]).then(([[code, signal]]) => ({ code, signal }));
  void apiExited.then(({ code, signal }) => {
    if (!stopping) fail(`The API stopped (${signal ?? `exit ${code}`}); its log is in .logs/api.log.`);
  });
}

let served;
try {
  served = await serveApps();
} catch (error) {
  api?.kill('SIGTERM');
  if (error.code === 'EADDRINUSE') fail(`Port ${error.port} is already in use. Stop the program using it, or choose other ports (HOST_PORT, MF_BROWSE_PORT, ... in the README).`);
  throw error;
}
const { close, ports } = served;

if (api) {
  console.log('Waiting for the API (the first start also seeds the catalogue)...');
  // The API seeds its database on first run: wait until it answers before sending anyone to the site.
  if (!(await waitForHttp(`http://localhost:${ports.api}/health/ready`, 300))) console.warn('The API did not answer within 5 minutes; the site will show empty data until it does.');
}
console.log('\nServing:');
for (const app of APPS) console.log(`  ${app.pkg.padEnd(16)} http://localhost:${ports[app.name]}/`);
if (api) console.log(`  ${'@gbx/api'.padEnd(16)} http://localhost:${ports.api}/   (request log: .logs/api.log)`);
console.log(`\nOpen http://localhost:${ports.host}/ in your browser. Press Ctrl-C to stop.\n`);

/** Resolves when `exited` does, or kills `child` after the grace period. */
async function awaitExit(child, exited) {
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

// Ctrl-C reaches every process of the terminal's group, the API included (and
// npm, which passes it on and exits as this process does: package.json's
// `exec` keeps a shell from standing between them, since dash ends on SIGINT
// whatever its child does, which npm then reports as its own); a
// SIGTERM (a process manager) reaches only this one, which passes it on. Either
// way this process ends last, once the API has closed its database and every
// port is free, so nothing outlives `npm start`.
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  if (api && api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  await Promise.all([close(), api ? awaitExit(api, apiExited) : null]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
