#!/usr/bin/env node
// Serves already-built apps on their ports, as `npm start` does but without
// building or starting the API (the e2e suite serves its deploy copy this way).
//   node scripts/serve.mjs [--from <folder with one sub-folder per app>]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, appPath } from './lib/apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const rootOf = (app) => (values.from ? join(values.from, app.dir) : appPath(app, 'dist'));
const unbuilt = APPS.filter((app) => !existsSync(join(rootOf(app), app.name === 'host' ? 'index.html' : 'mf-manifest.json')));
if (unbuilt.length) {
  console.error(`No build of ${unbuilt.map((app) => app.pkg).join(', ')} in ${values.from ?? 'dist/'}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}

// The host's server render (serve-apps) needs the workspace's dependencies.
ensureDependencies();
const { serveApps } = await import('./lib/serve-apps.mjs');
const { close, ports } = await serveApps({ from: values.from });
for (const app of APPS) console.log(`  ${app.pkg.padEnd(16)} http://localhost:${ports[app.name]}/`);
const stop = () => close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
