#!/usr/bin/env node
// Serves already-built apps (used by the end-to-end tests and by start.mjs).
//   node scripts/serve.mjs [--from <folder with one sub-folder per app>]
import { parseArgs } from 'node:util';
import { APPS } from './lib/apps.mjs';
import { serveApps } from './lib/serve-apps.mjs';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const { close, ports } = await serveApps({ from: values.from });
for (const app of APPS) console.log(`  ${app.pkg.padEnd(16)} http://localhost:${ports[app.name]}/`);
const stop = () => close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
