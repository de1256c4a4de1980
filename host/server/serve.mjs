#!/usr/bin/env node
// The host's server: the host's built files, served as the remotes' are
// (scripts/lib/static-server.mjs), and a returning visitor's page rendered
// on the server (page-renderer.mjs). `npm start`, the e2e suite and the
// benchmarks start it beside the remotes (scripts/lib/serve-apps.mjs); the
// host's container runs it (host/Dockerfile), whose entrypoint
// (deploy/write-runtime-config.sh) has written remotes.json and config.json
// beside index.html from the environment. The page headers
// (Content-Security-Policy, Link) come from the same variables.
//
// Rendering a page takes the CPU, so one process per core renders: a
// cluster of GBX_HOST_WORKERS processes (default: the cores, at most 4)
// sharing the port, each rendering many pages at once, with a young
// generation of 32 MB: a render allocates much that dies young, and the
// default's scavenges took a fifth of a process's time (one process, 10
// requests in flight, 15 s each, alternated twice: 39.7 and 39.7 pages/s
// with the default, 48.1 and 49.3 with 32 MB, 44.3 with 64, 40.7 with 16).
//
//   GBX_WEB_ROOT        the build folder (default: ../dist)
//   PORT                the port (default 8080)
//   GBX_HOST_WORKERS    processes serving the port (default: cores, at most 4)
//   GBX_SERVER_ORIGINS, GBX_RENDERS_AT_ONCE  page-renderer.mjs
// Started by a parent with an IPC channel (serve-apps.mjs), it says
// { ready: port } once every process listens, or { error: { code, message } }.
import cluster from 'node:cluster';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { preconnectHeaderFromEnv, securityHeadersFromEnv } = require('../../tooling/webpack/runtime-config.cjs');

const root = process.env.GBX_WEB_ROOT || join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT || 8080);

function workerCount() {
  const configured = process.env.GBX_HOST_WORKERS;
  if (configured === undefined || configured === '') return Math.min(availableParallelism(), 4);
  const count = Number(configured);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`GBX_HOST_WORKERS must be from 1 to 64, got "${configured}"`);
  return count;
}

/** Tells the parent that started this server, if any. */
const tell = (message) => process.send?.(message);

/** One worker serving the port: the static files and the pages it renders. */
async function serve() {
  const [{ createStaticServer }, { createPageRenderer }] = await Promise.all([import('../../scripts/lib/static-server.mjs'), import('./page-renderer.mjs')]);
  const { all, document } = securityHeadersFromEnv(process.env);
  const security = { all, document: { ...document, Link: preconnectHeaderFromEnv(process.env) } };
  const renderDocument = createPageRenderer({ root: () => root }) ?? undefined;
  const server = await createStaticServer({ root: () => root, port, security, renderDocument });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const YOUNG_GENERATION_MB = 32;

async function servePrimary(count) {
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-semi-space-size=${YOUNG_GENERATION_MB}`] });
  const workers = Array.from({ length: count }, () => cluster.fork());
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      workers.map(async (worker) => {
        if (worker.isDead()) return;
        const exited = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        await exited;
      }),
    );
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by a parent (npm start, the e2e suite), it ends with it, however that ended.
  process.on('disconnect', stop);
  // Once serving, a worker that dies is replaced: a crash must not halve the pages served.
  let serving = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || !serving) return;
    console.warn(`[gbx] a host server process ended (${signal ?? `exit ${code}`}); starting another`);
    workers[workers.indexOf(worker)] = cluster.fork();
  });
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve, reject) => {
          worker.once('listening', resolve);
          worker.once('message', (message) => message?.error && reject(Object.assign(new Error(message.error.message), message.error)));
          worker.once('exit', (code) => reject(new Error(`a host server process ended (exit ${code}) before it listened`)));
        }),
    ),
  );
  serving = true;
}

try {
  if (cluster.isWorker) {
    await serve();
  } else {
    const count = workerCount();
    await servePrimary(count);
    console.log(`GBX host on port ${port}, serving ${root} from ${count} process${count === 1 ? '' : 'es'}`);
    tell({ ready: port });
  }
} catch (error) {
  const failure = { code: error.code, port: error.port, message: error.message };
  if (cluster.isWorker) process.send?.({ error: failure });
  else tell({ error: failure });
  console.error(`The host's server did not start: ${error.message}`);
  process.exit(1);
}
