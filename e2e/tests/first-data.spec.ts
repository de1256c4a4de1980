import type { Page } from '@playwright/test';
import { expect, settledVisitor, test } from '../support/fixtures';

/**
 * A page's first data starts loading with its code (issue 16): the host asks
 * the route to prefetch it as soon as the route module is in, and the page
 * then finds it instead of asking again. These check the two halves agree: one
 * request, for the very page the address shows (a prefetch of another key
 * would show up as a second request).
 */

function countCalls(page: Page, apiPath: string): { bodies: Array<Record<string, unknown>> } {
  const seen = { bodies: [] as Array<Record<string, unknown>> };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === apiPath) seen.bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return seen;
}

test.describe('the first data of a page', () => {
  test('a listing opened at page 2 asks for its products once, for page 2', async ({ page }) => {
    await settledVisitor(page);
    const calls = countCalls(page, '/api/marketplace/product-list');
    await page.goto('/deals-promotion?page=2');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('[data-remote="mf_browse"]').getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(calls.bodies).toHaveLength(1);
    expect(calls.bodies[0]).toMatchObject({ discounted_product: 1, offset: 12 });
  });

  test('a product page asks for its product once', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    const id = await page.getByTestId('product-tile').first().getAttribute('data-product');
    const calls = countCalls(page, '/api/product/product-detail/' + id);
    await page.goto(`/product-detail/${id}`);
    await expect(page.getByTestId('product-detail')).toBeVisible();
    expect(calls.bodies).toHaveLength(1);
  });
});
