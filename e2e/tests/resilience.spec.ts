import { expect, revealFooter, settledVisitor, test, waitForInteractive } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';

/**
 * A remote that is down never blanks the page: its routes show a fallback with
 * a retry button, the other areas keep working, and once it is back the retry
 * renders it without a page reload.
 */
test.beforeEach(async ({ page }) => settledVisitor(page));
const PRODUCT_MANIFEST = `http://localhost:${E2E_PORTS.mf_product}/mf-manifest.json`;

test('a blocked remote shows its fallback, the rest works, and retry recovers it without reload', async ({ page }) => {
  await page.route(PRODUCT_MANIFEST, (route) => route.abort('connectionrefused'));
  await page.goto('/product-detail/GBX00000007');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const fallback = page.getByRole('alert').filter({ hasText: 'Product details is temporarily unavailable' });
  await expect(fallback).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('link', { name: 'GBX Marketplace home' })).toBeVisible();

  // Other areas still work while mf_product is down.
  await revealFooter(page);
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.locator('[data-remote="mf_static"]').getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible();

  // The remote comes back: retry renders it in the same document.
  await page.unroute(PRODUCT_MANIFEST);
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="mf_product"]').getByTestId('product-detail').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('while an area loads, its place shows the shape of a page and screen readers hear Loading…', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('[data-remote="mf_static"]').getByRole('heading', { name: 'About us' })).toBeVisible();
  // The server's page shows before React runs it; until then the Login link loads a new document.
  await waitForInteractive(page);
  // From now on the account area's files wait until the test lets them through
  // (its manifest may have been fetched already: it is the code that is held).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${E2E_PORTS.mf_account}/**`, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('link', { name: 'Login' }).click();
  const loading = page.getByTestId('area-loading');
  await expect(loading).toBeVisible();
  await expect(loading.getByRole('status')).toHaveText('Loading…');
  // A heading, a line and a body, sized before the page arrives.
  const box = await loading.boundingBox();
  expect(box?.height).toBeGreaterThan(300);

  release();
  await expect(page.locator('[data-remote="mf_account"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a remote whose manifest hangs falls back within a few seconds', async ({ page }) => {
  // Never answer: the host's manifest timeout must give up on its own.
  await page.route(PRODUCT_MANIFEST, () => undefined);
  await page.goto('/product-detail/GBX-8');
  // Two attempts of 3 s each, then the fallback: well inside this bound.
  await expect(page.getByRole('alert').filter({ hasText: 'Product details is temporarily unavailable' })).toBeVisible({ timeout: 10_000 });
  await revealFooter(page);
  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page.locator('[data-remote="mf_static"]').getByRole('heading', { name: 'About us' })).toBeVisible();
});

test('a broken remotes.json still renders the shell with fallbacks', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"mf_browse": 42}' }));
  await page.goto('/about-us');
  await expect(page.getByRole('alert').filter({ hasText: 'Information pages is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

/** Each remote, a page of it, its name in the fallback and what its page shows once it is back. */
const AREAS = [
  { remote: 'mf_browse', port: E2E_PORTS.mf_browse, path: '/deals-promotion', name: 'Browsing and listings', shows: 'Discounted Products' },
  { remote: 'mf_product', port: E2E_PORTS.mf_product, path: '/product-detail/GBX00000007', name: 'Product details', shows: 'Lowest available prices' },
  { remote: 'mf_account', port: E2E_PORTS.mf_account, path: '/login', name: 'Your account', shows: 'Forgot Your Password' },
  { remote: 'mf_static', port: E2E_PORTS.mf_static, path: '/about-us', name: 'Information pages', shows: 'Who we are' },
] as const;

for (const area of AREAS) {
  test(`${area.remote}: down as a whole while its page loads (every file of its origin), Try again brings it back without a reload`, async ({ page }) => {
    // A real outage: not the manifest only, every request to the remote's origin fails.
    const origin = `http://localhost:${area.port}/**`;
    await page.route(origin, (route) => route.abort('connectionrefused'));
    await page.goto(area.path);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const fallback = page.getByRole('alert').filter({ hasText: `${area.name} is temporarily unavailable` });
    await expect(fallback).toBeVisible({ timeout: 15_000 });

    await page.unroute(origin);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(`[data-remote="${area.remote}"]`)).toContainText(area.shows);
    await expect(fallback).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}
