#!/usr/bin/env node
// pnpm with the given arguments, once the locked dependencies are installed:
// the root scripts that run a workspace tool (npm run lint, typecheck,
// bench:api) work on a fresh clone too.
//   node scripts/workspace.mjs exec eslint . --max-warnings=0
import { runPnpm } from './pnpm.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

ensureDependencies();
process.exit(runPnpm(process.argv.slice(2), { cwd: process.cwd() }));
