import type { Page } from '@playwright/test';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { TOP_CATEGORY_NAMES } from '@gbx/contract/rules';
import { branchToLevelFour, expectCategories, subcategories, topCategories } from '../support/categories';
import { browseArea, collectPageErrors, routerState } from '../support/count-tiles';
import { expect, loadRenderedInBrowser, postWithStoredDevice, settledVisitor, test } from '../support/fixtures';
import { API_URL } from '../support/ports';

/**
 * The landing page of §2.3 (/home and /landing-marketplace, mf-browse): the
 * keyword search with 'Shop in {city}', the live product count refreshed every
 * 10 s, the category suggestions of §5 and the cascading category browser.
 * Every count is the API's own answer for the page's stored device context.
 */

interface LandingHome {
  productCount: number;
  city: string;
  countryCode: string;
}

const LANDING_HOME = '/api/landing/landing-home';

const landingHome = (page: Page) => postWithStoredDevice<LandingHome>(page, LANDING_HOME);
const pathname = (page: Page) => new URL(page.url()).pathname;

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test.describe('keyword search (§2.3)', () => {
  test("'Shop in {city}' with a keyword goes to advanced search with the keyword, the city and the country code", async ({ page }) => {
    await settledVisitor(page, '/home');
    const home = await landingHome(page);
    const area = browseArea(page);
    await area.getByRole('searchbox', { name: 'Search by keyword' }).fill('  tractor  ');
    await expect(area.getByRole('searchbox', { name: 'Search by keyword' })).toHaveAttribute('placeholder', 'Search by Keyword...');
    await area.getByRole('button', { name: `Shop in ${home.city}` }).click();
    await expect.poll(() => pathname(page)).toBe('/advance-search');
    expect(await routerState(page)).toEqual({ keyword: 'tractor', name: 'keyword', code: home.countryCode, city: home.city });
  });

  test("'Shop in {city}' without a keyword goes to the city's products with the city as state", async ({ page }) => {
    await settledVisitor(page, '/home');
    const home = await landingHome(page);
    await browseArea(page).getByRole('button', { name: `Shop in ${home.city}` }).click();
    await expect.poll(() => pathname(page)).toBe(`/product-result/${encodeURIComponent(home.city)}`);
    expect(await routerState(page)).toEqual({ cityname: home.city, name: home.city, code: home.countryCode });
  });

  test('the pin searches for products at your location (/landing-marketplace); voice search is Coming Soon', async ({ page }) => {
    await settledVisitor(page, '/home');
    const area = browseArea(page);
    await expect(area.getByRole('link', { name: 'Search for products at your location' })).toHaveAttribute('href', '/landing-marketplace');
    const voice = area.getByRole('button', { name: /Voice search/ });
    await expect(voice).toBeDisabled();
    await expect(voice).toContainText('Coming Soon');
    await area.getByRole('link', { name: 'Search for products at your location' }).click();
    await expect.poll(() => pathname(page)).toBe('/landing-marketplace');
  });
});

test('on a phone nothing below the count moves when it arrives: its loading line wraps as the loaded one does', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await settledVisitor(page, '/landing-marketplace');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${API_URL}${LANDING_HOME}`, async (route) => {
    await held;
    await route.continue();
  });
  await loadRenderedInBrowser(page);
  await expect(browseArea(page).getByTestId('landing-count-loading')).toBeVisible();
  const heading = browseArea(page).getByRole('heading', { level: 2, name: 'Shop by category' });
  const before = (await heading.boundingBox())!.y;
  release();
  await expect(browseArea(page).getByTestId('landing-product-count')).toBeVisible();
  expect(Math.abs((await heading.boundingBox())!.y - before)).toBeLessThanOrEqual(0.5);
  await page.unroute(`${API_URL}${LANDING_HOME}`);
});

test('the product count is the API’s for the stored device and is loaded again after 10 s', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === LANDING_HOME) calls += 1;
  });
  await settledVisitor(page, '/landing-marketplace');
  const home = await landingHome(page);
  await expect(browseArea(page).getByTestId('landing-product-count')).toHaveText(home.productCount.toLocaleString('en'));
  const loaded = calls;
  expect(loaded).toBeGreaterThan(0);
  // §9: every 10 s; the poll gives it 10 s and a margin, no fixed wait.
  await expect.poll(() => calls, { timeout: 16_000, intervals: [500] }).toBeGreaterThan(loaded);
  await expect(browseArea(page).getByTestId('landing-product-count')).toHaveText(home.productCount.toLocaleString('en'));
});

test.describe('category search box (§5)', () => {
  test("'ma' suggests exactly the §5 names that contain 'ma'; ArrowDown and Enter choose one", async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    const code = (await landingHome(page)).countryCode;
    const area = browseArea(page);
    const box = area.getByRole('combobox', { name: 'Find a category' });
    await box.fill('ma');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = area.getByRole('listbox', { name: 'Category suggestions' });
    const wanted = TOP_CATEGORY_NAMES.filter((name) => name.toLowerCase().includes('ma'));
    await expect(listbox.getByRole('option')).toHaveText(wanted);

    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await listbox.getByRole('option').first().getAttribute('id')) ?? '');
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    const chosen = (await topCategories(page)).find((category) => category.name === wanted[0]);
    expect(chosen).toBeDefined();
    await expect.poll(() => pathname(page)).toBe('/advance-search');
    expect(await routerState(page)).toEqual({ category: chosen!.id, name: 'category', code });
  });

  test('typed before its list has arrived, the box keeps the text, the focus and the caret, and opens its list when the list comes', async ({ page }) => {
    // The list's code (components/combobox/combobox-list.tsx, the chunk that draws data-suggestions) is held back until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-suggestions')) {
        held = true;
        await released;
      }
      await route.fulfill({ response, body });
    });
    await settledVisitor(page, '/landing-marketplace');
    const area = browseArea(page);
    const box = area.getByRole('combobox', { name: 'Find a category' });
    await box.click();
    await box.pressSequentially('Con');
    await expect.poll(() => held).toBe(true);
    await expect(box).toHaveValue('Con');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(area.locator('[data-suggestions="on"]')).toHaveCount(0);

    release();
    await expect(area.locator('[data-suggestions="on"]')).toHaveCount(1);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('Con');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = area.getByRole('listbox', { name: 'Category suggestions' });
    await expect(listbox.getByRole('option')).toHaveText(TOP_CATEGORY_NAMES.filter((name) => name.toLowerCase().includes('con')));
    // Typing goes on where it was: the caret stayed at the end.
    await page.keyboard.type('str');
    await expect(box).toHaveValue('Constr');
    await expect(listbox.getByRole('option')).toHaveText(['Construction Material']);
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
  });

  test('Escape closes the suggestions and keeps the text', async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    const box = browseArea(page).getByRole('combobox', { name: 'Find a category' });
    await box.fill('EQUIP');
    await expect(browseArea(page).getByRole('option')).toHaveText(TOP_CATEGORY_NAMES.filter((name) => /equip/i.test(name)));
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('EQUIP');
  });
});

test('the cascading browser shows the API’s counts at every level and reaches level 4', async ({ page }) => {
  await settledVisitor(page, '/landing-marketplace');
  const code = (await landingHome(page)).countryCode;
  const browser = browseArea(page).getByTestId('category-browser');

  await expectCategories(browser.locator('[data-level="1"]'), await topCategories(page));

  const [top, one, two, three] = await branchToLevelFour(page);
  const open = async (name: string, level: 1 | 2 | 3, id: number | string) => {
    const toggle = browser.getByRole('button', { name: `Sub-categories of ${name}`, exact: true }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expectCategories(list.locator(`:scope > li > [data-level="${level + 1}"]`), await subcategories(page, level, id));
    return list;
  };
  await open(top.name, 1, top.id);
  await open(one.name, 2, one.id);
  const levelFour = await open(two.name, 3, two.id);

  await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));

  await levelFour.getByRole('link', { name: new RegExp(`^${three.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) }).first().click();
  await expect.poll(() => pathname(page)).toBe('/advance-search');
  expect(await routerState(page)).toEqual({ category: top.id, subcategoryone: one.id, subcategorytwo: two.id, subcategorythree: three.id, name: 'category', code });
});

test('a failed category list keeps the page, shows no message and loads again with Try again (§4, §8)', async ({ page }) => {
  await settledVisitor(page, '/landing-marketplace');
  const url = `${API_URL}/api/commen/category-list`;
  await page.route(url, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error' }) }));
  await loadRenderedInBrowser(page);
  const browser = browseArea(page).getByTestId('category-browser');
  const retry = browser.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await expect(browseArea(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(browseArea(page).getByRole('alert')).toHaveCount(0);
  await expect(browser).not.toHaveAttribute('aria-busy', 'true');
  await page.unroute(url);
  await retry.click();
  await expectCategories(browser.locator('[data-level="1"]'), await topCategories(page));
});

test('the landing page passes axe at 375 px, and /home is the same page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await settledVisitor(page, '/home');
  await expect(browseArea(page).getByRole('heading', { level: 1, name: 'The World’s Online Store' })).toBeVisible();
  await expect(browseArea(page).getByTestId('category-browser').locator('[data-level="1"]')).toHaveCount(TOP_CATEGORY_NAMES.length);
  await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
});
