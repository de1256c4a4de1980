#!/usr/bin/env node
// `npm start`: from a fresh clone to a running marketplace in one command.
// Installs the pinned pnpm and the locked dependencies, builds what changed,
// starts the API (when present) and serves the host and the four remotes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runPnpm } from './pnpm.mjs';
import { APPS, ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { serveApps } from './lib/serve-apps.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

console.log('GBX Marketplace: preparing...');
if (runPnpm(['install', '--frozen-lockfile', '--reporter=silent']) !== 0) fail('Installing dependencies failed.');

console.log('Building the apps (only what changed)...');
try {
  buildApps();
} catch (error) {
  fail(error.message);
}

const children = [];
let stopping = false;
if (existsSync(join(ROOT, 'api', 'package.json'))) {
  console.log('Building and starting the API...');
  if (runPnpm(['--reporter=silent', '--filter', '@gbx/api', 'run', 'build']) !== 0) fail('Building the API failed.');
  // The server itself is our child (not a pnpm wrapper), so stopping it really stops it.
  // A developer's API: on loopback (its default) with the development outbox, where
  // registration and password mails land when no SMTP server is set.
  const api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: join(ROOT, 'api'),
    stdio: 'inherit',
    env: { DEV_ROUTES: '1', ...process.env },
  });
  api.on('exit', (code) => {
    if (code !== 0 && !stopping) console.error(`The API stopped (exit ${code}).`);
  });
  children.push(api);
}

let served;
try {
  served = await serveApps();
} catch (error) {
  if (error.code === 'EADDRINUSE') fail(`Port ${error.port} is already in use. Stop the program using it, or choose other ports (HOST_PORT, MF_BROWSE_PORT, ... in the README).`);
  throw error;
}
const { close, ports } = served;

if (children.length) {
  console.log('Waiting for the API (the first start also seeds the catalogue)...');
  // The API seeds its database on first run: wait until it answers before sending anyone to the site.
  if (!(await waitForHttp(`http://localhost:${ports.api}/health`, 300))) console.warn('The API did not answer within 5 minutes; the site will show empty data until it does.');
}
console.log('\nServing:');
for (const app of APPS) console.log(`  ${app.pkg.padEnd(16)} http://localhost:${ports[app.name]}/`);
if (children.length) console.log(`  ${'@gbx/api'.padEnd(16)} http://localhost:${ports.api}/`);
console.log(`\nOpen http://localhost:${ports.host}/ in your browser. Press Ctrl-C to stop.\n`);

async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  for (const child of children) child.kill('SIGTERM');
  await close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
