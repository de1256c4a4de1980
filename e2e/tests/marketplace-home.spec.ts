import type { Locator, Page } from '@playwright/test';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { branchToLevelFour, expectCategories, subcategories, topCategories } from '../support/categories';
import { browseArea, collectPageErrors, countText, expectNoShiftWhenCountsArrive, expectTileLeadsTo, routerState } from '../support/count-tiles';
import { expect, postWithStoredDevice, settledVisitor, test } from '../support/fixtures';

/**
 * The marketplace home of §2.4 (/marketplace-home, mf-browse): the keyword
 * search with Products and Suppliers, the count tiles of the visitor's city,
 * state, country and deals (the API's landing-home answer for the page's
 * stored device context), the tiles that lead into the marketplace and the
 * All Categories modal.
 */

interface HomeCounts {
  city: string;
  countryCode: string;
  cityCount: number;
  StateProductCount: number;
  state: string;
  countryCount: number;
  countryName: string;
  dealCount: number;
}

const homeCounts = (page: Page) => postWithStoredDevice<HomeCounts>(page, '/api/landing/landing-home');
const pathname = (page: Page) => new URL(page.url()).pathname;
const tile = (page: Page, id: string) => browseArea(page).getByTestId(`home-${id}`);

let pageErrors: string[] = [];
test.beforeEach(async ({ page }) => {
  pageErrors = collectPageErrors(page);
  await settledVisitor(page, '/marketplace-home');
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('the four count tiles show the API’s counts and lead to their places with the §2.1 state', async ({ page }) => {
  const home = await homeCounts(page);
  const { countryCode: code } = home;
  const places = [
    { id: 'city', place: home.city, count: home.cityCount, to: `/product-result/${encodeURIComponent(home.city)}`, state: { cityname: home.city, name: home.city, code } },
    { id: 'state', place: home.state, count: home.StateProductCount, to: `/product-result/${encodeURIComponent(home.state)}`, state: { statename: home.state, name: home.state, code } },
    {
      id: 'country',
      place: home.countryName,
      count: home.countryCount,
      to: `/product-result/${encodeURIComponent(home.countryName)}`,
      state: { countryname: home.countryName, name: home.countryName, code },
    },
    { id: 'deals', place: 'Discounts', count: home.dealCount, to: '/landing-deal-promotion', state: null },
  ];
  for (const { id, place, count } of places) {
    await expect(tile(page, id)).toContainText(place);
    await expect(browseArea(page).getByTestId(`home-${id}-count`)).toHaveText(countText(count, 'product'));
  }
  await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
  for (const { id, to, state } of places) await expectTileLeadsTo(page, tile(page, id).getByRole('link'), to, state);
});

test('the tiles do not move when the counts arrive', async ({ page }) => {
  await expectNoShiftWhenCountsArrive(page, '/api/landing/landing-home', browseArea(page).getByTestId('home-deals-count').locator('strong'));
});

test('Advanced Search, Market Segments and Home Page lead to their pages', async ({ page }) => {
  await expectTileLeadsTo(page, tile(page, 'advancedSearch').getByRole('link', { name: /Advanced Search/ }), '/advance-search', null);
  await expectTileLeadsTo(page, tile(page, 'marketSegments').getByRole('link', { name: /Market Segments/ }), '/landing-market-segment', null);
  await expectTileLeadsTo(page, tile(page, 'homePage').getByRole('link', { name: /Home Page/ }), '/home', null);
});

test.describe('keyword search (§2.4, §5)', () => {
  const field = (page: Page) => browseArea(page).getByRole('searchbox', { name: 'Search by keyword' });
  const button = (page: Page, name: 'Products' | 'Suppliers') => browseArea(page).getByRole('button', { name, exact: true });

  test('an empty keyword does nothing but say so beside the field, and keeps what was typed', async ({ page }) => {
    await field(page).fill('   ');
    await button(page, 'Products').click();
    const note = browseArea(page).getByText('Type a keyword first, then choose Products or Suppliers.');
    await expect(note).toBeVisible();
    // The field names the note among what describes it (the keyword limit's live region is the other).
    const noteId = (await note.getAttribute('id')) ?? '';
    expect(((await field(page).getAttribute('aria-describedby')) ?? '').split(/\s+/)).toContain(noteId);
    await button(page, 'Suppliers').click();
    await expect(field(page)).toHaveValue('   ');
    expect(pathname(page)).toBe('/marketplace-home');
    await expect(browseArea(page).getByRole('button', { name: /Voice search/ })).toBeDisabled();
    await expect(browseArea(page).getByRole('button', { name: /Voice search/ })).toContainText('Coming Soon');
  });

  test('Products and Suppliers search the same place, the visitor’s country: its marketplace page and its vendors, with the keyword', async ({ page }) => {
    const home = await homeCounts(page);
    await field(page).fill('steel');
    await button(page, 'Products').click();
    await expect.poll(() => pathname(page)).toBe(`/marketplace/${encodeURIComponent(home.countryName)}`);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('steel');
    await page.goBack();
    await expect.poll(() => pathname(page)).toBe('/marketplace-home');

    await field(page).fill('steel');
    await button(page, 'Suppliers').click();
    await expect.poll(() => pathname(page)).toBe(`/vendor-result/${encodeURIComponent(home.countryName)}`);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ condition: 'country', code: home.countryCode, keyword: 'steel' });
    expect(await routerState(page)).toEqual({ countryname: home.countryName, name: home.countryName, code: home.countryCode, condition: 'country' });
    const vendors = await postWithStoredDevice<{ product_count: number }>(page, '/api/vendor-search/vendor-list-location', {
      countryname: home.countryName,
      name: home.countryName,
      code: home.countryCode,
      condition: 'country',
      search_data: 'steel',
      sort_by: '',
      market_segment: '',
      offset: 0,
    });
    await expect(browseArea(page).getByTestId('vendor-count')).toHaveText(countText(vendors.product_count, 'vendor'));
  });
});

test('the All Categories modal loads three levels of columns, shows their placeholders and chooses a category', async ({ page }) => {
  const code = (await homeCounts(page)).countryCode;
  await tile(page, 'allCategories').getByRole('button', { name: /All Categories/ }).click();
  const dialog = page.getByRole('dialog', { name: 'All Categories' });
  await expect(dialog).toBeVisible();
  const columns = dialog.getByTestId('category-column');
  const rows = (column: number) => columns.nth(column).locator('li:has([data-testid="category-name"])');
  const open = (column: number, name: string) => rows(column).getByRole('button', { name: `Sub-categories of ${name}`, exact: true });

  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['Categories', 'Sub Category 1', 'Sub Category 2', 'Sub Category 3']);
  await expectCategories(rows(0), await topCategories(page));
  await expect(columns.nth(1)).toHaveText(/^\s*No Sub Category 1\s*$/);
  await expect(columns.nth(2)).toHaveText(/^\s*No Sub Category 2\s*$/);
  await expect(columns.nth(3)).toHaveText(/^\s*No Sub Category 3\s*$/);

  const [top, one, two] = await branchToLevelFour(page);
  await open(0, top.name).click();
  await expect(open(0, top.name)).toHaveAttribute('aria-expanded', 'true');
  await expectCategories(rows(1), await subcategories(page, 1, top.id));
  await expect(columns.nth(2)).toContainText('No Sub Category 2');

  await open(1, one.name).click();
  await expectCategories(rows(2), await subcategories(page, 2, one.id));
  await expect(columns.nth(3)).toContainText('No Sub Category 3');

  await open(2, two.name).click();
  await expectCategories(rows(3), await subcategories(page, 3, two.id));

  await expectNoSevereViolations(page, { selector: '[role="dialog"]', ready: dialog.getByRole('heading', { name: 'All Categories' }) });

  // Choosing a name (here the level-3 category) closes the modal and searches by it.
  await chooseIn(rows(2), two.name);
  await expect(dialog).toBeHidden();
  await expect.poll(() => pathname(page)).toBe('/advance-search');
  expect(await routerState(page)).toEqual({ category: top.id, subcategoryone: one.id, subcategorytwo: two.id, name: 'category', code });
});

test('the All Categories search box chooses a top category by name', async ({ page }) => {
  const code = (await homeCounts(page)).countryCode;
  await tile(page, 'allCategories').getByRole('button', { name: /All Categories/ }).click();
  const dialog = page.getByRole('dialog', { name: 'All Categories' });
  const box = dialog.getByRole('combobox', { name: 'Find a category' });
  await box.fill('boat');
  await expect(dialog.getByRole('option')).toHaveText(['Boats']);
  await dialog.getByRole('option', { name: 'Boats' }).click();
  const boats = (await topCategories(page)).find((category) => category.name === 'Boats');
  await expect(dialog).toBeHidden();
  await expect.poll(() => pathname(page)).toBe('/advance-search');
  expect(await routerState(page)).toEqual({ category: boats!.id, name: 'category', code });
});

async function chooseIn(rows: Locator, name: string) {
  await rows.filter({ has: rows.page().getByTestId('category-name').getByText(name, { exact: true }) }).getByRole('button', { name: new RegExp(`^${escape(name)}\\b`) }).click();
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
