#!/usr/bin/env node
// `npm run bench:scale` (issue 40): the marketplace past one process. Installs
// HAProxy and wrk (Debian's packages, as the tests install Chromium), builds the API and
// the apps, then runs api/dist/bench/scale-bench.js: a PostgreSQL primary with
// the benchmark's catalogue (1,000,000 products, seeded once and kept in
// api/.data) and a streaming replica, two API and two host processes behind
// HAProxy; throughput, sessions and limits across processes, and kill -9 under
// traffic. Writes .bench/scale-report.md. Options go through:
//   npm run bench:scale -- --products 100000 --seconds 10
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runPnpm } from './pnpm.mjs';
import { ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ensureSystemPackages, TEST_PACKAGES } from './lib/system-packages.mjs';

ensureDependencies();
// wrk: the throughput runs' clients, light enough to leave the two cores to what they measure.
const missing = ensureSystemPackages({ haproxy: '/usr/sbin/haproxy', 'postgresql-15': TEST_PACKAGES['postgresql-15'], wrk: TEST_PACKAGES.wrk });
if (missing.length) {
  console.error(`bench:scale needs ${missing.join(' and ')}.`);
  process.exit(1);
}
if (runPnpm(['--reporter=silent', '--filter', '@gbx/api', 'run', 'build']) !== 0) throw new Error('Building the API failed.');
buildApps();
const run = spawnSync(process.execPath, [join(ROOT, 'api', 'dist', 'bench', 'scale-bench.js'), ...process.argv.slice(2)], { stdio: 'inherit', cwd: join(ROOT, 'api') });
process.exit(run.status ?? 1);
