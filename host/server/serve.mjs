#!/usr/bin/env node
// The host's server in its container (host/Dockerfile): the host's built files,
// served as `npm start` serves them (scripts/lib/static-server.mjs), and a
// returning visitor's page rendered on the server (page-renderer.mjs). The
// container's entrypoint (deploy/write-runtime-config.sh) has written
// remotes.json and config.json beside index.html from the environment; the
// page headers (Content-Security-Policy, Link) come from the same variables.
//
//   GBX_WEB_ROOT        the build folder (default: ../dist)
//   PORT                the port (default 8080)
//   GBX_SERVER_ORIGINS  page-renderer.mjs
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { createPageRenderer } from './page-renderer.mjs';

const require = createRequire(import.meta.url);
const { preconnectHeaderFromEnv, securityHeadersFromEnv } = require('../../tooling/webpack/runtime-config.cjs');

const root = process.env.GBX_WEB_ROOT || join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT || 8080);
const { all, document } = securityHeadersFromEnv(process.env);
const security = { all, document: { ...document, Link: preconnectHeaderFromEnv(process.env) } };
const renderDocument = createPageRenderer({ root: () => root }) ?? undefined;
const server = await createStaticServer({ root: () => root, port, security, renderDocument });
console.log(`GBX host on port ${port}, serving ${root}${renderDocument ? ', pages rendered on the server' : ''}`);

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
