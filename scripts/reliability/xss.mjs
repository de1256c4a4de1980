// The XSS line of the reliability battery (issue 17): 50+ known XSS payloads in
// every vendor-supplied field (product title, description, AdditionalProductInfo,
// vendor name, city name), written straight into the database as a hostile
// import would, then every page that shows them opened in Chromium through the
// host: the featured listing in grid and list view (every page), each payload
// product's detail page, each payload vendor's store and the vendor-results
// cards of their country. None may run.
//
// Chromium runs with the site's Content Security Policy bypassed: the CSP
// forbids inline scripts and would hide a rendering bug; this line tests the
// rendering itself (React text, DOMPurify), the CSP being the second wall.
// A payload counts as executed when it opens a dialog (alert), calls the
// canary __xssCanary(n), or a console message or page error names the canary;
// it counts as armed when the page holds it as live markup (a script, an event
// handler, a javascript:/data: URL, a style, a srcdoc, a clobbering id), even
// if nobody triggered it. Both must be 0; each field of each payload must also
// show as text somewhere (so it rendered, rather than being dropped).
/* global document, Document, Element, Node -- armedMarkup and waitForView's predicate run inside Chromium */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ROOT } from '../lib/apps.mjs';
import { startBenchServers } from '../lib/bench-servers.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { PAYLOADS } from './xss-payloads.mjs';

const BASE_PORT = 3260;
const PAGE_SIZE = 12;
const CANARY = '__xssCanary';
const VIEW_TIMEOUT_MS = 20_000;

/** The vendor-supplied fields, each with the letter of its marker and whether it holds HTML. */
const FIELDS = [
  { letter: 't', name: 'product title', html: false },
  { letter: 'd', name: 'description', html: false },
  { letter: 'h', name: 'AdditionalProductInfo', html: true },
  { letter: 'v', name: 'vendor name', html: false },
  { letter: 'c', name: 'city name', html: false },
];

/** The canary number of payload `index` in field `field` (decoded by describeCanary). */
const canaryNumber = (index, field) => (index + 1) * 10 + field;
const describeCanary = (number) => `payload ${Math.floor(number / 10)} in the ${FIELDS[number % 10]?.name ?? '?'}`;
const marker = (index, field) => `#x${index + 1}${FIELDS[field].letter}`;

/**
 * The stored text of payload `index` in field `field`. Plain text ends with its
 * marker (the text must show whole); HTML starts with it in a paragraph of its
 * own, since the sanitizer keeps text but drops the dangerous markup.
 */
function fieldText(index, field) {
  const number = canaryNumber(index, field);
  const payload = PAYLOADS[index](`alert(${number})||${CANARY}(${number})`);
  return FIELDS[field].html ? `<p>${marker(index, field)}</p>${payload}` : `${payload} ${marker(index, field)}`;
}

const apiModule = (path) => import(pathToFileURL(join(ROOT, 'api', 'dist', path)).href);

/**
 * The hostile import: on the API's fresh database (migrated and seeded by the
 * compiled API code), one vendor per payload gets the payload as its name and
 * as its city (a new city), and one product of that vendor gets it in its
 * title, description and AdditionalProductInfo and is located in that city.
 * Those products are the only featured ones (so /featured-list lists exactly
 * them), and the payload vendors all move to one country (so that country's
 * vendor results list them). Counts are recomputed as an import does.
 */
async function plantPayloads(apiEnv) {
  const [{ loadConfig }, { prepareDatabase }, { refreshCounts }] = await Promise.all([
    apiModule('config.js'), apiModule('prepare-database.js'), apiModule('seed/refresh-counts.js'),
  ]);
  const database = await prepareDatabase(loadConfig(apiEnv), () => {});
  try {
    const { db } = database;
    const vendors = await db.selectFrom('vendors').select(['id', 'company_url']).orderBy('id').limit(PAYLOADS.length).execute();
    if (vendors.length < PAYLOADS.length) throw new Error(`The seed has ${vendors.length} vendors, fewer than the ${PAYLOADS.length} payloads.`);
    const home = await db
      .selectFrom('vendors')
      .innerJoin('cities', 'cities.id', 'vendors.city_id')
      .innerJoin('countries', 'countries.iso2', 'vendors.country')
      .select(['vendors.country', 'vendors.state_id', 'vendors.postal_code', 'cities.latitude', 'cities.longitude', 'countries.name as country_name'])
      .where('vendors.id', '=', vendors[0].id)
      .executeTakeFirstOrThrow();
    const planted = await db.transaction().execute(async (trx) => {
      const rows = [];
      for (const [index, vendor] of vendors.entries()) rows.push(await plantOne(trx, index, vendor, home));
      await trx.updateTable('products').set({ featured: false }).where('id', 'not in', rows.map((row) => row.productId)).execute();
      return rows;
    });
    await refreshCounts(db);
    const { count } = await db.selectFrom('vendors').select((eb) => eb.fn.countAll().as('count')).where('country', '=', home.country).executeTakeFirstOrThrow();
    return { products: planted, country: { iso2: home.country.trim(), name: home.country_name, vendors: Number(count) } };
  } finally {
    await database.close();
  }
}

/** Payload `index` into one vendor, a new city of its own, and the vendor's first product. */
async function plantOne(trx, index, vendor, home) {
  const place = { country: home.country, state_id: home.state_id, postal_code: home.postal_code };
  const cityName = fieldText(index, 4);
  const city = await trx
    .insertInto('cities')
    .values({ ...place, name: cityName, name_ascii: cityName, latitude: home.latitude, longitude: home.longitude, population: 0, is_market: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('vendors').set({ ...place, company_name: fieldText(index, 3), city_id: city.id }).where('id', '=', vendor.id).execute();
  const product = await trx.selectFrom('products').select(['id', 'gbx_product_id']).where('vendor_id', '=', vendor.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
  await trx
    .updateTable('products')
    .set({ ...place, title: fieldText(index, 0), description: fieldText(index, 1), additional_info: fieldText(index, 2), city_id: city.id, featured: true })
    .where('id', '=', product.id)
    .execute();
  return { productId: product.id, gbxProductId: product.gbx_product_id, companyUrl: vendor.company_url };
}

/**
 * Runs in the page (and each frame): the payload copies held as live markup.
 * Text is harmless wherever it lands; an element or attribute is not. The
 * site's own markup has no inline handler, script URL or srcdoc (its CSP would
 * refuse them), so those count wherever they are, even with the canary
 * encoded away (eval(atob(...)), data:...;base64). The DOM is read through the
 * prototypes' own accessors, since a clobbering payload (<form><input
 * name="attributes">) could otherwise blind the scan.
 */
function armedMarkup(canary) {
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background', 'poster', 'codebase'];
  const DOCUMENT_HOLDERS = ['iframe', 'frame', 'object', 'embed', 'script'];
  const tagOf = (element) => Object.getOwnPropertyDescriptor(Element.prototype, 'tagName').get.call(element).toLowerCase();
  const textOf = (node) => Object.getOwnPropertyDescriptor(Node.prototype, 'textContent').get.call(node) ?? '';
  const isArmed = (tag, name, value) => {
    // Browsers ignore tabs, newlines and leading controls in a scheme (java\tscript:).
    const compact = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
    const withCanary = value.includes(canary);
    if (name.startsWith('on') || name === 'srcdoc') return true;
    if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript):/.test(compact)) return true;
    if (URL_ATTRIBUTES.includes(name) && compact.startsWith('data:')) return withCanary || DOCUMENT_HOLDERS.includes(tag);
    if (name === 'content' && /url=(javascript|vbscript|data):/.test(compact)) return true;
    return withCanary && ['style', 'id', 'name'].includes(name);
  };
  const found = [];
  for (const element of Document.prototype.querySelectorAll.call(document, '*')) {
    const tag = tagOf(element);
    if ((tag === 'script' || tag === 'style') && textOf(element).includes(canary)) found.push(`<${tag}>${textOf(element).slice(0, 80)}`);
    for (const name of Element.prototype.getAttributeNames.call(element)) {
      const value = Element.prototype.getAttribute.call(element, name) ?? '';
      if (isArmed(tag, name, value)) found.push(`<${tag} ${name}="${value.slice(0, 80)}">`);
    }
  }
  return found;
}

const normalize = (text) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** What a page view found: the field copies shown as text, and the armed markup. */
async function inspect(page) {
  const frames = page.frames();
  const texts = await Promise.all(frames.map((frame) => frame.evaluate(() => document.body?.innerText ?? '').catch(() => '')));
  // A frame that cannot be scanned is not known to be clean.
  const scans = frames.map((frame) => frame.evaluate(armedMarkup, CANARY).catch((error) => [`no scan of ${frame.url().slice(0, 80)}: ${error.message.split('\n')[0]}`]));
  const armed = (await Promise.all(scans)).flat();
  // A frame of the page's own making never has a script URL or inline document.
  for (const frame of frames.slice(1)) {
    if (/^(javascript|data):|^about:srcdoc/i.test(frame.url())) armed.push(`a frame at ${frame.url().slice(0, 80)}`);
  }
  return { text: normalize(texts.join('\n')), armed };
}

/** Marks every field copy whose text shows in `text`. */
function recordShown(shown, text) {
  for (const index of PAYLOADS.keys()) {
    for (const [field, { html }] of FIELDS.entries()) {
      const expected = html ? marker(index, field) : fieldText(index, field);
      if (text.includes(normalize(expected))) shown.add(`${index}:${field}`);
    }
  }
}

/** The page views: the listing pages in both views, the detail pages, the stores, the vendor results. */
function viewsOf(planted) {
  const listingPages = Math.ceil(planted.products.length / PAGE_SIZE);
  const vendorPages = Math.ceil(planted.country.vendors / PAGE_SIZE);
  const pageQuery = (page, extra = {}) => {
    const query = new URLSearchParams({ ...extra, ...(page > 1 ? { page: String(page) } : {}) }).toString();
    return query ? `?${query}` : '';
  };
  const range = (count) => Array.from({ length: count }, (_, index) => index + 1);
  const vendorResults = `/vendor-result/${encodeURIComponent(planted.country.name)}`;
  return [
    ...range(listingPages).map((page) => ({ kind: 'grid', path: `/featured-list${pageQuery(page)}` })),
    ...range(listingPages).map((page) => ({ kind: 'list', path: `/featured-list${pageQuery(page, { view: 'list' })}` })),
    ...planted.products.map((product) => ({ kind: 'detail', path: `/product-detail/${product.gbxProductId}` })),
    ...planted.products.map((product) => ({ kind: 'store', path: `/vendor-store/${encodeURIComponent(product.companyUrl)}` })),
    ...range(vendorPages).map((page) => ({ kind: 'vendors', path: `${vendorResults}${pageQuery(page, { condition: 'country', code: planted.country.iso2 })}` })),
  ];
}

/** Resolves once the view's content is on screen (cards, the list's vendor HTML, the product, the vendor cards). */
async function waitForView(page, kind) {
  const timeout = VIEW_TIMEOUT_MS;
  const browse = page.locator('[data-remote="mf_browse"]');
  if (kind === 'detail') {
    await page.locator('[data-remote="mf_product"] [data-testid="product-detail"] h1').waitFor({ timeout });
    // The vendor HTML comes with the sanitizer, a chunk of its own.
    await page.locator('[data-remote="mf_product"] [data-testid="product-detail"]').getByText(/#x\d+h/).first().waitFor({ timeout });
  } else if (kind === 'vendors') {
    await browse.locator('[data-testid="vendor-card"]').first().waitFor({ timeout });
  } else {
    await browse.locator('[data-testid="listing-results"][aria-busy="false"] [data-testid="product-tile"]').first().waitFor({ timeout });
  }
  if (kind === 'list') {
    // Each list card shows its vendor HTML once the sanitizer is in.
    await page.waitForFunction(() => {
      const cards = document.querySelectorAll('[data-remote="mf_browse"] [data-testid="product-tile"]');
      return cards.length > 0 && [...cards].every((card) => card.querySelector('[data-testid="additional-info"]'));
    }, undefined, { timeout });
  }
  // Failed pictures (<img src=x onerror>) and frames report within the load; wait for the network to rest.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

/** Records every sign that a payload ran: canary calls (any page of the context), and per page (the function returned) dialogs, console messages and errors. */
async function watchExecutions(context, executed) {
  await context.exposeBinding(CANARY, ({ frame }, number) => {
    executed.push(`${describeCanary(Number(number))} called the canary (${frame.url()})`);
  });
  return (page) => {
    page.on('dialog', (dialog) => {
      executed.push(`a ${dialog.type()} "${dialog.message()}" opened (${describeCanary(Number(dialog.message()))}) on ${page.url()}`);
      void dialog.dismiss().catch(() => {});
    });
    page.on('console', (message) => {
      if (message.text().includes(CANARY)) executed.push(`console on ${page.url()}: ${message.text().slice(0, 160)}`);
    });
    page.on('pageerror', (error) => {
      if (error.message.includes(CANARY)) executed.push(`page error on ${page.url()}: ${error.message.slice(0, 160)}`);
    });
  };
}

/** One page view: open it, wait for its content, then record what shows as text and what is armed. */
async function visit(page, url, kind, findings) {
  await page.goto(url);
  try {
    await waitForView(page, kind);
  } catch (error) {
    findings.failedViews.push(`${url}: did not render (${error instanceof Error ? error.message.split('\n')[0] : error})`);
  }
  const found = await inspect(page);
  recordShown(findings.shown, found.text);
  findings.armed.push(...found.armed.map((markup) => `${url}: ${markup}`));
  findings.counts[kind] = (findings.counts[kind] ?? 0) + 1;
}

async function visitAll(hostUrl, planted) {
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('No Chromium to open the pages with.');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const findings = { executed: [], armed: [], shown: new Set(), failedViews: [], counts: {} };
    const watch = await watchExecutions(context, findings.executed);
    // A first visitor who has agreed to cookies (§2.2), as in the web benchmark.
    await context.addInitScript(() => localStorage.setItem('cookieConsent', '1'));
    const page = await context.newPage();
    watch(page);
    await page.goto(`${hostUrl}/landing-marketplace`);
    await page.locator('html[data-device-ready="1"]').waitFor({ state: 'attached', timeout: 60_000 });
    for (const view of viewsOf(planted)) await visit(page, `${hostUrl}${view.path}`, view.kind, findings);
    return findings;
  } finally {
    await browser.close();
  }
}

function resultOf(planted, { executed, armed, shown, failedViews, counts }) {
  const views = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const shownByField = FIELDS.map((field, index) => ({ field, count: [...shown].filter((key) => key.endsWith(`:${index}`)).length }));
  const missing = PAYLOADS.flatMap((_, index) => FIELDS.flatMap((field, fieldIndex) => (shown.has(`${index}:${fieldIndex}`) ? [] : [`payload ${index + 1} never showed as text in the ${field.name}`])));
  const ok = executed.length === 0 && armed.length === 0 && failedViews.length === 0 && missing.length === 0;
  return {
    name: 'XSS',
    ok,
    summary:
      `${PAYLOADS.length} payloads x ${FIELDS.length} fields, ${views} page views ` +
      `(${Object.entries(counts).map(([kind, count]) => `${count} ${kind}`).join(', ')}): ` +
      `${executed.length} executed, ${armed.length} armed, ${shown.size}/${PAYLOADS.length * FIELDS.length} shown as text`,
    details: [
      `Planted in the database before the API started: ${planted.products.length} vendors (${planted.country.name}) and one product each; /featured-list lists exactly those products.`,
      'Chromium bypasses the site\'s Content Security Policy, so the rendering is tested on its own.',
      `Shown as text: ${shownByField.map(({ field, count }) => `${field.name} ${count}/${PAYLOADS.length}`).join(', ')}.`,
      ...executed.map((line) => `EXECUTED: ${line}`),
      ...armed.map((line) => `ARMED: ${line}`),
      ...failedViews,
      ...missing,
    ],
  };
}

export async function run() {
  let planted;
  const servers = await startBenchServers({
    base: BASE_PORT,
    privateCopy: true,
    prepareDatabase: async (apiEnv) => {
      planted = await plantPayloads(apiEnv);
    },
  });
  try {
    return resultOf(planted, await visitAll(servers.hostUrl, planted));
  } finally {
    await servers.stop();
  }
}

