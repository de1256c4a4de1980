import type { Locator, Page } from '@playwright/test';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { collectPageErrors } from '../support/count-tiles';
import { agreeBeforeLoad, expect, holdScripts, settledVisitor, test, waitForInteractive } from '../support/fixtures';
import { cards } from '../support/listings';

/**
 * Compare products (issue 41) through the host, as a visitor: Compare on the
 * cards of a listing and on a product page, the bar that follows across
 * pages, the fifth refused, /compare?ids=… opened in a new browser (the
 * address alone makes the page, server-rendered), hiding the rows that are
 * the same, bad addresses, axe, Arabic and a phone. Nothing is hard-coded
 * but the seed's first product numbers: titles are read from the pages.
 */

const FULL = 'You can compare up to 4 products. Remove one first.';
const ROWS = 15;

const productArea = (page: Page) => page.locator('[data-remote="mf_product"]');
const bar = (page: Page) => page.getByRole('region', { name: 'Products to compare' });
const toggleIn = (scope: Locator) => scope.getByRole('button', { name: 'Compare', exact: true });
const table = (page: Page) => productArea(page).getByTestId('compare-table');
const productHeads = (page: Page) => table(page).locator('thead th[data-product]');
const productTitles = (page: Page) => productHeads(page).locator('a[dir="auto"]');

async function cardOf(page: Page, index: number) {
  const card = cards(page).nth(index);
  const id = (await card.getAttribute('data-product')) ?? '';
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  return { card, id, title };
}

/** The rows of the table: each row's name and its cells' texts. */
function tableRows(page: Page) {
  return table(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => ({ name: row.querySelector('th')?.textContent ?? '', cells: Array.from(row.querySelectorAll("td")).map((cell) => (cell as HTMLElement).innerText.trim()) })));
}

test('compare 3 products from a listing and a product page, then open the shared address in a new browser', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await settledVisitor(page, '/deals-promotion');
  await expect(cards(page).first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  // Two from the listing.
  const first = await cardOf(page, 0);
  const second = await cardOf(page, 1);
  for (const [index, chosen] of [first, second].entries()) {
    const toggle = toggleIn(chosen.card);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(bar(page).getByTestId('compare-count')).toHaveText(`${index + 1} of 4 chosen`);
  }
  await expect(bar(page).locator('li bdi')).toHaveText([first.title, second.title]);

  // A third from its product page, with the keyboard; the bar came along.
  const third = await cardOf(page, 2);
  await third.card.getByRole('heading').getByRole('link').click();
  await page.waitForURL(`**/product-detail/${third.id}`);
  await expect(productArea(page).getByTestId('gbx-id')).toHaveText(third.id);
  await expect(bar(page).getByTestId('compare-count')).toHaveText('2 of 4 chosen');
  const detailToggle = toggleIn(productArea(page));
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'false');
  await detailToggle.focus();
  await page.keyboard.press('Enter');
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(bar(page).getByTestId('compare-count')).toHaveText('3 of 4 chosen');

  // Compare now: the three, in the order chosen.
  const ids = [first.id, second.id, third.id];
  const titles = [first.title, second.title, third.title];
  await bar(page).getByRole('link', { name: 'Compare now' }).click();
  await page.waitForURL(`**/compare?ids=${ids.join(',')}`);
  await expect(productArea(page).getByRole('heading', { level: 1 })).toHaveText('Compare products');
  await expect(productTitles(page)).toHaveText(titles);
  await expect(table(page).locator('tbody th[scope="row"]')).toHaveText([
    'Prices',
    'Vendor',
    'Vendor place',
    'Condition',
    'Genuine or replica',
    'Customization',
    'Sample',
    'Lead days',
    'Age limit',
    'Delivery methods',
    'Warranty',
    'Volume discounts',
    'Rating',
    'Stock',
    'Available in your country',
  ]);
  const address = page.url();

  // Someone else's browser: no stored list, the same three from the address alone.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await agreeBeforeLoad(other);
    await other.goto(address);
    await expect(productTitles(other)).toHaveText(titles);
    await expect(bar(other)).toHaveCount(0);
    // Once a returning visitor, the host's server renders it: the products are there before any script runs.
    await waitForInteractive(other);
    const held = await holdScripts(other);
    await other.reload({ waitUntil: 'commit' });
    await expect(productTitles(other)).toHaveText(titles);
    held.release();
  } finally {
    await context.close();
  }
  expect(errors).toEqual([]);
});

test('a fifth product is refused with a message until one is removed', async ({ page }) => {
  await settledVisitor(page, '/deals-promotion');
  const chosen = await Promise.all([0, 1, 2, 3, 4].map((index) => cardOf(page, index)));
  for (const each of chosen.slice(0, 4)) await toggleIn(each.card).click();
  await expect(bar(page).getByTestId('compare-count')).toHaveText('4 of 4 chosen');

  const fifth = toggleIn(chosen[4]!.card);
  await fifth.click();
  await expect(chosen[4]!.card.getByRole('alert')).toHaveText(FULL);
  await expect(fifth).toHaveAttribute('aria-pressed', 'false');
  await expect(bar(page).locator('li bdi')).toHaveText(chosen.slice(0, 4).map((each) => each.title));

  // Taken out in the bar: the message goes, the card's toggle follows, and the fifth fits.
  await bar(page).getByRole('button', { name: `Remove ${chosen[0]!.title} from the comparison` }).click();
  await expect(bar(page).getByTestId('compare-count')).toHaveText('3 of 4 chosen');
  await expect(chosen[4]!.card.getByRole('alert')).toHaveText('');
  await expect(toggleIn(chosen[0]!.card)).toHaveAttribute('aria-pressed', 'false');
  await fifth.click();
  await expect(fifth).toHaveAttribute('aria-pressed', 'true');
  await expect(bar(page).getByTestId('compare-count')).toHaveText('4 of 4 chosen');

  // Kept in local storage: a reload shows the same list.
  await page.reload();
  await expect(bar(page).getByTestId('compare-count')).toHaveText('4 of 4 chosen');
  await expect(toggleIn(chosen[4]!.card)).toHaveAttribute('aria-pressed', 'true');
  await expectNoSevereViolations(page, { selector: '[data-testid="compare-bar"]', ready: bar(page) });

  await bar(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(toggleIn(chosen[4]!.card)).toHaveAttribute('aria-pressed', 'false');
});

test('a tab already open shows the bar as soon as another tab chooses a product, and loses it when the list is cleared', async ({ page, context }) => {
  await settledVisitor(page, '/deals-promotion');
  const other = await context.newPage();
  await other.goto('/featured-list');
  await waitForInteractive(other);
  await expect(bar(other)).toHaveCount(0);

  const first = await cardOf(page, 0);
  await toggleIn(first.card).click();
  await expect(bar(page).getByTestId('compare-count')).toHaveText('1 of 4 chosen');
  // The other tab hears it through the storage event, without a reload or a navigation.
  await expect(bar(other).getByTestId('compare-count')).toHaveText('1 of 4 chosen');
  await expect(bar(other).locator('li bdi')).toHaveText([first.title]);

  await bar(other).getByRole('button', { name: 'Clear all' }).click();
  await expect(bar(other)).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
  await expect(toggleIn(first.card)).toHaveAttribute('aria-pressed', 'false');
  await other.close();
});

test('hides the rows that are the same, and the address keeps the choice', async ({ page }) => {
  await settledVisitor(page, '/compare?ids=GBX00000001,GBX00000002,GBX00000003');
  await expect(productHeads(page)).toHaveCount(3);
  const hide = productArea(page).getByRole('checkbox', { name: 'Hide rows that are the same' });
  await expect(hide).not.toBeChecked();
  const all = await tableRows(page);
  expect(all).toHaveLength(ROWS);
  const same = all.filter((row) => row.cells.every((cell) => cell === row.cells[0]));

  await hide.check();
  await expect(page).toHaveURL(/[?&]same=hide(&|$)/);
  await expect(table(page).locator('tbody tr')).toHaveCount(ROWS - same.length);
  const shown = await tableRows(page);
  expect(shown.map((row) => row.name)).toEqual(all.filter((row) => !same.includes(row)).map((row) => row.name));
  for (const row of shown) expect(new Set(row.cells).size, row.name).toBeGreaterThan(1);
  if (same.length) await expect(productArea(page).getByTestId('hidden-rows')).toHaveText(`Rows hidden because every product has the same: ${same.length}`);

  await page.reload();
  await expect(hide).toBeChecked();
  await expect(table(page).locator('tbody tr')).toHaveCount(ROWS - same.length);
  await hide.uncheck();
  await expect(page).not.toHaveURL(/same=hide/);
  await expect(table(page).locator('tbody tr')).toHaveCount(ROWS);
});

test('a bad address says what it left out and never breaks', async ({ page }) => {
  const errors = collectPageErrors(page);
  await settledVisitor(page, '/compare?ids=GBX99999999,bad!id,GBX00000001,GBX00000001');
  await expect(productArea(page).getByTestId('compare-problems').locator('li')).toHaveText([
    'Not product numbers, left out: bad!id',
    'Named more than once, shown once: GBX00000001',
    'No product has this number: GBX99999999',
  ]);
  await expect(productHeads(page)).toHaveCount(1);
  await expect(productHeads(page)).toHaveAttribute('data-product', 'GBX00000001');

  await page.goto('/compare?ids=GBX00000001,GBX00000002,GBX00000003,GBX00000004,GBX00000005');
  await expect(productArea(page).getByTestId('compare-problems').locator('li')).toHaveText(['Only 4 products can be compared. Left out: GBX00000005']);
  await expect(productHeads(page)).toHaveCount(4);

  for (const path of ['/compare', '/compare?ids=', '/compare?ids=%3Cscript%3E']) {
    await page.goto(path);
    await expect(productArea(page).getByTestId('compare-empty').locator('p')).toHaveText('Nothing to compare yet. Choose up to 4 products with Compare on their cards or their pages.');
    await expect(productArea(page).getByTestId('compare-table')).toHaveCount(0);
  }
  await expect(productArea(page).getByTestId('compare-problems')).toHaveText('Not product numbers, left out: <script>');
  expect(errors).toEqual([]);
});

test('the compare page is accessible, with rows hidden too', async ({ page }) => {
  await settledVisitor(page, '/compare?ids=GBX00000001,GBX00000002,GBX00000003,bad!id');
  await expect(productHeads(page)).toHaveCount(3);
  await expectNoSevereViolations(page, remoteScope(page, 'mf_product'));
  await productArea(page).getByRole('checkbox', { name: 'Hide rows that are the same' }).check();
  await expectNoSevereViolations(page, remoteScope(page, 'mf_product'));
});

test('in Arabic the page reads right to left, its first column on the right', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ar'));
  await settledVisitor(page, '/compare?ids=GBX00000001,GBX00000002,GBX00000003');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(productArea(page).getByRole('heading', { level: 1 })).toHaveText('مقارنة المنتجات');
  await expect(productArea(page).getByRole('checkbox', { name: 'إخفاء الصفوف المتطابقة' })).toBeVisible();
  const rowName = table(page).locator('tbody th[scope="row"]').first();
  await expect(rowName).toHaveText('الأسعار');
  const nameBox = await rowName.boundingBox();
  const cellBox = await table(page).locator('tbody tr').first().locator('td').first().boundingBox();
  expect(nameBox!.x).toBeGreaterThan(cellBox!.x);
  await expectNoSevereViolations(page, remoteScope(page, 'mf_product'));
});

test('on a phone the table scrolls inside its frame, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await settledVisitor(page, '/compare?ids=GBX00000001,GBX00000002,GBX00000003');
  await expect(productHeads(page)).toHaveCount(3);
  const frame = productArea(page).getByTestId('compare-frame');
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The row names stay in view while the products scroll.
  const rowName = table(page).locator('tbody th[scope="row"]').first();
  const before = await rowName.boundingBox();
  await frame.evaluate((element) => element.scrollBy({ left: 300 }));
  await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect((await rowName.boundingBox())!.x).toBe(before!.x);
});
