// Builds the front-end apps, skipping any whose inputs have not changed since
// its last build (so a second `npm start` starts at once).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runPnpm, runPnpmQuietly } from '../pnpm.mjs';
import { APPS, ROOT, appPath } from './apps.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.cache', 'test-results']);

function* walk(path) {
  if (!existsSync(path)) return;
  const info = statSync(path);
  if (info.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!SKIP_DIRS.has(entry)) yield* walk(join(path, entry));
  }
}

/** Hash of everything a production build of `app` depends on. */
export function inputsHash(app) {
  const hash = createHash('sha256');
  const inputs = [
    appPath(app, 'src'),
    appPath(app, 'package.json'),
    appPath(app, 'webpack.config.cjs'),
    join(ROOT, 'shared', 'src'),
    join(ROOT, 'shared', 'package.json'),
    // The contract's rules, bundled from source through @gbx/shared.
    join(ROOT, 'contract', 'src'),
    join(ROOT, 'contract', 'package.json'),
    join(ROOT, 'tooling', 'webpack'),
    join(ROOT, 'pnpm-lock.yaml'),
  ];
  for (const input of inputs) {
    for (const file of walk(input)) {
      hash.update(relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(process.env.GBX_ALLOW_REMOTE_OVERRIDES ?? '');
  return hash.digest('hex');
}

const stampFile = (app) => appPath(app, '.cache', 'build-inputs.sha256');

export function isUpToDate(app) {
  return (
    existsSync(appPath(app, 'dist', app.name === 'host' ? 'index.html' : 'mf-manifest.json')) &&
    existsSync(stampFile(app)) &&
    readFileSync(stampFile(app), 'utf8') === inputsHash(app)
  );
}

/**
 * Builds one app with webpack in production mode; throws on failure. Quiet:
 * webpack's output is shown only when the build fails (npm start's terminal
 * keeps a line per app).
 */
export function buildApp(app, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  const args = ['--filter', app.pkg, 'run', 'build'];
  const options = { env: { ...process.env, ...env } };
  const code = quiet ? runPnpmQuietly(args, options) : runPnpm(args, options);
  if (code !== 0) throw new Error(`Build of ${app.pkg} failed (exit ${code})`);
  mkdirSync(appPath(app, '.cache'), { recursive: true });
  writeFileSync(stampFile(app), inputsHash(app));
  console.log(`  built ${app.pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds every app that changed (or all of them with force). */
export function buildApps({ force = false, apps = APPS, quiet = false } = {}) {
  for (const app of apps) {
    if (!force && isUpToDate(app)) {
      console.log(`  ${app.pkg} is up to date`);
      continue;
    }
    buildApp(app, { quiet });
  }
}
