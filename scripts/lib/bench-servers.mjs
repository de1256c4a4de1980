// The production build and a fresh API on ports of their own (3230-3234, 4230),
// for benchmarks that load the site like a visitor, beside `npm start` and the
// e2e suite. The API seeds the catalogue the e2e suite uses (3,000 products, seed 7).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPnpm } from '../pnpm.mjs';
import { ROOT } from './apps.mjs';
import { serveApps } from './serve-apps.mjs';
import { waitForHttp } from './wait-for-http.mjs';

const BASE = 3230;
const ENV = {
  HOST_PORT: String(BASE),
  MF_BROWSE_PORT: String(BASE + 1),
  MF_PRODUCT_PORT: String(BASE + 2),
  MF_ACCOUNT_PORT: String(BASE + 3),
  MF_STATIC_PORT: String(BASE + 4),
  API_PORT: String(BASE + 1000),
};

export async function startBenchServers() {
  if (runPnpm(['--reporter=silent', '--filter', '@gbx/api', 'run', 'build']) !== 0) throw new Error('Building the API failed.');
  const dataDir = mkdtempSync(join(tmpdir(), 'gbx-bench-api-'));
  const api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: join(ROOT, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: ENV.API_PORT,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '3000',
      SEED: '7',
      LOG_LEVEL: 'warn',
      HOST_APP_URL: `http://localhost:${BASE}`,
      CORS_ORIGINS: [0, 1, 2, 3, 4].map((offset) => `http://localhost:${BASE + offset}`).join(','),
    },
  });
  const { close } = await serveApps({ env: { ...process.env, ...ENV } });
  const stop = async () => {
    api.kill('SIGTERM');
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!(await waitForHttp(`http://localhost:${ENV.API_PORT}/health`, 300))) {
    await stop();
    throw new Error('The API did not answer within 5 minutes.');
  }
  return { hostUrl: `http://localhost:${BASE}`, stop };
}
