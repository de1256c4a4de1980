// Screenshots and positions of the listing pages for issue 38 (not a test):
// node first-screen-shots.mjs <label>, against the servers on E2E_PORT_BASE.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';

const base = Number(process.env.E2E_PORT_BASE || 3100);
const host = `http://localhost:${base}`;
const label = process.argv[2] ?? 'shot';
const out = new URL('../.screenshots/i38/', import.meta.url).pathname;
const PAGES = [
  ['deals', '/deals-promotion', 'product-tile'],
  ['featured', '/featured-list', 'product-tile'],
  ['products-mumbai', '/product-result/Mumbai?condition=city&code=IN', 'product-tile'],
  ['vendors-mumbai', '/vendor-result/Mumbai?condition=city&code=IN', 'vendor-card'],
  ['marketplace-india', '/marketplace/India', 'product-tile'],
  ['store', null, 'product-tile'],
  ['advance-search', '/advance-search', null],
];
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const language of ['en', 'ar']) {
  for (const [width, height] of [[1366, 900], [375, 812]]) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript((lang) => {
      localStorage.setItem('cookieConsent', '1');
      localStorage.setItem('selectedLanguage', lang);
    }, language);
    const page = await context.newPage();
    await page.goto(`${host}/landing-marketplace`);
    await page.locator('html[data-device-ready="1"]').waitFor({ state: 'attached', timeout: 20000 });
    for (const [name, path0, item] of PAGES) {
      let path = path0;
      if (!path) {
        const link = await page.evaluate(async (api) => {
          const r = await fetch(`${api}/api/marketplace/product-list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ devicetype: 'WEB', offset: 0, userdevice: localStorage.getItem('userdevice') ?? '' }) });
          const j = await r.json();
          return j.product_list?.[0]?.CompanyURL;
        }, `http://localhost:${base + 1000}`);
        path = `/vendor-store/${link}`;
      }
      await page.goto(`${host}${path}`);
      let top = null;
      if (item) {
        const first = page.locator(`[data-testid="${item}"]`).first();
        await first.waitFor({ timeout: 20000 }).catch(() => {});
        top = await first.evaluate((e) => e.getBoundingClientRect().top + e.ownerDocument.defaultView.scrollY).catch(() => null);
      }
      await page.waitForTimeout(800);
      const file = `${out}${label}-${name}-${width}-${language}.png`;
      await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(1400, height * 1.6) }, });
      console.log(language, width, name, 'first item top', top, file);
    }
    await context.close();
  }
}
await browser.close();
