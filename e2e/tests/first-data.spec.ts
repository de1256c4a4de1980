import type { Page } from '@playwright/test';
import { expect, settledVisitor, test } from '../support/fixtures';

/**
 * A page's first data starts loading with its code (issue 16): the host asks
 * the route to prefetch it as soon as the route module is in, and the page
 * then finds it instead of asking again. This checks the two halves agree: one
 * request (a prefetch of another key would show up as a second request).
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
  test('a product page asks for its product once', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    const id = await page.getByTestId('product-tile').first().getAttribute('data-product');
    const calls = callsUnder(page, '/api/product/product-detail/');
    await page.goto(`/product-detail/${id}`);
    await expect(page.getByTestId('product-detail')).toBeVisible();
    expect(calls).toEqual([`/api/product/product-detail/${id}`]);
  });
});
