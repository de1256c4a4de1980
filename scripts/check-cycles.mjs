#!/usr/bin/env node
// Part of `npm run lint`: no import cycle in any package's sources, type-only
// imports included (issue 39). A cycle makes the order modules run in depend
// on which was imported first, and ties together files that should change
// apart; a lazily loaded part that imports its parent's types is the usual
// way one starts (give the types a module of their own).
// dpdm reads the imports as TypeScript resolves them (each package's
// tsconfig), dynamic import() included.
import { join, relative } from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

/** Each package's sources, read with its own tsconfig. */
const PACKAGES = ['api', 'contract', 'shared', 'host', 'mf-browse', 'mf-product', 'mf-account', 'mf-static'];

ensureDependencies();
const { parseDependencyTree, parseCircular } = await import('dpdm');

const found = new Map();
for (const dir of PACKAGES) {
  const tree = await parseDependencyTree([`${dir}/src/**/*.{ts,tsx}`], {
    context: ROOT,
    tsconfig: join(ROOT, dir, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
  });
  for (const cycle of parseCircular(tree)) {
    const files = cycle.map((file) => relative(ROOT, join(ROOT, file)));
    // One cycle is found from each package that reaches it: list it once.
    found.set([...files].sort().join(' '), files);
  }
}

if (found.size === 0) {
  console.log(`✓ no import cycle in ${PACKAGES.join(', ')}`);
} else {
  console.error(`✗ ${found.size} import cycle(s):`);
  for (const files of found.values()) console.error(`  ${[...files, files[0]].join(' -> ')}`);
  process.exit(1);
}
