// The outage line of the reliability battery (issue 17): each of the four
// remotes made unreachable in turn, then the API, in Chromium through the host.
//
// A remote down (every request to its origin refused): the shell (top bar and
// footer) still renders; its page shows "{area} is temporarily unavailable"
// with a Try again button (host/src/federation/remote-fallback.tsx); a page of
// each other area still works, reached inside the page as a link does; once
// the remote is reachable again, Try again renders the area in the same
// document (no load event, the window's marker still there).
//
// The API down: the shell still renders; the pages that need data show what
// the product shows on a failed load (§8: no message, a quiet Try again, as
// e2e/tests/listings.spec.ts checks after a 500) and the pages that need none
// work; once the API is back, Try again loads them in the same document.
/* global window, PopStateEvent -- navigateInPage and the window marker run inside Chromium */
import { chromium } from 'playwright-core';
import { startBenchServers } from '../lib/bench-servers.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';

const BASE_PORT = 3270;
/** The fallback comes after the host's manifest timeouts (2 attempts of 3 s); a failed API call after the query's retries. */
const TIMEOUT_MS = 20_000;
const MARKER = '__outageRun';

/** The areas: the port offset of the remote, the shell's name for it (host/src/i18n/en.ts remote.areas), a page and what shows it rendered. */
const AREAS = [
  { remote: 'mf_browse', offset: 1, label: 'Browsing and listings', path: '/landing-marketplace', rendered: 'h1' },
  { remote: 'mf_product', offset: 2, label: 'Product details', path: '/product-detail/GBX00000001', rendered: '[data-testid="product-detail"] h1' },
  { remote: 'mf_account', offset: 3, label: 'Your account', path: '/login', rendered: 'h1' },
  { remote: 'mf_static', offset: 4, label: 'Information pages', path: '/about-us', rendered: 'h1' },
];

/**
 * The pages checked with the API down: those that need data must offer Try
 * again, and show `recovered` once it worked; the others must simply render.
 */
const API_PAGES = [
  { path: '/featured-list', needsApi: true, recovered: '[data-remote="mf_browse"] [data-testid="product-tile"]' },
  { path: '/landing-marketplace', needsApi: true, recovered: '[data-remote="mf_browse"] h1' },
  { path: '/product-detail/GBX00000001', needsApi: true, recovered: '[data-remote="mf_product"] [data-testid="product-detail"] h1' },
  { path: '/login', needsApi: false, recovered: '[data-remote="mf_account"] h1' },
  { path: '/about-us', needsApi: false, recovered: '[data-remote="mf_static"] h1' },
];

const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
const areaLocator = (page, area) => page.locator(`[data-remote="${area.remote}"] ${area.rendered}`).first();
const retryButtons = (page) => page.getByRole('main').getByRole('button', { name: 'Try again' });

/** One check: a ✓ or ✗ line in `log`; resolves whether it passed. */
async function check(log, label, action) {
  try {
    await action();
    log.push(`✓ ${label}`);
    return true;
  } catch (error) {
    log.push(`✗ ${label}: ${firstLine(error)}`);
    return false;
  }
}

/** Runs every check, even after one fails, so the details list them all; resolves whether all passed. */
async function checkAll(log, checks) {
  let passed = true;
  for (const [label, action] of checks) passed = (await check(log, label, action)) && passed;
  return passed;
}

/** Goes to `path` inside the page, as the app's links do (history.pushState, then popstate for the router). */
async function navigateInPage(page, path) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * A fresh visitor (consent given) on `path`, with `block` refused from the
 * first request; counts the document loads and marks the window, so that a
 * later check can tell the document was never replaced.
 */
async function openVisitor(browser, hostUrl, path, block) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', '1'));
  await context.route(block, (route) => route.abort('connectionrefused'));
  const page = await context.newPage();
  const visit = { context, page, loads: 0 };
  page.on('load', () => (visit.loads += 1));
  await page.goto(`${hostUrl}${path}`);
  await page.evaluate((marker) => (window[marker] = true), MARKER);
  visit.loadsAtStart = visit.loads;
  return visit;
}

async function expectSameDocument(visit) {
  const marked = await visit.page.evaluate((marker) => window[marker] === true, MARKER);
  if (!marked || visit.loads !== visit.loadsAtStart) throw new Error(`the document was reloaded (${visit.loads - visit.loadsAtStart} load events, marker ${marked ? 'kept' : 'lost'})`);
}

async function expectShell(page) {
  await page.getByRole('banner').first().waitFor({ timeout: TIMEOUT_MS });
  await page.getByRole('contentinfo').waitFor({ timeout: TIMEOUT_MS });
}

/** One remote down: fallback, shell, the other areas, then the retry once it is back. */
async function remoteDown(browser, hostUrl, area, log) {
  const origin = new URL(hostUrl);
  origin.port = String(Number(origin.port) + area.offset);
  const block = `${origin.origin}/**`;
  const visit = await openVisitor(browser, hostUrl, area.path, block);
  const { page, context } = visit;
  const fallback = page.locator(`[data-remote-fallback="${area.remote}"]`);
  const others = AREAS.filter((other) => other !== area);
  try {
    return await checkAll(log, [
      [`${area.remote} down, ${area.path}: "${area.label} is temporarily unavailable" with Try again`, async () => {
        await fallback.getByRole('heading', { name: `${area.label} is temporarily unavailable`, exact: true }).waitFor({ timeout: TIMEOUT_MS });
        await fallback.getByRole('button', { name: 'Try again' }).waitFor({ timeout: TIMEOUT_MS });
      }],
      [`${area.remote} down: the shell (top bar, footer) renders`, () => expectShell(page)],
      ...others.map((other) => [`${area.remote} down: ${other.path} (${other.remote}) works`, async () => {
        await navigateInPage(page, other.path);
        await areaLocator(page, other).waitFor({ timeout: TIMEOUT_MS });
      }]),
      [`${area.remote} back: Try again renders ${area.path} without a reload`, async () => {
        await navigateInPage(page, area.path);
        await fallback.getByRole('button', { name: 'Try again' }).waitFor({ timeout: TIMEOUT_MS });
        await context.unroute(block);
        await fallback.getByRole('button', { name: 'Try again' }).click();
        await areaLocator(page, area).waitFor({ timeout: TIMEOUT_MS });
        await expectSameDocument(visit);
      }],
    ]);
  } finally {
    await context.close();
  }
}

/** Clicks each Try again on the page until none is left: a retry that works removes its button. */
async function retryAll(page) {
  for (let clicks = 0; ; clicks += 1) {
    const left = await retryButtons(page).count();
    if (left === 0) return;
    if (clicks >= 5) throw new Error(`${left} Try again still there after ${clicks} clicks`);
    await retryButtons(page).first().click();
    // One button fewer: the last of them is gone.
    await retryButtons(page).nth(left - 1).waitFor({ state: 'detached', timeout: TIMEOUT_MS });
  }
}

/** One page with the API down: the shell, then Try again (or the page itself when it needs no data), then the retry once the API is back. */
async function apiDownPage(browser, hostUrl, apiUrl, target, log) {
  const block = `${apiUrl}/**`;
  const visit = await openVisitor(browser, hostUrl, target.path, block);
  const { page, context } = visit;
  const recovered = page.locator(target.recovered).first();
  try {
    if (!target.needsApi) {
      return await checkAll(log, [
        [`API down, ${target.path}: the shell and the page render (no data needed)`, async () => {
          await expectShell(page);
          await recovered.waitFor({ timeout: TIMEOUT_MS });
        }],
      ]);
    }
    return await checkAll(log, [
      [`API down, ${target.path}: the shell renders and the page offers Try again (§8: no message)`, async () => {
        await expectShell(page);
        await retryButtons(page).first().waitFor({ timeout: TIMEOUT_MS });
      }],
      [`API back, ${target.path}: Try again loads the page without a reload`, async () => {
        await context.unroute(block);
        await retryAll(page);
        await recovered.waitFor({ timeout: TIMEOUT_MS });
        await expectSameDocument(visit);
      }],
    ]);
  } finally {
    await context.close();
  }
}

async function runChecks(servers) {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('No Chromium to open the pages with.');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const log = [];
  try {
    let remotesPassed = 0;
    for (const area of AREAS) if (await remoteDown(browser, servers.hostUrl, area, log)) remotesPassed += 1;
    let apiPassed = 0;
    for (const target of API_PAGES) if (await apiDownPage(browser, servers.hostUrl, servers.apiUrl, target, log)) apiPassed += 1;
    return { log, remotesPassed, apiPassed };
  } finally {
    await browser.close();
  }
}

export async function run() {
  const servers = await startBenchServers({ base: BASE_PORT, privateCopy: true });
  try {
    const { log, remotesPassed, apiPassed } = await runChecks(servers);
    const checks = log.length;
    const failed = log.filter((line) => line.startsWith('✗')).length;
    return {
      name: 'remote outages',
      ok: failed === 0,
      summary:
        `${remotesPassed}/${AREAS.length} remotes down in turn (fallback, shell, other areas, retry without reload), ` +
        `API down on ${apiPassed}/${API_PAGES.length} pages (shell, Try again, retry without reload): ${checks - failed}/${checks} checks passed`,
      details: log,
    };
  } finally {
    await servers.stop();
  }
}

