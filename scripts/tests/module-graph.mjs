// What a root script loads before its first line runs, read from the files
// themselves (fresh-clone.test.mjs): Node links an ES module's whole static
// import graph before it evaluates any of it, and runs a CommonJS file's
// top-level require() calls as it loads it. On a fresh clone node_modules does
// not exist yet, so that graph must hold nothing but Node's own modules and the
// repository's files; a dependency may only be loaded later, with `await
// import()` after scripts/lib/dependencies.mjs has installed it.
//
// ES modules are parsed by Node itself (vm.SourceTextModule, which needs
// --experimental-vm-modules); require() and import() calls are found by their
// text, which is enough for the repository's own formatted scripts: a call at
// the start of a line is a top-level one, an indented call runs later, from a
// function.
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import vm from 'node:vm';

const REQUIRE_CALL = /\brequire\(\s*(['"])([^'"]+)\1\s*\)/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(?:(['"])([^'"]+)\1|`([^`]*)`|([^)]*))\s*\)/g;
const ENSURE_CALL = /^[^\S\n]*ensureDependencies\(\)/m;

const isRelative = (specifier) => specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
const lineStartOf = (source, index) => source.lastIndexOf('\n', index - 1) + 1;
/** At the start of a line, and not in a comment. */
const isTopLevel = (source, index) => {
  const before = source.slice(lineStartOf(source, index), index);
  return !/^\s/.test(before) && !/^\/?\*|\/\//.test(before);
};

/** 'module' or 'commonjs', as Node decides it for a file: its extension, else the nearest package.json. */
function formatOf(file) {
  if (file.endsWith('.mjs')) return 'module';
  if (file.endsWith('.cjs')) return 'commonjs';
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type === 'module' ? 'module' : 'commonjs';
    if (dirname(folder) === folder) return 'commonjs';
  }
}

/** The specifiers a file loads as it is loaded itself. */
function loadedAtOnce(file, source) {
  const specifiers = [];
  if (formatOf(file) === 'module') {
    specifiers.push(...new vm.SourceTextModule(source, { identifier: file }).dependencySpecifiers);
    // createRequire's require(), called at the top of the module.
    for (const match of source.matchAll(REQUIRE_CALL)) if (isTopLevel(source, match.index)) specifiers.push(match[2]);
  } else {
    // CommonJS: every literal require() (those in functions too, to be safe).
    for (const match of source.matchAll(REQUIRE_CALL)) specifiers.push(match[2]);
  }
  return specifiers;
}

/** The dynamic imports that run while the module itself is evaluated (written at the start of a line). */
function topLevelDynamicImports(source) {
  const found = [];
  for (const match of source.matchAll(DYNAMIC_IMPORT)) {
    if (!isTopLevel(source, match.index)) continue;
    found.push({ index: match.index, specifier: match[2] ?? null, text: match[0] });
  }
  return found;
}

/** Whether loading `file` loads a package, through its static graph or a dynamic import it runs at once. */
function needsPackage(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const reached = [...loadedAtOnce(file, source), ...topLevelDynamicImports(source).map(({ specifier }) => specifier ?? 'a computed module')];
  return reached.some((specifier) => {
    if (specifier.startsWith('node:') || isBuiltin(specifier)) return false;
    if (!isRelative(specifier)) return true;
    const target = resolve(dirname(file), specifier);
    return existsSync(target) && needsPackage(target, seen);
  });
}

/**
 * The problems of one entry script: each a chain of files ending in what it
 * loads too early. Empty when the script runs on a fresh clone.
 */
export function earlyDependencies(entry, root) {
  const problems = [];
  const visited = new Set();
  const show = (chain) => chain.map((file) => relative(root, file)).join(' → ');

  function walk(file, chain) {
    if (visited.has(file)) return;
    visited.add(file);
    const here = [...chain, file];
    const source = readFileSync(file, 'utf8');
    for (const specifier of loadedAtOnce(file, source)) {
      if (specifier.startsWith('node:') || isBuiltin(specifier)) continue;
      if (!isRelative(specifier)) {
        problems.push(`${show(here)} imports '${specifier}' before the dependencies are installed`);
        continue;
      }
      const target = resolve(dirname(file), specifier);
      if (existsSync(target)) walk(target, here);
      else problems.push(`${show(here)} imports '${specifier}', which does not exist`);
    }
    // A dynamic import run at once is fine after the install, or when what it loads needs no package.
    const ensured = source.match(ENSURE_CALL);
    for (const { index, specifier, text } of topLevelDynamicImports(source)) {
      if (ensured && ensured.index < index) continue;
      const target = specifier && isRelative(specifier) ? resolve(dirname(file), specifier) : null;
      if (target && existsSync(target) && !needsPackage(target)) continue;
      problems.push(`${show(here)} runs ${text} before ensureDependencies()`);
    }
  }

  walk(resolve(entry), []);
  return problems;
}
