import type { Page } from '@playwright/test';
import { branchToLevelFour, subcategories, topCategories } from '../support/categories';
import { browseArea, collectPageErrors, getFromApi } from '../support/count-tiles';
import { expect, postWithStoredDevice, settledVisitor, test } from '../support/fixtures';

/**
 * Every search link carries its search, and opening any search address runs
 * it (issue 37 item 8): an advanced-search address without page= shows its
 * results; the landing page's category links, the product page's breadcrumb
 * and 'See More Related Products' open the same results in a new tab as with
 * a click. A category filter is named by its path, each level removable
 * (item 4). Totals are the API's own answers; nothing is hard-coded.
 */

const SEARCH = '/api/advance-search/advance-search';

const search = (page: Page, fields: Record<string, unknown>) =>
  postWithStoredDevice<{ product_count: number; product_list: Array<{ GBXProductID: string }> }>(page, SEARCH, { limit: 12, offset: 0, ...fields });
const total = (page: Page) => browseArea(page).getByTestId('total-results');
const expectTotal = (page: Page, count: number) => expect(total(page)).toHaveText(`Total Results ${count.toLocaleString('en')}`);

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('an advanced-search address without page= runs its search, in a new tab as after a reload', async ({ page, context }) => {
  await settledVisitor(page, '/landing-marketplace');
  const [top] = await topCategories(page);
  const expected = await search(page, { category: top!.id });
  const tab = await context.newPage();
  await tab.goto(`/advance-search?category=${top!.id}`);
  await expectTotal(tab, expected.product_count);
  // The form is collapsed: the address had a search, so it shows its results.
  await expect(browseArea(tab).getByRole('button', { name: 'EXPAND' })).toHaveAttribute('aria-expanded', 'false');
  await tab.reload();
  await expectTotal(tab, expected.product_count);
});

test('the landing page’s category links carry their category: a new tab shows what the count says', async ({ page, context }) => {
  await settledVisitor(page, '/landing-marketplace');
  const [top, one] = await branchToLevelFour(page);
  const browser = browseArea(page).getByTestId('category-browser');
  const topLink = browser.locator('[data-level="1"]').filter({ hasText: top.name }).getByRole('link').first();
  const href = await topLink.getAttribute('href');
  expect(new URL(href!, 'http://x').searchParams.get('category')).toBe(String(top.id));

  const tab = await context.newPage();
  await tab.goto(href!);
  await expectTotal(tab, top.count);

  // A level-2 link carries both levels, and its count is what it finds too.
  await browser.getByRole('button', { name: `Sub-categories of ${top.name}`, exact: true }).first().click();
  const oneLink = browser.locator('[data-level="2"]').filter({ hasText: one.name }).getByRole('link').first();
  const oneHref = new URL((await oneLink.getAttribute('href'))!, 'http://x');
  expect(Object.fromEntries(oneHref.searchParams)).toEqual({ category: String(top.id), subcategoryone: String(one.id), page: '1' });
  await tab.goto(oneHref.pathname + oneHref.search);
  await expectTotal(tab, one.count);
});

test('the product page’s breadcrumb and See More Related Products carry their search', async ({ page, context }) => {
  await settledVisitor(page, '/landing-marketplace');
  const [top, one, two, three] = await branchToLevelFour(page);
  const found = await search(page, { category: top.id, subcategoryone: one.id, subcategorytwo: two.id, subcategorythree: three.id });
  const gbx = found.product_list[0]!.GBXProductID;
  await page.goto(`/product-detail/${gbx}`);
  const crumbs = page.getByRole('navigation', { name: 'Category' }).getByRole('link');
  await expect(crumbs).toHaveText([top.name, one.name, two.name, three.name]);
  const second = new URL((await crumbs.nth(1).getAttribute('href'))!, 'http://x');
  expect(Object.fromEntries(second.searchParams)).toEqual({ category: String(top.id), subcategoryone: String(one.id), page: '1' });

  const more = page.getByTestId('see-more-related');
  const moreHref = (await more.getAttribute('href'))!;
  const tab = await context.newPage();
  await tab.goto(moreHref);
  await expectTotal(tab, found.product_count);
  await expect(tab.getByTestId('product-tile').first()).toBeVisible();
});

test('a listing names its category filter by its path, after a reload too, and each level can be removed', async ({ page }) => {
  await settledVisitor(page, '/deals-promotion');
  const tops = await getFromApi<{ Category: Array<{ id: number; category_name: string }> }>(page, '/api/commen/category-list?discounted_product=1');
  const top = tops.Category[0]!;
  const [child] = await subcategories(page, 1, top.id, { discounted_product: 1 });
  await page.goto(`/deals-promotion?catVal=2&subcatID=${child!.id}`);
  const chip = browseArea(page).getByTestId('category-filter');
  // Server-rendered from the address alone: the path, top first, each level a button.
  await expect(chip).toContainText('Category:');
  await expect(chip.getByRole('button')).toHaveText([top.category_name, child!.name]);
  await chip.getByRole('button', { name: `Remove ${child!.name}` }).click();
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ catVal: '1', subcatID: String(top.id) });
  await expect(chip.getByRole('button')).toHaveText([top.category_name]);
  await chip.getByRole('button', { name: `Remove ${top.category_name}` }).click();
  await expect(chip).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

test('the advanced search shows its category path as chips, one per level; removing a level removes those below it', async ({ page }) => {
  await settledVisitor(page, '/landing-marketplace');
  const [top, one, two] = await branchToLevelFour(page);
  await page.goto(`/advance-search?category=${top.id}&subcategoryone=${one.id}&subcategorytwo=${two.id}`);
  const chips = browseArea(page).getByTestId('chosen-filters');
  await expect(chips.getByRole('link')).toHaveText([`Category: ${top.name}`, `Sub-Category 1: ${one.name}`, `Sub-Category 2: ${two.name}`]);
  await chips.getByRole('link', { name: `Remove filter Sub-Category 1: ${one.name}` }).click();
  await expect(chips.getByRole('link')).toHaveText([`Category: ${top.name}`]);
  expect(new URL(page.url()).searchParams.get('subcategoryone')).toBeNull();
  await expectTotal(page, top.count);
});
