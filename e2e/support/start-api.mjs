// Playwright's second web server: the real API on its own port with a fresh
// embedded database seeded for this run, so the tests compare what the page
// shows with what the API answers.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const base = Number(process.env.E2E_PORT_BASE || 3100);
const dataDir = join(here, '..', base === 3100 ? '.api-data' : `.api-data-${base}`);
rmSync(dataDir, { recursive: true, force: true });

const pnpm = join(root, 'scripts', 'pnpm.mjs');
const build = spawnSync(process.execPath, [pnpm, '--filter', '@gbx/api', 'run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const api = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
  cwd: join(root, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '3000',
    SEED: '7',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The suite reads mails from the development outbox (loopback only).
    DEV_ROUTES: '1',
    // The tests stand for a proxy on this machine: a test names its own client with X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1,::1',
    // Links in mails, the dashboard address and the logout redirect point at the e2e host.
    HOST_APP_URL: `http://localhost:${base}`,
    CORS_ORIGINS: [0, 1, 2, 3, 4].map((offset) => `http://localhost:${base + offset}`).join(','),
  },
});
const stop = () => api.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => process.exit(code ?? 0));
