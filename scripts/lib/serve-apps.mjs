// Serves the built host and remotes on their ports, after writing the host's
// runtime files (remotes.json, config.json) as a deployment would.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS, appPath } from './apps.mjs';
import { createStaticServer } from './static-server.mjs';
import { createPageRenderer } from '../../host/server/page-renderer.mjs';

const require = createRequire(import.meta.url);
const { portsFromEnv, remotesFromEnv, configFromEnv, securityHeadersFromEnv, preconnectHeaderFromEnv } = require('../../tooling/webpack/runtime-config.cjs');

/**
 * @param {{ from?: string, env?: NodeJS.ProcessEnv }} options
 *   from: a folder holding one sub-folder per app (e.g. e2e's deploy copy);
 *   by default each app's own dist/.
 *   env: where the ports and runtime URLs come from (HOST_PORT, MF_*_PORT, ...).
 */
export async function serveApps({ from, env = process.env } = {}) {
  const rootOf = (app) => (from ? join(from, app.dir) : appPath(app, 'dist'));
  const host = APPS.find((app) => app.name === 'host');
  writeFileSync(join(rootOf(host), 'remotes.json'), JSON.stringify(remotesFromEnv(env), null, 2));
  writeFileSync(join(rootOf(host), 'config.json'), JSON.stringify(configFromEnv(env), null, 2));
  const ports = portsFromEnv(env);
  const { all, document } = securityHeadersFromEnv(env);
  const security = { all, document: { ...document, Link: preconnectHeaderFromEnv(env) } };
  const servers = [];
  for (const app of APPS) {
    // The host renders a returning visitor's page on the server (host/server/page-renderer.mjs).
    const renderDocument = app === host ? (createPageRenderer({ root: () => rootOf(app), env }) ?? undefined) : undefined;
    servers.push(await createStaticServer({ root: () => rootOf(app), port: ports[app.name], security, renderDocument }));
  }
  return {
    servers,
    ports,
    // Open connections (a browser's keep-alive, a page still loading) would hold close() up.
    close: () =>
      Promise.all(
        servers.map((server) => {
          const closed = new Promise((resolve) => server.close(resolve));
          server.closeAllConnections();
          return closed;
        }),
      ),
  };
}
