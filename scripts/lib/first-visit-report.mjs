// Opens each page type (page-types.mjs) in headless Chromium like a first-time
// visitor, with the API and its seed data behind it, records every JavaScript
// file the page asked for until its content showed, and reports per page the
// gzip size of that JavaScript per app, against the page's budget. The
// visitor has agreed to cookies but has no render cookie yet: the browser
// renders their page (the server's document holds the consent page, which its
// loader takes away); a returning visitor's page, rendered on the host's
// server, downloads the same scripts to hydrate it, once it has been painted. Then it
// checks, using the chunk contents each build wrote, that no federation
// singleton arrived in the browser twice and no library came as its
// development build. The build fails on any of these.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, appPath, ROOT } from './apps.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { startBenchApi } from './bench-servers.mjs';
import { PAGE_TYPES } from './page-types.mjs';
import { serveApps } from './serve-apps.mjs';

const SINGLETONS = ['react', 'react-dom', 'styled-components', 'react-router', 'rxjs', '@gbx/shared'];

/**
 * Issue 16's goal for every page type. Each page type's budget (its
 * `budgetKb`, page-types.mjs) is what fails the build: the libraries every
 * page needs (react-dom 54 kB, the federation runtime 26 kB in the host and
 * 9 kB in each remote entry, react-router 11.5, axios 11, TanStack Query 11,
 * styled-components 10.5, rxjs 4) weigh about 140 kB by themselves, before any
 * marketplace code, so the goal needs a decision on those libraries.
 */
export const GOAL_KB = 160;

function gzipSize(file) {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file)).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

// Ports of their own, so the report runs beside `npm start` or the e2e suite:
// the host at the base (3200), the remotes after it, the API at base + 1000.
// REPORT_PORT_BASE moves the set, for two builds at once (two worktrees).
const reportBase = Number(process.env.REPORT_PORT_BASE || 3200);

/**
 * The JavaScript files ({ app, file }) a first visit to `pageType` asked for
 * until the page showed its content (its data in): what drawing the page
 * needed. Parts loaded later on demand (near the screen, on idle, on a click)
 * are not counted, however soon they follow.
 */
async function downloadsOf(browser, ports, pageType) {
  // A context of its own: an empty HTTP cache, as on a first visit.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript((content) => {
      const { document, localStorage, MutationObserver, performance } = globalThis;
      // A visitor who has agreed to cookies (§4); before that every path shows the consent page.
      localStorage.setItem('cookieConsent', '1');
      performance.setResourceTimingBufferSize(1000);
      // The moment the content is in the document, taken as it is inserted (a poll would see it later, after requests that followed it).
      const observer = new MutationObserver(() => {
        if (globalThis.gbxContentAt === undefined && document.querySelector(content)) {
          globalThis.gbxContentAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, `[data-remote="${pageType.area}"] ${pageType.content}`);
    await page.goto(`http://localhost:${ports.host}${pageType.path}`);
    await page.waitForFunction(() => globalThis.gbxContentAt !== undefined, null, { timeout: 60_000 });
    const urls = await page.evaluate(() =>
      globalThis.performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= globalThis.gbxContentAt)
        .map((entry) => entry.name),
    );
    const downloaded = [];
    for (const address of urls) {
      const url = new URL(address);
      if (!url.pathname.endsWith('.js')) continue;
      const app = APPS.find((candidate) => String(ports[candidate.name]) === url.port);
      if (app) downloaded.push({ app, file: url.pathname.slice(1) });
    }
    return downloaded;
  } finally {
    await context.close();
  }
}

/** Prints the page's JavaScript per app; returns its total (bytes, gzip) and whether it is within the budget. */
function reportWeight(pageType, downloaded) {
  console.log(`\nFirst visit to ${pageType.path} (${pageType.name}): JavaScript downloaded per app (gzip)`);
  let total = 0;
  for (const app of APPS) {
    const files = downloaded.filter((entry) => entry.app === app).map(({ file }) => ({ file, bytes: gzipSize(appPath(app, 'dist', file)) }));
    const bytes = files.reduce((sum, entry) => sum + entry.bytes, 0);
    total += bytes;
    if (files.length > 0) console.log(`  ${app.pkg.padEnd(16)} ${String(files.length).padStart(3)} files  ${kb(bytes).padStart(10)}`);
    // REPORT_FILES=1: each file too, for finding what a page could do without.
    if (process.env.REPORT_FILES) for (const entry of files) console.log(`      ${entry.file.padEnd(40)} ${kb(entry.bytes).padStart(10)}`);
  }
  const within = total <= pageType.budgetKb * 1024;
  const line = `  ${'total'.padEnd(16)} ${String(downloaded.length).padStart(3)} files  ${kb(total).padStart(10)}  ${within ? '✓' : '✗'} budget ${pageType.budgetKb} kB (goal ${GOAL_KB} kB)`;
  if (within) console.log(line);
  else console.error(line);
  return { bytes: total, within };
}

/** The modules a downloaded file holds, as its app's build recorded them (chunk-contents-plugin.cjs). */
const modulesOf = (contents, { app, file }) => contents.get(app.name)[file]?.modules ?? [];

/**
 * The modules of @gbx/shared's entries that are not federated (e.g.
 * @gbx/shared/near-screen): each app bundles its own copy by design, so they
 * hold no state, and two of them on a page are not two singletons.
 */
function perAppModules() {
  const require = createRequire(import.meta.url);
  const { sharedSingletons } = require(join(ROOT, 'tooling', 'webpack', 'shared-singletons.cjs'));
  const federated = new Set(Object.keys(sharedSingletons(appPath(APPS[0]))));
  const { exports } = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8'));
  return new Set(
    Object.entries(exports)
      .filter(([entry]) => !federated.has(`@gbx/shared${entry.slice(1)}`))
      .map(([, target]) => `@gbx/shared/${target.replace(/^\.\//, '')}`),
  );
}

/** True when no singleton reached the page twice (the same module of it in two downloaded files: two copies running side by side); `perApp` (perAppModules) are left out. */
function reportSingletons(downloaded, contents, perApp) {
  const carriers = new Map(SINGLETONS.map((name) => [name, new Map()])); // pkg -> module -> files
  for (const { app, file } of downloaded) {
    for (const moduleId of modulesOf(contents, { app, file })) {
      const pkg = SINGLETONS.find((name) => moduleId.startsWith(`${name}/`));
      if (!pkg || perApp.has(moduleId)) continue;
      const files = carriers.get(pkg).get(moduleId) ?? [];
      files.push(`${app.dir}/${file}`);
      carriers.get(pkg).set(moduleId, files);
    }
  }
  let ok = true;
  const once = [];
  for (const [pkg, modules] of carriers) {
    const twice = [...modules].filter(([, files]) => files.length > 1);
    if (twice.length > 0) {
      ok = false;
      const [moduleId, where] = twice[0];
      console.error(`  ✗ ${pkg} arrived twice: ${moduleId} is in ${where.join(' and ')}`);
    } else if (modules.size > 0) {
      once.push(pkg);
    }
  }
  if (ok) console.log(`  ✓ once each: ${once.join(', ')}`);
  return ok;
}

/** A library's development build: its own file names say so (react-router's dist/development, React's *.development.js). */
const DEVELOPMENT_BUILD = /(^|\/)dist\/development\/|\.development\.m?js$/;

/**
 * True when no page runs a library's development build: larger and slower,
 * with warnings for the console. A package whose exports name its development
 * files whatever the mode (react-router 7) is pointed at its production files
 * in tooling/webpack/build-parts.cjs; this catches the next one, or an update
 * that moves them.
 */
function reportDevelopmentBuilds(visits, contents) {
  const found = new Set();
  for (const { downloaded } of visits) {
    for (const { app, file } of downloaded) {
      for (const moduleId of modulesOf(contents, { app, file })) {
        if (DEVELOPMENT_BUILD.test(moduleId)) found.add(`${moduleId} (${app.dir}/${file})`);
      }
    }
  }
  if (found.size === 0) console.log('  ✓ no development build of a library on any page');
  for (const entry of found) console.error(`  ✗ a development build reaches the browser: ${entry}`);
  return found.size === 0;
}

/**
 * The scripts the host's index.html preloads (tooling/webpack/bootstrap-preload-plugin.cjs).
 * Each must be one a first visit runs: a preload nobody uses is bandwidth a phone
 * needed for the page (and, when it is the twin of a chunk that does load, a
 * sign the plugin chose the wrong copy).
 */
function reportPreloads(visits) {
  const host = APPS.find((app) => app.name === 'host');
  const html = readFileSync(appPath(host, 'dist', 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*href="?\/([^" >]+\.js)/g)].map((match) => match[1]);
  let ok = true;
  for (const { pageType, downloaded } of visits) {
    const unused = preloaded.filter((file) => !downloaded.some((entry) => entry.app === host && entry.file === file));
    if (unused.length > 0) {
      ok = false;
      console.error(`  ✗ ${pageType.path}: index.html preloads ${unused.join(', ')}, which the page never runs`);
    }
  }
  if (ok) console.log(`\n  ✓ index.html preloads ${preloaded.length} scripts, each run by every page type's first visit`);
  return ok;
}

/**
 * Measures every page type; prints each one's weight and budget line. Returns
 * whether all are within budget and no singleton came twice, and the weights.
 * @returns {Promise<{ ok: boolean, pages: { pageType: object, kb: number }[] }>}
 */
export async function firstVisitReport() {
  const executablePath = ensureChromium();
  // With the API and its seed data, so that every page draws its content, not a 'Try again'.
  const api = await startBenchApi({ base: reportBase });
  const visits = [];
  try {
    const { close, ports } = await serveApps({ env: { ...process.env, ...api.ports } });
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      for (const pageType of PAGE_TYPES) visits.push({ pageType, downloaded: await downloadsOf(browser, ports, pageType) });
    } finally {
      await browser.close();
      await close();
    }
  } finally {
    await api.stop();
  }

  const contents = new Map(APPS.map((app) => {
    const path = appPath(app, '.cache', 'chunk-contents.json');
    return [app.name, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).files : {}];
  }));
  const perApp = perAppModules();
  let withinBudget = true;
  let singletonsOnce = true;
  const pages = [];
  for (const { pageType, downloaded } of visits) {
    const { bytes, within } = reportWeight(pageType, downloaded);
    withinBudget = within && withinBudget;
    pages.push({ pageType, kb: bytes / 1024 });
    singletonsOnce = reportSingletons(downloaded, contents, perApp) && singletonsOnce;
  }
  const preloadsUsed = reportPreloads(visits);
  const productionBuilds = reportDevelopmentBuilds(visits, contents);
  if (!withinBudget) console.error("A page type's first visit is over its budget (budgetKb in scripts/lib/page-types.mjs): see what it downloads above.");
  if (!singletonsOnce) console.error('A shared library was bundled twice: check the shared settings in tooling/webpack.');
  return { ok: withinBudget && singletonsOnce && preloadsUsed && productionBuilds, pages };
}
