// The front-end apps of the workspace: folder, package, federation name, port.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { PORTS } = require('../../tooling/webpack/runtime-config.cjs');

export const APPS = [
  { dir: 'host', pkg: '@gbx/host', name: 'host', port: PORTS.host },
  { dir: 'mf-browse', pkg: '@gbx/mf-browse', name: 'mf_browse', port: PORTS.mf_browse },
  { dir: 'mf-product', pkg: '@gbx/mf-product', name: 'mf_product', port: PORTS.mf_product },
  { dir: 'mf-account', pkg: '@gbx/mf-account', name: 'mf_account', port: PORTS.mf_account },
  { dir: 'mf-static', pkg: '@gbx/mf-static', name: 'mf_static', port: PORTS.mf_static },
];

export const API_PORT = PORTS.api;
export const appPath = (app, ...rest) => join(ROOT, app.dir, ...rest);
