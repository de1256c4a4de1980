#!/usr/bin/env node
// `npm run bench:reliability`: the battery of issue 17, on PGlite and on a
// PostgreSQL server, writing .bench/reliability-report.md:
//   kill -9      the API killed at random moments during a stream of writes;
//                every write it acknowledged is there after a restart
//   load         200 connections for 60 s on the listing mix: no error, no
//                timeout, memory flat (and finding 4's stall probe)
//   bad input    10,000+ generated malformed requests: no 5xx, still serving
//   XSS          50+ payloads in every vendor field, rendered in the listing
//                grid and list views and on the detail page: none runs
//   outages      each remote down in turn, and the API: a clear message, a
//                retry that works, the rest of the site working
//   render load  the host's server rendering pages for 1, 10 and 50 requests
//                in flight, new visitors (the consent page) and returning
//                ones: every request answered with a whole document
// and first the ten findings of the issue, each tried again with its request.
// The API lines run as their own processes (api/dist/bench/reliability/*.js),
// one after another so that no two share the machine's cores; each writes its
// result to .bench/reliability/<line>-<engine>.json. A benchmark, not a test:
// it exits 0 when every line ran, whatever the figures (the report says).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPnpm } from './pnpm.mjs';
import { ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

const ENGINES = ['pglite', 'postgres'];
const API_LINES = [
  { file: 'findings', name: 'findings re-tried' },
  { file: 'kill-nine', name: 'kill -9' },
  { file: 'load', name: 'load' },
  { file: 'bad-input', name: 'bad input' },
];
const BROWSER_LINES = [
  { file: 'xss', name: 'XSS' },
  { file: 'outages', name: 'remote outages' },
  { file: 'render-load', name: 'render load' },
];
const RESULTS = join(ROOT, '.bench', 'reliability');

function resultOf(file, name, engine) {
  const path = join(RESULTS, `${file}.json`);
  if (!existsSync(path)) return { name, engine, ok: false, summary: 'did not finish (see the output above)', details: [] };
  return JSON.parse(readFileSync(path, 'utf8'));
}

async function main() {
  ensureDependencies();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  if (runPnpm(['--reporter=silent', '--filter', '@gbx/api', 'run', 'build']) !== 0) throw new Error('Building the API failed.');
  buildApps();

  const results = [];
  let crashed = false;
  for (const engine of ENGINES) {
    for (const line of API_LINES) {
      console.log(`\n━━ ${line.name} on ${engine} ━━`);
      const run = spawnSync(process.execPath, [join(ROOT, 'api', 'dist', 'bench', 'reliability', `${line.file}.js`), '--engine', engine], { cwd: ROOT, stdio: 'inherit' });
      crashed ||= run.status !== 0;
      results.push(resultOf(`${line.file}-${engine}`, line.name, engine));
    }
  }
  // The browser lines run on the API's default engine (PGlite): what they test
  // is the front end. Each in a process of its own (reliability/run-line.mjs).
  for (const line of BROWSER_LINES) {
    console.log(`\n━━ ${line.name} ━━`);
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'reliability', 'run-line.mjs'), line.file, '--out', join(RESULTS, `${line.file}.json`)], { cwd: ROOT, stdio: 'inherit' });
    crashed ||= run.status !== 0;
    results.push({ ...resultOf(line.file, line.name), engine: 'pglite' });
  }

  const lines = [
    '# Reliability battery (issue 17)',
    '',
    `${new Date().toISOString().slice(0, 10)}, \`npm run bench:reliability\`; PGlite (embedded) and a throwaway PostgreSQL 15 server. ✓: the line meets its figure.`,
    '',
    '| line | database | meets | figures |',
    '|---|---|---|---|',
    ...results.map((result) => `| ${result.name} | ${result.engine ?? ''} | ${result.ok ? '✓' : '✗'} | ${result.summary.replace(/\|/g, '\\|')} |`),
    '',
    '## Details',
    '',
    ...results.flatMap((result) => [`### ${result.name}${result.engine ? ` (${result.engine})` : ''}`, '', ...(result.details.length ? result.details.map((detail) => `- ${detail}`) : ['- nothing more']), '']),
  ];
  const report = lines.join('\n');
  writeFileSync(join(ROOT, '.bench', 'reliability-report.md'), report);
  console.log(`\n${report}\nWritten to .bench/reliability-report.md`);
  return crashed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
