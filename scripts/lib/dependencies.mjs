// The workspace's locked dependencies, installed before a root script loads
// any of them. A fresh clone has only Node.js and npm: a root script imports
// nothing but Node's own modules and the scripts of this folder that do the
// same, calls ensureDependencies(), and only then imports (with `await
// import()`) what needs node_modules. ES module imports are resolved before
// a script's first line runs, so a static import of a dependency would crash
// the script before its install step (scripts/tests/fresh-clone.test.mjs
// keeps it so).
import { runPnpm } from '../pnpm.mjs';

/** Installs the locked dependencies (a second of pnpm's when nothing changed); exits the process when that fails. */
export function ensureDependencies() {
  if (runPnpm(['install', '--frozen-lockfile', '--reporter=silent']) === 0) return;
  console.error('\nInstalling the dependencies failed: `node scripts/pnpm.mjs install --frozen-lockfile` shows why.');
  process.exit(1);
}
