// The front-end apps of the workspace: folder, package, federation name.
// Ports come from the environment (tooling/webpack/runtime-config.cjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const APPS = [
  { dir: 'host', pkg: '@gbx/host', name: 'host' },
  { dir: 'mf-browse', pkg: '@gbx/mf-browse', name: 'mf_browse' },
  { dir: 'mf-product', pkg: '@gbx/mf-product', name: 'mf_product' },
  { dir: 'mf-account', pkg: '@gbx/mf-account', name: 'mf_account' },
  { dir: 'mf-static', pkg: '@gbx/mf-static', name: 'mf_static' },
];

export const appPath = (app, ...rest) => join(ROOT, app.dir, ...rest);
