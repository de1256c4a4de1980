// A fresh clone has Node.js and npm, and no node_modules: every root script
// must get to its install step (scripts/lib/dependencies.mjs) before it loads
// a dependency, or the README's commands crash before they install anything
// (`npm start` once did: start.mjs → serve-apps.mjs → page-renderer.mjs →
// jsdom). Run by `npm test` (node --experimental-vm-modules --test scripts/tests).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { earlyDependencies } from './module-graph.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCRIPTS = join(ROOT, 'scripts');

/** The root scripts: every script under scripts/ that Node runs as a program (its shebang). */
function rootScripts() {
  const found = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'tests') visit(path);
      else if (entry.name.endsWith('.mjs') && readFileSync(path, 'utf8').startsWith('#!/usr/bin/env node')) found.push(path);
    }
  };
  visit(SCRIPTS);
  return found.sort();
}

test('every script package.json runs is a root script this test checks', () => {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const checked = new Set(rootScripts().map((file) => relative(ROOT, file)));
  for (const [name, command] of Object.entries(scripts)) {
    // `exec`: the shell npm runs a script with gives way to node (start.mjs: see its Ctrl-C).
    const [program, file] = command.replace(/^exec /, '').split(/\s+/);
    assert.equal(program, 'node', `npm run ${name} runs ${command}: a root script runs with node`);
    assert.ok(checked.has(file), `npm run ${name} runs ${file}, which has no #!/usr/bin/env node line, so this test does not check it`);
  }
});

for (const script of rootScripts()) {
  test(`${relative(ROOT, script)} loads no dependency before its install`, () => {
    assert.deepEqual(earlyDependencies(script, ROOT), []);
  });
}

/** A throwaway tree of files, for the cases the checker must catch. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'gbx-fresh-clone-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('the check finds a dependency imported through the graph, as start.mjs once did', () => {
  const root = tree({
    'scripts/start.mjs': "#!/usr/bin/env node\nimport { runPnpm } from './pnpm.mjs';\nimport { serveApps } from './lib/serve-apps.mjs';\nrunPnpm(['install']);\n",
    'scripts/pnpm.mjs': "import { spawnSync } from 'node:child_process';\nexport const runPnpm = () => spawnSync('true');\n",
    'scripts/lib/serve-apps.mjs': "import { createPageRenderer } from '../../host/server/page-renderer.mjs';\nexport const serveApps = createPageRenderer;\n",
    'host/server/page-renderer.mjs': "import { JSDOM } from 'jsdom';\nexport const createPageRenderer = () => new JSDOM();\n",
  });
  assert.deepEqual(earlyDependencies(join(root, 'scripts/start.mjs'), root), [
    "scripts/start.mjs → scripts/lib/serve-apps.mjs → host/server/page-renderer.mjs imports 'jsdom' before the dependencies are installed",
  ]);
});

test('the check finds a CommonJS require and an await import() that run before the install', () => {
  const root = tree({
    'scripts/bench.mjs': [
      "#!/usr/bin/env node",
      "import { createRequire } from 'node:module';",
      "import { ensureDependencies } from './lib/dependencies.mjs';",
      'const require = createRequire(import.meta.url);',
      "const config = require('./lib/config.cjs');",
      "const { default: lighthouse } = await import('lighthouse');",
      'ensureDependencies();',
      "const { chromium } = await import('playwright-core');",
      'async function later() {',
      "  return import('autocannon');",
      '}',
      '',
    ].join('\n'),
    'scripts/lib/dependencies.mjs': 'export function ensureDependencies() {}\n',
    'scripts/lib/config.cjs': "const yaml = require('yaml');\nmodule.exports = yaml;\n",
  });
  assert.deepEqual(earlyDependencies(join(root, 'scripts/bench.mjs'), root), [
    "scripts/bench.mjs → scripts/lib/config.cjs imports 'yaml' before the dependencies are installed",
    "scripts/bench.mjs runs import('lighthouse') before ensureDependencies()",
  ]);
});
