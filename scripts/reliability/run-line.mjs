#!/usr/bin/env node
// Runs one browser line of the reliability battery on its own:
//   node scripts/reliability/run-line.mjs <xss|outages|render-load> [--out <file>]
// `--out` writes the result there (stdout also carries the federation
// runtime's messages); without it, it is printed. The battery
// (reliability-bench.mjs) starts each line in a Node process of its own: the
// host's server render keeps its federation state in the process's global, so
// a second line's host in the same process rendered with the first line's
// remotes, long stopped.
import { writeFileSync } from 'node:fs';
import { ensureDependencies } from '../lib/dependencies.mjs';

const LINES = ['xss', 'outages', 'render-load'];
const line = process.argv[2];
if (!LINES.includes(line)) {
  console.error(`Usage: node scripts/reliability/run-line.mjs <${LINES.join('|')}> [--out <file>]`);
  process.exit(2);
}

// The lines drive Chromium through playwright-core and serve the host's server render.
ensureDependencies();
const { run } = await import(`./${line}.mjs`);
const result = await run();
const out = process.argv.indexOf('--out');
if (out > 0 && process.argv[out + 1]) writeFileSync(process.argv[out + 1], `${JSON.stringify(result, null, 2)}\n`);
else console.log(JSON.stringify(result, null, 2));
// A line's libraries may keep handles open after its servers stopped (the XSS
// line's process stayed up with its result written).
process.exit(0);
