// Serves the built host and remotes on their ports, after writing the host's
// runtime files (remotes.json, config.json) as a deployment would. The
// remotes' files are served from this process; the host's server, which
// renders pages and so needs the cores, runs as its own cluster of processes
// (host/server/serve.mjs), as in its container.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS, appPath } from './apps.mjs';
import { createStaticServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { portsFromEnv, remotesFromEnv, configFromEnv, securityHeadersFromEnv, preconnectHeaderFromEnv } = require('../../tooling/webpack/runtime-config.cjs');

const HOST_SERVER = appPath(APPS[0], 'server', 'serve.mjs');

/** Starts the host's server (host/server/serve.mjs) on `port`; resolves once it listens, with how to stop it. */
async function startHostServer(root, port, env) {
  const child = fork(HOST_SERVER, [], { env: { ...env, GBX_WEB_ROOT: root, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  const [message] = await Promise.race([once(child, 'message'), exited.then(([code]) => [{ error: { message: `the host's server ended (exit ${code})` } }])]);
  if (message?.error) {
    child.kill('SIGKILL');
    throw Object.assign(new Error(message.error.message), message.error);
  }
  return {
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts a remote's static server; resolves once it listens. */
async function startRemoteServer(root, port, security) {
  const server = await createStaticServer({ root, port, security });
  return {
    // Open connections (a browser's keep-alive, a page still loading) would hold close() up.
    close: () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    },
  };
}

/**
 * @param {{ from?: string, env?: NodeJS.ProcessEnv, host?: boolean }} options
 *   from: a folder holding one sub-folder per app (e.g. e2e's deploy copy);
 *   by default each app's own dist/.
 *   env: where the ports and runtime URLs come from (HOST_PORT, MF_*_PORT, ...).
 *   host: false serves the remotes only, with the host's runtime files written
 *   (bench:scale runs the host's servers itself, several behind a load balancer).
 */
export async function serveApps({ from, env = process.env, host: withHost = true } = {}) {
  const rootOf = (app) => (from ? join(from, app.dir) : appPath(app, 'dist'));
  const [host, ...remotes] = APPS;
  writeFileSync(join(rootOf(host), 'remotes.json'), JSON.stringify(remotesFromEnv(env), null, 2));
  writeFileSync(join(rootOf(host), 'config.json'), JSON.stringify(configFromEnv(env), null, 2));
  const ports = portsFromEnv(env);
  const { all, document } = securityHeadersFromEnv(env);
  const security = { all, document: { ...document, Link: preconnectHeaderFromEnv(env) } };
  const servers = [];
  const close = () => Promise.all(servers.map((server) => server.close()));
  try {
    for (const app of remotes) servers.push(await startRemoteServer(() => rootOf(app), ports[app.name], security));
    if (withHost) servers.push(await startHostServer(rootOf(host), ports.host, env));
  } catch (error) {
    await close();
    throw error;
  }
  return { ports, close };
}
