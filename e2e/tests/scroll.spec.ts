import { expect, holdScripts, settledVisitor, test, waitForInteractive } from '../support/fixtures';
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

test('a reload of a page the server renders is back where the visitor was before its scripts run, and stays there once they have', async ({ page }) => {
  await settledVisitor(page, '/deals-promotion');
  await expect(cards(page)).toHaveCount(12);
  await cards(page).nth(8).scrollIntoViewIfNeeded();
  const where = await page.evaluate(() => window.scrollY);
  expect(where).toBeGreaterThan(300);
  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(where);
  // A visitor who presses something now is not moved away from it when the scripts arrive.
  scripts.release();
  await waitForInteractive(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(where);
});
