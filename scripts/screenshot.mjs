#!/usr/bin/env node
// Screenshots of pages as a visitor sees them, to look at before calling a page
// done: `node scripts/screenshot.mjs /marketplace-home /landing-shop` writes
// .screenshots/<page>-<width>-<language>.png for each width and language.
//
//   --base http://localhost:3000   the host to open (npm start, or the dev servers)
//   --widths 1366,375              viewport widths (the two the team checks)
//   --langs en,ar                  interface languages (selectedLanguage, §3)
//   --position 48.8566,2.3522      the granted geolocation (default: Paris)
//   --full                         the whole page, not only the first screen
//   --wait "text=Featured"         a selector to wait for before the shot
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/apps.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    widths: { type: 'string', default: '1366,375' },
    langs: { type: 'string', default: 'en' },
    position: { type: 'string', default: '48.8566,2.3522' },
    full: { type: 'boolean', default: false },
    wait: { type: 'string' },
    out: { type: 'string', default: join(ROOT, '.screenshots') },
  },
});
const paths = positionals.length ? positionals : ['/landing-marketplace'];
const [latitude, longitude] = values.position.split(',').map(Number);
mkdirSync(values.out, { recursive: true });

try {
  await fetch(values.base, { signal: AbortSignal.timeout(5000) });
} catch {
  console.error(`Nothing answers at ${values.base}: start the marketplace first (\`npm start\`), or pass --base.`);
  process.exit(1);
}
ensureDependencies();
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  for (const language of values.langs.split(',')) {
    for (const width of values.widths.split(',').map(Number)) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        deviceScaleFactor: 1,
        geolocation: { latitude, longitude },
        permissions: ['geolocation'],
      });
      // A returning visitor: consent given, the language chosen (§3 keys).
      await context.addInitScript((lang) => {
        localStorage.setItem('cookieConsent', '1');
        localStorage.setItem('selectedLanguage', lang);
      }, language);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`  page error on ${page.url()}: ${error.message}`));
      for (const path of paths) {
        await page.goto(new URL(path, values.base).href);
        // The device set-up of §4 reloads once on a first visit; shoot the settled page.
        await page.locator('html[data-device-ready="1"]').waitFor({ state: 'attached', timeout: 30_000 });
        if (values.wait) await page.locator(values.wait).first().waitFor({ timeout: 30_000 });
        await page.evaluate(() => globalThis.document.fonts.ready);
        const name = `${path.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'root'}-${width}-${language}.png`;
        await page.screenshot({ path: join(values.out, name), fullPage: values.full });
        console.log(join(values.out, name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
