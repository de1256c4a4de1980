#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest:
// the root scripts' imports, install, lint, typecheck, unit and API tests, production build with the
// first-visit bundle report, then the end-to-end tests in Chromium through the
// host URL. Ends with one summary line per step and a pass/fail total.
import { spawnSync } from 'node:child_process';
import { pnpmBin } from './pnpm.mjs';
import { ROOT } from './lib/apps.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const pnpm = (...args) => [process.execPath, [pnpmBin(), ...args]];
const steps = [
  // Needs nothing installed: that no root script loads a dependency before its install.
  ['root scripts on a fresh clone', process.execPath, ['--experimental-vm-modules', '--test', 'scripts/tests/']],
  ['install', ...pnpm('install', '--frozen-lockfile', '--reporter=silent')],
  // nginx and busybox only widen the deploy tests; Chromium is required.
  ['system packages', null, () => !ensureSystemPackages().includes('chromium')],
  ['lint', ...pnpm('exec', 'eslint', '.', '--max-warnings=0')],
  ['import cycles', process.execPath, ['scripts/check-cycles.mjs']],
  ['typecheck', ...pnpm('-r', '--no-bail', 'run', 'typecheck')],
  ['unit and API tests', ...pnpm('-r', '--no-bail', '--workspace-concurrency=1', '--filter', '!@gbx/e2e', 'run', 'test')],
  // --incremental: an app whose sources have not changed since its last build (npm start's) is not built again.
  ['build and first-visit report', process.execPath, ['scripts/build.mjs', '--incremental']],
  ['end-to-end (Chromium)', ...pnpm('--filter', '@gbx/e2e', 'run', 'test')],
];

const results = [];
for (const [name, command, argsOrCheck] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const ok = command === null ? argsOrCheck() : spawnSync(command, argsOrCheck, { cwd: ROOT, stdio: 'inherit' }).status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  // Without dependencies nothing else can run.
  if (!ok && name === 'install') break;
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(30)} ${seconds.toFixed(0).padStart(5)} s`);
const failed = results.filter((result) => !result.ok).length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
