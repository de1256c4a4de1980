import type { Page } from '@playwright/test';
import { browseArea, collectPageErrors } from '../support/count-tiles';
import { expect, settledVisitor, test } from '../support/fixtures';
import { editProduct, productInStock, revisitUntil } from '../support/catalogue-edits';

/**
 * A catalogue change written to the database while everything runs (issue 40):
 * the vendor back office is not part of this product, so the development route
 * /dev/catalogue/product stands for it, a plain UPDATE of the products table.
 * What the visitor then sees through the host comes the way it would after any
 * write: each API process notices the change (catalogue-watch.ts), empties its
 * page cache, sets its search index aside and rebuilds it. No restart.
 *
 * How fast (the goal is 5 s) is measured by `npm run bench:catalogue`, not
 * asserted here: these tests wait for what they check, as long as a slow
 * machine needs.
 */

/** A product near the end of the seeded catalogue (other specs read the first ones), in stock. */
const productInOwnRange = (page: Page) => productInStock(page, 2990, 90);

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('a new title is found by its new word in advanced search, with no restart, and the old title is back after', async ({ page }) => {
  await settledVisitor(page, '/landing-marketplace');
  const product = await productInOwnRange(page);
  const search = '/advance-search?keyword=quorvexine';
  const card = browseArea(page).locator(`a[href*="/product-detail/${product.GBXProductID}"]`).first();
  await page.goto(search);
  await expect(browseArea(page).getByTestId('total-results')).toBeVisible();
  await expect(card).toHaveCount(0);

  const title = `${product.ProductTitle} Quorvexine`;
  await editProduct(page, { gbxproductid: product.GBXProductID, title });
  try {
    await revisitUntil(page, search, async () => {
      await expect(browseArea(page).getByTestId('total-results')).toHaveText('Total Results 1', { timeout: 5000 });
    });
    await expect(card).toBeVisible();
    await expect(browseArea(page).getByText(title)).toBeVisible();
  } finally {
    await editProduct(page, { gbxproductid: product.GBXProductID, title: product.ProductTitle });
  }
  await revisitUntil(page, search, async () => {
    await expect(browseArea(page).getByTestId('total-results')).toBeVisible({ timeout: 5000 });
    await expect(card).toHaveCount(0);
  });
});

test('a stock count of 0 shows OUT OF STOCK on the product page, though the page was just served', async ({ page }) => {
  await settledVisitor(page, '/landing-marketplace');
  const product = await productInOwnRange(page);
  const address = `/product-detail/${product.GBXProductID}`;
  const area = page.locator('[data-remote="mf_product"]');
  await page.goto(address);
  await expect(area.getByRole('heading', { name: product.ProductTitle })).toBeVisible();
  await expect(area.getByTestId('badge-out-of-stock')).toHaveCount(0);

  await editProduct(page, { gbxproductid: product.GBXProductID, stock_qty: 0 });
  try {
    await revisitUntil(page, address, async () => {
      await expect(area.getByTestId('badge-out-of-stock')).toHaveText('OUT OF STOCK', { timeout: 5000 });
    });
  } finally {
    await editProduct(page, { gbxproductid: product.GBXProductID, stock_qty: product.StockQuantity });
  }
  await revisitUntil(page, address, async () => {
    await expect(area.getByRole('heading', { name: product.ProductTitle })).toBeVisible({ timeout: 5000 });
    await expect(area.getByTestId('badge-out-of-stock')).toHaveCount(0);
  });
});
