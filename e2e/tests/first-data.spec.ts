import type { Page } from '@playwright/test';
import { expect, loadRenderedInBrowser, settledVisitor, test, waitForInteractive } from '../support/fixtures';

/**
 * A page's first data is declared once, by its route's loader (issue 36): the
 * host's server loads it before it renders the page, which comes with it (the
 * browser asks for none of it); going to another page in the browser, the
 * same loader asks for it as the address changes, and the page then finds it
 * instead of asking again. This checks the two halves agree: one request (a
 * loader asking under another key would show up as a second request).
 */

/** The paths of the POST calls under `prefix` the page makes from now on. */
function callsUnder(page: Page, prefix: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith(prefix)) paths.push(path);
  });
  return paths;
}

test.describe('the first data of a page', () => {
  test('a product page the browser renders asks for its product once', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    const id = await page.getByTestId('product-tile').first().getAttribute('data-product');
    const calls = callsUnder(page, '/api/product/product-detail/');
    await loadRenderedInBrowser(page, `/product-detail/${id}`);
    await expect(page.getByTestId('product-detail')).toBeVisible();
    expect(calls).toEqual([`/api/product/product-detail/${id}`]);
  });

  test("going from a listing to a product, the product's loader and its page ask for it once, between them", async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    await waitForInteractive(page);
    const tile = page.getByTestId('product-tile').first();
    const id = await tile.getAttribute('data-product');
    const calls = callsUnder(page, '/api/product/product-detail/');
    await tile.getByRole('link').first().click();
    await page.waitForURL(`**/product-detail/${id}`);
    await expect(page.getByTestId('product-detail')).toBeVisible();
    expect(calls).toEqual([`/api/product/product-detail/${id}`]);
  });

  test('a product page the server rendered asks for nothing of what it shows', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    const id = await page.getByTestId('product-tile').first().getAttribute('data-product');
    const calls = callsUnder(page, '/api/');
    const document = await page.goto(`/product-detail/${id}`);
    expect(await document?.text()).toContain('id=gbx-server-render');
    await waitForInteractive(page);
    await expect(page.getByTestId('product-detail')).toBeVisible();
    // The product, the header's counts: in the document. What a visitor's next step needs loads later, on demand.
    expect(calls.filter((path) => path.startsWith('/api/product/product-detail/') || path === '/api/commen/location-count')).toEqual([]);
  });

  test('the advanced search the browser renders asks for the country list once, and shows it', async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    const calls = callsUnder(page, '/api/commen/country-list');
    await loadRenderedInBrowser(page, '/advance-search');
    const countries = page.getByTestId('advanced-search-form').getByRole('combobox', { name: 'Products located in country' });
    await expect(countries.locator('option')).not.toHaveCount(0);
    await expect.poll(() => countries.locator('option').count()).toBeGreaterThan(100);
    expect(calls).toEqual(['/api/commen/country-list']);
  });
});

/**
 * A page's own scripts start downloading beside its remote's entry (issue 16):
 * the remote's manifest names them (routePages, tooling/webpack/route-pages-plugin.cjs)
 * and the host preloads them. A preload the remote's chunk loading did not take
 * (another address, another mode) would show up as a second request.
 */
test.describe('the first scripts of a page', () => {
  test('a product page preloads its chunks and the catalogue from mf-product, and downloads each once', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    const id = await page.getByTestId('product-tile').first().getAttribute('data-product');
    const productOrigin = await page.evaluate(async () => ((await (await fetch('/remotes.json')).json()) as Record<string, string>).mf_product);
    const origin = new URL(productOrigin!).origin;
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) requested.push(url.pathname);
    });
    await page.goto(`/product-detail/${id}`);
    // The vendor's HTML, sanitized: the sanitizer (loaded when the panel nears the screen, not preloaded) has come too.
    await expect(page.getByTestId('additional-info').locator('[dir="auto"]')).toBeVisible();
    const preloaded = await page.$$eval('link[rel="preload"][as="script"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
    const fromProduct = preloaded.filter((href) => href.startsWith(origin)).map((href) => new URL(href).pathname);
    // The page's own files, as the remote's manifest names them (file names carry no route name).
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), `${origin}/mf-manifest.json`);
    const pageFiles = (manifest.routePages.productDetail.js as string[]).map((file) => `/${file}`);
    expect(pageFiles.length).toBeGreaterThan(0);
    for (const path of pageFiles) expect(fromProduct, `preloads the page's ${path}`).toContain(path);
    // The page's chunk and the catalogue's: more than the page's own file.
    expect(fromProduct.length).toBeGreaterThanOrEqual(2);
    for (const path of fromProduct) expect(requested, `${path} is downloaded`).toContain(path);
    expect(requested.filter((path, index) => requested.indexOf(path) !== index), 'no script downloaded twice').toEqual([]);
  });
});
