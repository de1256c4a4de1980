import type { Page } from '@playwright/test';
import { browseArea, collectPageErrors, countText } from '../support/count-tiles';
import { expect, postWithStoredDevice, settledVisitor, test } from '../support/fixtures';
import { CALLS, expectCards, listingFor } from '../support/listings';

/**
 * A place's address alone rebuilds its page (§2.1, issue 37 item 1): the
 * products and vendors of a postal code are the same whether the page is
 * reached by a click, opened from its link in a new tab, typed bare
 * (/product-result/560001) or reloaded, and the server's page and the
 * browser's agree (no hydration error).
 */

let pageErrors: string[] = [];
let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
  expect(consoleErrors.filter((text) => /#418|#423|hydrat/i.test(text))).toEqual([]);
});

const heading = (page: Page) => browseArea(page).getByRole('heading', { level: 1 });
const total = (page: Page) => browseArea(page).getByTestId('listing-total');
const unknownPlace = (page: Page) => browseArea(page).getByText(/We know no city, postal code, state or country called|We do not know a place called/);

/** The visitor's city as the landing shows it: its postal code and country. */
async function visitorsPostalCode(page: Page) {
  await settledVisitor(page, '/landing-shop');
  return postWithStoredDevice<{ PostalCode: string; countryCode: string }>(page, '/api/landing/landing-city');
}

test('a postal code’s products: the same from a click, its link in a new tab, the bare address and a reload', async ({ page, context }) => {
  const { PostalCode: postal, countryCode } = await visitorsPostalCode(page);
  const answer = await listingFor(page, CALLS.location, { postalname: postal, name: postal, code: countryCode });
  expect(answer.product_count).toBeGreaterThan(0);
  const shown = countText(answer.product_count, 'product');

  await browseArea(page).getByRole('link', { name: `Products LOCATED in Postal code ${postal}` }).click();
  await expect(heading(page)).toHaveText(`Products in ${postal}`);
  await expect(total(page)).toHaveText(shown);
  // The address says what the place is: a link copied from here needs nothing else.
  const link = new URL(page.url());
  expect(Object.fromEntries(link.searchParams)).toEqual({ condition: 'postal', code: countryCode });

  const tab = await context.newPage();
  const tabErrors = collectPageErrors(tab);
  await tab.goto(link.pathname + link.search);
  await expect(heading(tab)).toHaveText(`Products in ${postal}`);
  await expect(total(tab)).toHaveText(shown);
  await expectCards(tab, answer.product_list);

  // Typed or shared without its query string: the API finds the postal code by itself.
  await tab.goto(`/product-result/${encodeURIComponent(postal)}`);
  await expect(heading(tab)).toHaveText(`Products in ${postal}`);
  await expect(total(tab)).toHaveText(shown);
  await expect(unknownPlace(tab)).toHaveCount(0);
  expect(tabErrors).toEqual([]);

  await page.reload();
  await expect(heading(page)).toHaveText(`Products in ${postal}`);
  await expect(total(page)).toHaveText(shown);
  await expectCards(page, answer.product_list);
});

test('a postal code’s vendors: the bare address lists those of the postal code', async ({ page }) => {
  const { PostalCode: postal, countryCode } = await visitorsPostalCode(page);
  const answer = await postWithStoredDevice<{ product_count: number }>(page, '/api/vendor-search/vendor-list-location', {
    postalname: postal,
    name: postal,
    code: countryCode,
    condition: 'postal',
    offset: 0,
  });
  expect(answer.product_count).toBeGreaterThan(0);
  await page.goto(`/vendor-result/${encodeURIComponent(postal)}`);
  await expect(browseArea(page).getByTestId('vendor-count')).toHaveText(countText(answer.product_count, 'vendor'));
  await expect(unknownPlace(page)).toHaveCount(0);
  await page.reload();
  await expect(browseArea(page).getByTestId('vendor-count')).toHaveText(countText(answer.product_count, 'vendor'));
});
