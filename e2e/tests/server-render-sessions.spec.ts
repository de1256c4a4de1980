import type { BrowserContext, Page } from '@playwright/test';
import { expect, settledVisitor, test } from '../support/fixtures';
import { API_URL, HOST_URL } from '../support/ports';
import { fillRegistration, hostLink, latestMail, logIn, solveCaptcha, submitRegistration, uniqueEmail } from './account-helpers';

/**
 * Signed-in buyers' pages are rendered on the host's server too (issue 36),
 * with what the API answers them (their name, their Wishlisted and Added
 * marks), from their session cookie, which the server passes on to the API
 * for their page's calls only. The server renders many pages at once, each
 * with page state of its own: no visitor's data may reach another's page.
 */

const PASSWORD = 'Orchard-Lane8';
const SERVER_RENDERED = 'id=gbx-server-render';

/** A new buyer, registered through the form, verified from the mail and logged in, in a browser context of their own. */
async function newBuyer(page: Page, firstname: string, lastname: string): Promise<void> {
  await settledVisitor(page, '/register/Buyer');
  const email = uniqueEmail(firstname.toLowerCase());
  await fillRegistration(page, { firstname, lastname, email, password: PASSWORD });
  await solveCaptcha(page);
  await submitRegistration(page);
  await page.getByRole('dialog', { name: 'Message' }).getByRole('button', { name: 'Close' }).click();
  await page.waitForURL('**/login');
  await page.goto(hostLink(await latestMail(page.request, email, /Verify your e-mail address/), '/verify-email/'));
  await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'Close' }).click();
  await logIn(page, email, PASSWORD);
  await page.waitForURL('**/buyer-dashboard');
}

/** A buyer call with the page's session cookie, as the pages make it. */
async function buyerCall(page: Page, path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ({ url, data }) => (await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })).json(),
    { url: `${API_URL}${path}`, data: body },
  );
}

/** The Cookie header the context's browser sends with a page's request to the host. */
async function pageCookies(context: BrowserContext): Promise<string> {
  return (await context.cookies(HOST_URL)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** A product every buyer here may buy (in stock, sold in their country). */
async function buyableProduct(page: Page): Promise<string> {
  const listing = await (await page.request.post(`${API_URL}/api/marketplace/product-list`, { data: { offset: 24 } })).json();
  const item = (listing.product_list as Array<{ GBXProductID: string; QTYAvailable: boolean; CountryAvailability: boolean | number }>).find(
    (candidate) => candidate.QTYAvailable && Boolean(candidate.CountryAvailability),
  );
  if (!item) throw new Error('no product a buyer may buy on that page');
  return item.GBXProductID;
}

test('a signed-in buyer gets their page rendered on the server, never stored by a cache, and React takes it over with no error', async ({ page }) => {
  await newBuyer(page, 'Nadia', 'Render');
  const answer = await page.request.get('/about-us', { headers: { accept: 'text/html' } });
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  expect(html).toContain(SERVER_RENDERED);
  expect(html).toContain('Nadia');

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/about-us');
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toContainText('Nadia');
  expect(problems).toEqual([]);
});

test("two buyers and a visitor, 200 pages rendered twelve at a time: each document holds its own visitor's data and nobody else's", async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [first, second, visitor] = await Promise.all(contexts.map((context) => context.newPage()));
  try {
    await Promise.all([newBuyer(first!, 'Ottilie', 'Marsh'), newBuyer(second!, 'Bertrand', 'Vale'), settledVisitor(visitor!, '/landing-marketplace')]);
    // One product, in one buyer's cart and in the other's wishlist.
    const product = await buyableProduct(first!);
    expect((await buyerCall(first!, '/api/buyer/add-shoping-cart', { gbxproductid: product })).status).toBe('1');
    expect((await buyerCall(second!, '/api/buyer/add-wish-list', { gbxproductid: product })).status).toBe('1');

    // The buttons' texts (§4: Added, Wishlisted), as elements' own text.
    const added = />\s*Added\s*</;
    const wishlisted = />\s*Wishlisted\s*</;
    const who = [
      { name: 'Ottilie', cookie: await pageCookies(contexts[0]!), shows: [/Ottilie/, added], never: [/Bertrand/, wishlisted] },
      { name: 'Bertrand', cookie: await pageCookies(contexts[1]!), shows: [/Bertrand/, wishlisted], never: [/Ottilie/, added] },
      { name: 'the visitor', cookie: await pageCookies(contexts[2]!), shows: [/>\s*Login\s*</], never: [/Ottilie/, /Bertrand/, wishlisted, added] },
    ];
    // Twelve in flight at a time (four of each visitor), 200 in all, in turn.
    const documents: Array<{ visit: (typeof who)[number]; cacheControl: string | null; html: string }> = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (next < 200) {
          const visit = who[next++ % who.length]!;
          const response = await fetch(`${HOST_URL}/product-detail/${product}`, { headers: { accept: 'text/html', cookie: visit.cookie } });
          documents.push({ visit, cacheControl: response.headers.get('cache-control'), html: await response.text() });
        }
      }),
    );
    expect(documents).toHaveLength(200);
    // The host sends the page the browser renders when a render's API calls
    // take longer than 1.5 s (render-page.tsx): on a machine busy with other
    // tests a few of the 200 may. Such a document carries nobody's data and is
    // checked for that; the leak check is on the rendered ones, which must
    // still be nearly all of them, so the test cannot pass without renders
    // running twelve at a time.
    const rendered = documents.filter(({ html }) => html.includes(SERVER_RENDERED));
    expect(rendered.length, 'documents the server rendered, of 200').toBeGreaterThanOrEqual(180);
    for (const visit of who) expect(rendered.filter((document) => document.visit === visit).length, `${visit.name}'s rendered documents`).toBeGreaterThan(50);
    for (const { visit, html } of documents) for (const text of visit.never) expect(html, `${visit.name}'s document`).not.toMatch(text);
    for (const { visit, cacheControl, html } of rendered) {
      expect(cacheControl).toBe('private, no-store');
      // What the page shows, without the answers and styles around it; nothing of another, anywhere in the document.
      const shown = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
      for (const text of visit.shows) expect(shown, `${visit.name}'s document`).toMatch(text);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a buyer whose session cookie does not reach the host gets the page their browser renders', async ({ page }) => {
  await newBuyer(page, 'Ines', 'Elsewhere');
  const cookies = (await page.context().cookies(HOST_URL)).filter((cookie) => cookie.name !== 'gbx_session');
  const html = await (await fetch(`${HOST_URL}/about-us`, { headers: { accept: 'text/html', cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') } })).text();
  expect(html).not.toContain(SERVER_RENDERED);
});
