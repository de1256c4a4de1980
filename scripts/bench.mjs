#!/usr/bin/env node
// `npm run bench`: runs the `bench` script of every workspace package that has
// one (for example the API's autocannon run) one after another, so that no two
// benchmarks share the machine's two cores. Each package writes its own report
// under .bench/; this prints where they are.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runPnpm } from './pnpm.mjs';
import { ROOT } from './lib/apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

ensureDependencies();
const code = runPnpm(['-r', '--workspace-concurrency=1', '--if-present', 'run', 'bench']);
const reports = join(ROOT, '.bench');
if (existsSync(reports)) {
  console.log('\nReports:');
  for (const file of readdirSync(reports)) console.log(`  .bench/${file}`);
} else {
  console.log('\nNo package has a benchmark yet.');
}
process.exit(code);
