import type { Page } from '@playwright/test';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { browseArea, collectPageErrors } from '../support/count-tiles';
import { expect, postWithStoredDevice, settledVisitor, test } from '../support/fixtures';
import { CALLS, cards, expectCards, isListing, listingFor, type ListItem } from '../support/listings';
import { API_URL } from '../support/ports';

/**
 * Sort and paging (issue 38): the §9 sorts on the advanced search's results,
 * kept in the address; the pager's First, Last and Go to page on a listing
 * with many pages (deals). Every order and total is the API's own answer for
 * the page's stored device context; nothing is hard-coded.
 */

const SEARCH = '/api/advance-search/advance-search';
const DEALS = { discounted_product: 1, sort_by: 'DiscountedStatus' };

interface SearchAnswer {
  product_list: ListItem[];
  product_count: number;
}

const search = (page: Page, fields: Record<string, unknown>) => postWithStoredDevice<SearchAnswer>(page, SEARCH, { limit: 12, offset: 0, ...fields });
const pager = (page: Page) => browseArea(page).getByRole('navigation', { name: 'Pages' });
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('advanced search: a §9 sort reorders the results as the API does, lives in the address and survives a reload', async ({ page }) => {
  await settledVisitor(page, '/advance-search?newproduct=1&page=1');
  const unsorted = await search(page, { newproduct: 1 });
  const byPrice = await search(page, { newproduct: 1, sort_by: 'Low' });
  const byTitle = await search(page, { newproduct: 1, sort_by: 'Z' });
  expect(unsorted.product_count, 'more than a page of new products').toBeGreaterThan(12);
  // The sorts must change the API's order, or the test could not fail.
  expect(byPrice.product_list.map((item) => item.GBXProductID)).not.toEqual(unsorted.product_list.map((item) => item.GBXProductID));
  expect(byTitle.product_list.map((item) => item.GBXProductID)).not.toEqual(byPrice.product_list.map((item) => item.GBXProductID));
  await expectCards(page, unsorted.product_list);

  const sort = browseArea(page).getByLabel('Sort', { exact: true });
  await expect(sort).toHaveValue('');
  await expect(sort.locator('option')).toHaveText(['Sort by', 'Price-Low to High', 'Price-High to Low', 'Title A-Z', 'Title Z-A', 'Most Viewed', 'Bestsellers', 'Reset']);

  const asked = page.waitForRequest((request) => isListing(request, SEARCH, { newproduct: 1, sort_by: 'Low', offset: 0 }));
  await sort.selectOption({ label: 'Price-Low to High' });
  await asked;
  await expect.poll(() => searchParams(page)).toEqual({ newproduct: '1', sort: 'Low', page: '1' });
  await expectCards(page, byPrice.product_list);

  // Page 2 keeps the sort (offset 12).
  const pageTwo = await search(page, { newproduct: 1, sort_by: 'Low', offset: 12 });
  await pager(page).getByRole('link', { name: 'Page 2' }).click();
  await expect.poll(() => searchParams(page)).toEqual({ newproduct: '1', sort: 'Low', page: '2' });
  await expectCards(page, pageTwo.product_list);

  // Another sort starts again at page 1.
  await sort.selectOption({ label: 'Title Z-A' });
  await expect.poll(() => searchParams(page)).toEqual({ newproduct: '1', sort: 'Z', page: '1' });
  await expectCards(page, byTitle.product_list);

  // A reload (the server's render, then the scripts) rebuilds it from the address alone.
  await page.reload();
  await expect(sort).toHaveValue('Z');
  await expectCards(page, byTitle.product_list);
  await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));

  // A sort the page does not offer is read as none.
  await page.goto('/advance-search?newproduct=1&sort=%3Cb%3E&page=1');
  await expect(sort).toHaveValue('');
  await expectCards(page, unsorted.product_list);
});

test('the advance-search call refuses no sort it does not know: it reads it as none, as the listings do', async ({ request }) => {
  const answer = (sort_by: string) => request.post(`${API_URL}${SEARCH}`, { data: { newproduct: 1, limit: 12, offset: 0, sort_by } });
  const plain = await (await answer('')).json();
  const unknown = await answer('sideways');
  expect(unknown.status()).toBe(200);
  expect((await unknown.json()).product_list).toEqual(plain.product_list);
});

test('deals pager: Last reaches the last page, Go to page reaches it too, a bad number is explained', async ({ page }) => {
  await settledVisitor(page, '/deals-promotion');
  await expect(cards(page)).toHaveCount(12);
  const first = await listingFor(page, CALLS.list, DEALS);
  const last = Math.ceil(first.product_count / 12);
  expect(last, 'more pages than the pager has links').toBeGreaterThan(10);
  const lastAnswer = await listingFor(page, CALLS.list, { ...DEALS, offset: 12 * (last - 1) });

  await expect(pager(page).getByRole('link', { name: 'First page' })).toHaveCount(0);
  await expect(pager(page).getByRole('link', { name: 'Last page' })).toHaveAttribute('href', `/deals-promotion?page=${last}`);
  await pager(page).getByRole('link', { name: 'Last page' }).click();
  await expect.poll(() => searchParams(page)).toEqual({ page: String(last) });
  await expectCards(page, lastAnswer.product_list);
  await expect(pager(page).getByRole('link', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).getByRole('link', { name: 'Last page' })).toHaveCount(0);

  await pager(page).getByRole('link', { name: 'First page' }).click();
  await expect.poll(() => searchParams(page)).toEqual({});
  await expectCards(page, first.product_list);

  // The form's code comes when the pager comes near the screen (it sits below the cards).
  await pager(page).scrollIntoViewIfNeeded();
  const goTo = pager(page).getByRole('spinbutton', { name: 'Go to page' });
  await expect(goTo).toHaveAttribute('max', String(last));
  for (const bad of [String(last + 1), '0']) {
    await goTo.fill(bad);
    await goTo.press('Enter');
    await expect(pager(page).getByRole('alert')).toHaveText(`Enter a page number from 1 to ${last}.`);
    await expect(goTo).toHaveAttribute('aria-invalid', 'true');
    expect(searchParams(page)).toEqual({});
  }
  await goTo.fill(String(last));
  await goTo.press('Enter');
  await expect.poll(() => searchParams(page)).toEqual({ page: String(last) });
  await expectCards(page, lastAnswer.product_list);
  await expect(pager(page).getByRole('alert')).toHaveCount(0);
  await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
});

test('deals pager at 375 px: nothing overflows, the links are real addresses before the scripts run', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await settledVisitor(page, '/deals-promotion?page=50');
  await expect(pager(page).getByRole('link', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
  await pager(page).scrollIntoViewIfNeeded();
  await expect(pager(page).getByRole('button', { name: 'Go' })).toBeVisible();
  const box = await pager(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await pager(page).evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);

  // The server's render, without scripts: First, the window and Last are real addresses that page the listing.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const bare = await context.newPage();
  await bare.goto(page.url());
  const links = bare.getByRole('navigation', { name: 'Pages' });
  await expect(links.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/deals-promotion');
  await expect(links.getByRole('link', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
  await links.getByRole('link', { name: 'Last page' }).click();
  await expect(links.getByRole('link', { name: 'Last page' })).toHaveCount(0);
  const last = await links.getByRole('link', { name: /^Page \d+$/ }).last().getAttribute('aria-label');
  await expect(links.getByRole('link', { name: last! })).toHaveAttribute('aria-current', 'page');
  expect(new URL(bare.url()).searchParams.get('page')).toBe(last!.replace('Page ', ''));
  await context.close();
});
