// What the deployment is made of: one service per app, on these ports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './compose.mjs';

/** Front-end apps: the host and the remotes (remote = its federation name, env = its manifest URL variable). */
export const FRONT_END_APPS = [
  { dir: 'host', port: 3000 },
  { dir: 'mf-browse', port: 3001, remote: 'mf_browse', env: 'MF_BROWSE_URL' },
  { dir: 'mf-product', port: 3002, remote: 'mf_product', env: 'MF_PRODUCT_URL' },
  { dir: 'mf-account', port: 3003, remote: 'mf_account', env: 'MF_ACCOUNT_URL' },
  { dir: 'mf-static', port: 3004, remote: 'mf_static', env: 'MF_STATIC_URL' },
];
export const REMOTES = FRONT_END_APPS.filter((a) => a.remote);
/** The one Dockerfile of the four remotes (build argument APP: the remote's folder). */
export const REMOTE_DOCKERFILE = 'deploy/remote.Dockerfile';
export const API_APP = { dir: 'api', port: 4000 };
export const RUNTIME_CONFIG_ENV = ['API_BASE_URL', 'BACKEND_BASE_URL'];
export const HOST_ENV = [...REMOTES.map((r) => r.env), ...RUNTIME_CONFIG_ENV];

/** The workspace package name of an app folder (api/ may not have its package.json yet). */
export function packageName(dir) {
  const file = join(repoRoot, dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).name : `@gbx/${dir}`;
}

/** The pnpm version that package.json pins in "packageManager". */
export function pinnedPnpm() {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const [name, version] = pkg.packageManager.split('@');
  if (name !== 'pnpm') throw new Error(`packageManager is ${pkg.packageManager}, expected pnpm`);
  return version.split('+')[0];
}
