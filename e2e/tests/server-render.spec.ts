import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_BUYER } from '../support/accounts';
import { DEPLOY_DIR } from '../support/deploy-dir';
import { agreeBeforeLoad, expect, holdScripts, PLACES, settledVisitor, test, waitForInteractive, waitForSettledDevice } from '../support/fixtures';

/**
 * A returning visitor's page is rendered on the host's server (issue 16): it
 * shows from the document, before a script has arrived, and React then takes
 * it over in the browser (hydration) without redrawing it. The render cookie
 * (@gbx/shared render-cookie.ts) tells the server what the visitor's storage
 * holds; signed in, or when the server cannot render, the page is index.html
 * and the browser renders it, as before. Without the cookie (none is written
 * before consent, §4) the server draws the consent page.
 */

const SERVER_RENDERED = 'id=gbx-server-render';

/** The document the host answers `path` with, asked for as this page's browser would (its cookies, HTML accepted). */
async function documentOf(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  return response.text();
}

/** The text a document shows, without its scripts and styles. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Console errors and warnings and uncaught errors of the page from now on (a hydration mismatch is one). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Fields a visitor may type in as soon as the page shows (issue 36). */
const EARLY_TYPING = [
  { path: '/landing-marketplace', field: { role: 'searchbox', name: 'Search by keyword' }, typed: 'steel', then: ' pipe' },
  { path: '/deals-promotion', field: { role: 'searchbox', name: 'Search by keyword' }, typed: 'watch', then: 'es' },
  { path: '/advance-search', field: { role: 'searchbox', name: 'Keyword' }, typed: 'tractor', then: 's' },
  { path: '/advance-search', field: { role: 'combobox', name: 'Location (City)' }, typed: 'Mum', then: 'bai' },
  { path: '/login', field: { role: 'textbox', name: 'Email address' }, typed: 'early.bird@example.com', then: '.au' },
] as const;

const PAGE_TYPES = [
  { path: '/landing-marketplace', shows: 'Shop by category' },
  { path: '/deals-promotion', shows: 'Discounted Products' },
  { path: '/advance-search', shows: 'Advanced Search' },
  { path: '/product-detail/GBX00000001', shows: 'Lowest available prices' },
  { path: '/compare?ids=GBX00000001,GBX00000002,GBX00000003', shows: 'Available in your country' },
  { path: '/login', shows: 'Forgot Your Password' },
  { path: '/about-us', shows: 'Who we are' },
] as const;

test.describe('a returning visitor', () => {
  test.beforeEach(async ({ page }) => settledVisitor(page));

  for (const { path, shows } of PAGE_TYPES) {
    test(`${path} arrives rendered in its document and becomes interactive with no error`, async ({ page }) => {
      const html = await documentOf(page, path);
      expect(html).toContain(SERVER_RENDERED);
      expect(textOf(html)).toContain(shows);

      const problems = collectProblems(page);
      await page.goto(path);
      await waitForInteractive(page);
      await expect(page.locator('[data-remote]')).toContainText(shows);
      // What the server rendered is what React took over: no mismatch, nothing redrawn with an error.
      expect(problems).toEqual([]);
    });
  }

  for (const { path } of PAGE_TYPES) {
    test(`${path}: React hydrates it with the document's own classes, so no style is made again for classes nothing wears`, async ({ page }) => {
      // The classes of the rules components add in the browser, beyond the
      // server's style sheet. A component whose class the browser names
      // otherwise than the server did keeps the server's class on its element
      // (hydration does not patch attributes) and adds rules for its own, which
      // no element wears: each is a style recalculation of the whole page while
      // it hydrates (issue 38's mobile TBT). Component ids are derived from
      // their element and CSS (patches/styled-components@6.1.19.patch), so both
      // agree whatever order the server loaded the remotes' modules in, and
      // however often (the server loads a remote again in federation.spec and
      // deploy.spec: with counted ids this test then failed on 2 of 7 pages).
      await page.addInitScript(() => {
        // Each class with its rule: a failure names the component's CSS, which says which one it is.
        const classes = new Map<string, string>();
        (window as unknown as { styledClasses: Map<string, string> }).styledClasses = classes;
        let serverCss: string | undefined;
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          // Read before styled-components takes the server's <style> elements over (and removes them).
          serverCss ??= Array.from(document.querySelectorAll('style[data-styled]'), (style) => style.textContent).join('');
          const name = /^\.([\w-]+)/.exec(rule)?.[1];
          if (name && !serverCss.includes(`.${name}`) && !classes.has(name)) classes.set(name, rule.slice(0, 300));
          return insertRule.call(this, rule, index);
        };
      });
      await page.goto(path);
      await waitForInteractive(page);
      // Polled: a part the browser alone draws once the page is quiet (a card's Compare toggle) has
      // its rule inserted while React renders it, a moment before the element that wears it is in.
      // A class the browser named otherwise than the server is never worn, and still fails.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...(window as unknown as { styledClasses: Map<string, string> }).styledClasses]
              .filter(([name]) => !document.querySelector(`.${CSS.escape(name)}`))
              .map(([name, rule]) => `${name}: ${rule}`),
          ),
        )
        .toEqual([]);
    });
  }

  test("the document names the page in its title, as the shell does once the page runs", async ({ page }) => {
    expect(await documentOf(page, '/about-us')).toContain('<title>About us | GBX Marketplace</title>');
    await page.goto('/about-us');
    await waitForInteractive(page);
    await expect(page).toHaveTitle('About us | GBX Marketplace');
  });

  test('the page shows before its scripts have run; what is pressed then is done once they have', async ({ page }) => {
    const scripts = await holdScripts(page);
    // Not to 'load': the held scripts hold the load event too.
    await page.goto('/product-detail/GBX00000001', { waitUntil: 'domcontentloaded' });
    const area = page.locator('[data-remote="mf_product"]');
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
    await area.getByRole('button', { name: 'One more' }).click();
    await expect(area.getByRole('textbox', { name: 'Purchase quantity' })).toHaveValue('1');
    scripts.release();
    await waitForInteractive(page);
    await expect(area.getByRole('textbox', { name: 'Purchase quantity' })).toHaveValue('2');
  });

  test("the vendor's HTML the server sanitized stays in place while its sanitizer loads, and React takes that same HTML over", async ({ page }) => {
    const scripts = await holdScripts(page);
    const problems = collectProblems(page);
    await page.goto('/product-detail/GBX00000001', { waitUntil: 'domcontentloaded' });
    const html = page.locator('[data-remote="mf_product"]').getByTestId('additional-info').locator('[dir="auto"]');
    await expect(html).toBeVisible();
    await html.evaluate((element) => Object.assign(window, { serverHtml: element }));
    scripts.release();
    await waitForInteractive(page);
    // Hydrated (React's own key on the element) and the server's element itself: not thrown away and drawn again.
    await expect
      .poll(() =>
        html.evaluate((element) => element === (window as unknown as { serverHtml: Element }).serverHtml && Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
    expect(problems).toEqual([]);
  });

  for (const { path, field, typed, then } of EARLY_TYPING) {
    test(`${path}: what is typed in ${field.name} before the scripts run is the page's once they have`, async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const box = page.locator('[data-remote]').getByRole(field.role, { name: field.name, exact: true });
      await box.fill(typed);
      scripts.release();
      await waitForInteractive(page);
      await expect(box).toHaveValue(typed);
      // The page's own state holds it: typing on adds to it, where a field the page did not know of would start again.
      await box.press('End');
      await box.pressSequentially(then);
      await expect(box).toHaveValue(`${typed}${then}`);
    });
  }

  test('scrolled past the header before the scripts run, the header is fixed as soon as they have, with no scroll after', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/marketplace-home', { waitUntil: 'domcontentloaded' });
    const header = page.getByTestId('header-menu');
    await expect(header).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    scripts.release();
    await waitForInteractive(page);
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
  });

  test('a sort chosen on a listing before the scripts run is applied once they have', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/deals-promotion', { waitUntil: 'domcontentloaded' });
    await page.locator('[data-remote]').getByLabel('Sort', { exact: true }).selectOption({ label: 'Title Z-A' });
    scripts.release();
    await waitForInteractive(page);
    await expect(page).toHaveURL(/[?&]sort=Z(&|$)/);
  });

  test('grid chosen on a listing in list view before the scripts run is applied once they have', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/featured-list?view=list', { waitUntil: 'domcontentloaded' });
    const area = page.locator('[data-remote="mf_browse"]');
    await expect(area.getByTestId('product-tile').first()).toHaveAttribute('data-layout', 'list');
    await area.getByRole('button', { name: 'Grid', exact: true }).click();
    scripts.release();
    await waitForInteractive(page);
    await expect(area.getByTestId('product-tile').first()).toHaveAttribute('data-layout', 'grid');
    await expect(page).not.toHaveURL(/view=/);
  });

  test('a login sent before the scripts run is sent by the page, never the browser\'s way', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const area = page.locator('[data-remote="mf_account"]');
    await area.getByLabel('Email address', { exact: true }).fill(DEMO_BUYER.email);
    await area.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
    await area.getByRole('button', { name: 'Login', exact: true }).click();
    // Held, not submitted as a form: the address never carries the password.
    expect(page.url()).not.toContain('password');
    scripts.release();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    expect(page.url()).not.toContain(encodeURIComponent(DEMO_BUYER.password));
  });

  test('a remote that is down leaves the page to the browser, which shows its fallback and recovers it', async ({ page }) => {
    const live = join(DEPLOY_DIR, 'mf-static');
    const down = `${live}.down`;
    renameSync(live, down);
    try {
      expect(await documentOf(page, '/about-us')).not.toContain(SERVER_RENDERED);
      await page.goto('/about-us');
      const fallback = page.getByRole('alert').filter({ hasText: 'Information pages is temporarily unavailable' });
      await expect(fallback).toBeVisible();
      renameSync(down, live);
      await fallback.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('[data-remote="mf_static"]').getByRole('heading', { name: 'About us' })).toBeVisible();
      // Back up: the next page is the server's again.
      expect(await documentOf(page, '/about-us')).toContain(SERVER_RENDERED);
    } finally {
      if (existsSync(down)) renameSync(down, live);
    }
  });
});

test.describe('a returning visitor in Egypt', () => {
  test.use({ geolocation: PLACES.cairo, permissions: ['geolocation'] });

  test('who chose Arabic gets an Arabic document, right to left, hydrated with no error', async ({ page }) => {
    await settledVisitor(page, '/marketplace-home');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await waitForSettledDevice(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const html = await documentOf(page, '/about-us');
    expect(html).toContain(SERVER_RENDERED);
    expect(html).toMatch(/<html lang="?ar"? dir="?rtl"?/);
    const problems = collectProblems(page);
    await page.goto('/about-us');
    await waitForInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(problems).toEqual([]);
  });
});

test('before consent there is no render cookie, and every address arrives as the consent page, drawn in its document', async ({ page }) => {
  // What a visitor the server knows nothing of sees first (§2.2, §4), before a script has run.
  const html = await documentOf(page, '/about-us');
  expect(html).toContain(SERVER_RENDERED);
  expect(textOf(html)).toContain('Welcome to GBX Marketplace, the internet of commerce and convenience');
  expect(textOf(html)).toContain('AGREE');

  const problems = collectProblems(page);
  await page.goto('/about-us');
  // Interactive once React has taken the page over (the consent page is the host's own: no area in it).
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'AGREE', exact: true })).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe('/');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('gbx_render');
  await page.getByRole('button', { name: 'AGREE', exact: true }).click();
  await page.waitForURL('**/home');
  // Agreed: the next page the visitor opens is rendered on the server.
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toContain('gbx_render');
  expect(await documentOf(page, '/about-us')).toContain(SERVER_RENDERED);
  // The consent page the server drew is the one React took over: no mismatch, nothing redrawn with an error.
  expect(problems).toEqual([]);
});

test('the pages the consent text links to are left to the browser before consent', async ({ page }) => {
  const html = await documentOf(page, '/privacy-policy');
  expect(html).not.toContain(SERVER_RENDERED);
  await page.goto('/privacy-policy');
  await expect(page.locator('[data-remote="mf_static"]').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor who agreed but sends no render cookie never sees the consent page: the browser draws the page asked for', async ({ page }) => {
  // Their storage holds the consent; the cookie is gone (cleared, or cookies blocked), so the server drew the consent page.
  await agreeBeforeLoad(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { rootAtFirstParse: string }).rootAtFirstParse = document.getElementById('root')?.innerHTML ?? '';
    });
  });
  const problems = collectProblems(page);
  const answer = await page.goto('/about-us');
  expect(await answer?.text()).toContain('AGREE');
  await expect(page.locator('[data-remote="mf_static"]')).toContainText('Who we are');
  expect(new URL(page.url()).pathname).toBe('/about-us');
  // The document's loader took the consent page away before the page was parsed to its end.
  expect(await page.evaluate(() => (window as unknown as { rootAtFirstParse: string }).rootAtFirstParse)).toBe('');
  expect(problems).toEqual([]);
});
