// The production build and a fresh API on ports of their own (3230-3234, 4230
// by default), for benchmarks that load the site like a visitor, beside
// `npm start` and the e2e suite. The API seeds the catalogue the e2e suite uses
// (3,000 products, seed 7).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPnpm } from '../pnpm.mjs';
import { APPS, ROOT } from './apps.mjs';
import { serveApps } from './serve-apps.mjs';
import { waitForHttp } from './wait-for-http.mjs';

/** The ports of the five front ends (base to base+4) and of the API (base+1000). */
function portsEnv(base) {
  return {
    HOST_PORT: String(base),
    MF_BROWSE_PORT: String(base + 1),
    MF_PRODUCT_PORT: String(base + 2),
    MF_ACCOUNT_PORT: String(base + 3),
    MF_STATIC_PORT: String(base + 4),
    API_PORT: String(base + 1000),
  };
}

/**
 * A copy of every app's build in a temporary folder, served from there: serving
 * writes the host's remotes.json and config.json beside its index.html, and a
 * second server on other ports (npm start, another benchmark) would otherwise
 * point our host at its remotes, or its host at ours.
 */
export function copyBuilds(tree = ROOT) {
  const folder = mkdtempSync(join(tmpdir(), 'gbx-bench-apps-'));
  for (const app of APPS) cpSync(join(tree, app.dir, 'dist'), join(folder, app.dir), { recursive: true });
  return folder;
}

/** Stops a server process and waits for it (so the API's data folder can go); SIGKILL if it has not gone in 10 s. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The API alone, on base+1000, with a fresh database of its own (3,000
 * products, seed 7, as the e2e suite), answering /health/ready (its search index in) when this resolves.
 * `prepareDatabase` runs before it starts, with its environment (DATA_DIR,
 * SEED_PRODUCTS, SEED, ...), to open its empty database and shape it (e.g. a
 * hostile import); it must close the database before it resolves, since
 * PGlite lets one process at a time open it. `nodeArgs`: Node's options for
 * the API's process (e.g. --cpu-prof).
 */
export async function startBenchApi({ base = 3230, prepareDatabase, nodeArgs = [] } = {}) {
  if (runPnpm(['--reporter=silent', '--filter', '@gbx/api', 'run', 'build']) !== 0) throw new Error('Building the API failed.');
  const ports = portsEnv(base);
  const dataDir = mkdtempSync(join(tmpdir(), 'gbx-bench-api-'));
  const apiEnv = {
    ...process.env,
    HOST: 'localhost',
    PORT: ports.API_PORT,
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '3000',
    SEED: '7',
    LOG_LEVEL: 'warn',
    HOST_APP_URL: `http://localhost:${base}`,
    CORS_ORIGINS: [0, 1, 2, 3, 4].map((offset) => `http://localhost:${base + offset}`).join(','),
  };
  let api;
  const stop = async () => {
    if (api) await stopProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (prepareDatabase) await prepareDatabase(apiEnv);
    // The API's log goes to stderr, so that a script's result on stdout stays clean JSON.
    api = spawn(process.execPath, [...nodeArgs, join(ROOT, 'api', 'dist', 'server.js')], { cwd: join(ROOT, 'api'), stdio: ['ignore', process.stderr, process.stderr], env: apiEnv });
    if (!(await waitForHttp(`http://localhost:${ports.API_PORT}/health/ready`, 300))) throw new Error('The API did not answer within 5 minutes.');
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, apiUrl: `http://localhost:${ports.API_PORT}`, pid: api.pid, stop };
}

/**
 * The API (startBenchApi) and the production build of the front ends, served
 * in this process.
 * @param {{ base?: number, privateCopy?: boolean, prepareDatabase?: (apiEnv: NodeJS.ProcessEnv) => Promise<void> }} options
 *   base: the host's port; the remotes take the next four, the API base+1000.
 *   privateCopy: serve a copy of the builds (copyBuilds), so that other servers
 *   of the same tree cannot rewrite our host's runtime files while we run.
 */
export async function startBenchServers({ base = 3230, privateCopy = false, prepareDatabase } = {}) {
  const api = await startBenchApi({ base, prepareDatabase });
  const builds = privateCopy ? copyBuilds() : undefined;
  let apps;
  const stop = async () => {
    await api.stop();
    await apps?.close();
    if (builds) rmSync(builds, { recursive: true, force: true });
  };
  try {
    apps = await serveApps({ from: builds, env: { ...process.env, ...api.ports } });
  } catch (error) {
    await stop();
    throw error;
  }
  return { hostUrl: `http://localhost:${base}`, apiUrl: api.apiUrl, stop };
}
