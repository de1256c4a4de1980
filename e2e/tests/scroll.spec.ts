import { expect, settledVisitor, test } from '../support/fixtures';
import { cards } from '../support/listings';

/**
 * Scroll positions across pages (the host's useScrollRestoration): a new page
 * opens at its top, back returns to where the visitor was, and a listing's
 * own query-string changes leave the scroll to the listing.
 */
test('a new page opens at the top and back returns to the place on the listing', async ({ page }) => {
  await settledVisitor(page, '/deals-promotion');
  await expect(cards(page)).toHaveCount(12);
  const card = cards(page).nth(8);
  await card.scrollIntoViewIfNeeded();
  const where = await page.evaluate(() => window.scrollY);
  expect(where).toBeGreaterThan(300);
  await card.getByRole('heading').getByRole('link').click();
  await page.waitForURL('**/product-detail/**');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(cards(page)).toHaveCount(12);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(where);
});
