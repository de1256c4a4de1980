// Opens /landing-marketplace in headless Chromium like a first-time visitor,
// records every JavaScript file it downloads, and reports per app the gzip
// size of that JavaScript. Then it checks, using the chunk contents each build
// wrote, that no federation singleton arrived in the browser twice.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, appPath } from './apps.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { serveApps } from './serve-apps.mjs';

const SINGLETONS = ['react', 'react-dom', 'styled-components', 'react-router', 'rxjs', '@gbx/shared'];

function gzipSize(file) {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file)).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

// Ports of their own, so the report runs beside `npm start` or the e2e suite.
const REPORT_ENV = { HOST_PORT: '3200', MF_BROWSE_PORT: '3201', MF_PRODUCT_PORT: '3202', MF_ACCOUNT_PORT: '3203', MF_STATIC_PORT: '3204', API_PORT: '4200' };

export async function firstVisitReport() {
  const executablePath = ensureChromium();
  const { close, ports } = await serveApps({ env: { ...process.env, ...REPORT_ENV } });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const downloaded = []; // { app, file }
  try {
    const page = await browser.newPage();
    // A visitor who has agreed to cookies (§4); before that every path shows the consent page.
    await page.addInitScript(() => localStorage.setItem('cookieConsent', '1'));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const app = APPS.find((candidate) => String(ports[candidate.name]) === url.port);
      if (app) downloaded.push({ app, file: url.pathname.slice(1) });
    });
    await page.goto(`http://localhost:${ports.host}/landing-marketplace`);
    await page.locator('[data-remote="mf_browse"]').waitFor({ timeout: 30_000 });
  } finally {
    await browser.close();
    await close();
  }

  console.log('\nFirst visit to /landing-marketplace: JavaScript downloaded per app (gzip)');
  let total = 0;
  for (const app of APPS) {
    const files = downloaded.filter((entry) => entry.app === app);
    const bytes = files.reduce((sum, entry) => sum + gzipSize(appPath(app, 'dist', entry.file)), 0);
    total += bytes;
    console.log(`  ${app.pkg.padEnd(16)} ${String(files.length).padStart(3)} files  ${kb(bytes).padStart(10)}`);
  }
  console.log(`  ${'total'.padEnd(16)} ${String(downloaded.length).padStart(3)} files  ${kb(total).padStart(10)}`);

  // A singleton is "bundled twice" when the same module file of it reached the
  // page in two different downloaded files (two copies executing side by side).
  const contents = new Map(APPS.map((app) => {
    const path = appPath(app, '.cache', 'chunk-contents.json');
    return [app.name, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).files : {}];
  }));
  const carriers = new Map(SINGLETONS.map((name) => [name, new Map()])); // pkg -> module -> files
  for (const { app, file } of downloaded) {
    const entry = contents.get(app.name)[file];
    for (const moduleId of entry?.modules ?? []) {
      const pkg = SINGLETONS.find((name) => moduleId.startsWith(`${name}/`));
      if (!pkg) continue;
      const files = carriers.get(pkg).get(moduleId) ?? [];
      files.push(`${app.dir}/${file}`);
      carriers.get(pkg).set(moduleId, files);
    }
  }
  let ok = true;
  for (const [pkg, modules] of carriers) {
    const twice = [...modules].filter(([, files]) => files.length > 1);
    const files = new Set([...modules.values()].flat());
    if (twice.length > 0) {
      ok = false;
      const [moduleId, where] = twice[0];
      console.error(`  ✗ ${pkg} arrived twice: ${moduleId} is in ${where.join(' and ')}`);
    } else if (modules.size > 0) {
      console.log(`  ✓ ${pkg} once (${[...files].join(', ')})`);
    } else {
      console.log(`  · ${pkg} not needed on this page`);
    }
  }
  if (!ok) console.error('A shared library was bundled twice: check the shared settings in tooling/webpack.');
  return ok;
}
