#!/usr/bin/env node
// Runs the pinned pnpm (the "packageManager" field of package.json) without
// needing it installed globally: a fresh machine has only Node and npm, so the
// first call installs that exact pnpm into .cache/pnpm with npm, and every later
// call reuses it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const prefix = join(root, '.cache', 'pnpm', pinned);
const bin = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

export function pnpmBin() {
  if (!existsSync(bin)) {
    console.log(`Installing pnpm ${pinned} into .cache/pnpm (first run only)...`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const res = spawnSync(npm, ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', prefix, `pnpm@${pinned}`], { stdio: 'inherit', cwd: root });
    if (res.status !== 0 || !existsSync(bin)) {
      console.error(`Could not install pnpm ${pinned} with npm. Check that the npm registry is reachable.`);
      process.exit(1);
    }
  }
  return bin;
}

/** Runs pnpm with the given arguments; returns its exit code. */
export function runPnpm(args, options = {}) {
  const res = spawnSync(process.execPath, [pnpmBin(), ...args], { stdio: 'inherit', cwd: root, ...options });
  return res.status ?? 1;
}

/**
 * Runs pnpm with its output held back, and prints that output only when it
 * fails; returns its exit code.
 */
export function runPnpmQuietly(args, options = {}) {
  const res = spawnSync(process.execPath, [pnpmBin(), ...args], { cwd: root, maxBuffer: 256 * 1024 * 1024, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  if (res.status !== 0) {
    process.stdout.write(res.stdout ?? '');
    process.stderr.write(res.stderr ?? '');
  }
  return res.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(runPnpm(process.argv.slice(2), { cwd: process.cwd() }));
}
