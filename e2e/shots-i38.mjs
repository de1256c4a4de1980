// Screenshots of issue 38's sort and paging (not part of the suite): advanced
// search sorted, and the deals pager, at 1366 and 375 px, English and Arabic.
// Start the e2e's servers first (support/serve-deploy-copy.mjs, support/start-api.mjs).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';

const base = Number(process.env.E2E_PORT_BASE || 3100);
const host = `http://localhost:${base}`;
const out = new URL('../.screenshots/i38/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const language of ['en', 'ar']) {
  for (const width of [1366, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width > 1000 ? 900 : 812 } });
    const page = await context.newPage();
    await page.addInitScript((chosen) => {
      localStorage.setItem('cookieConsent', '1');
      localStorage.setItem('selectedLanguage', chosen);
    }, language);
    await page.goto(`${host}/advance-search?newproduct=1&sort=Low&page=1`);
    await page.locator('[data-remote="mf_browse"] [data-testid="product-tile"]').first().waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="total-results"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}advanced-search-${language}-${width}.png` });
    await page.goto(`${host}/deals-promotion?page=50`);
    const pager = page.locator('[data-remote="mf_browse"] nav[aria-label]').last();
    await page.locator('[data-remote="mf_browse"] [data-testid="product-tile"]').first().waitFor({ timeout: 60_000 });
    await pager.scrollIntoViewIfNeeded();
    await pager.locator('input[type="number"]').fill('999');
    await pager.locator('input[type="number"]').press('Enter');
    await pager.locator('[role="alert"]').waitFor();
    await page.screenshot({ path: `${out}deals-pager-${language}-${width}.png` });
    await context.close();
  }
}
await browser.close();
console.log('screenshots in', out);
