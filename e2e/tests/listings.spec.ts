import type { Page } from '@playwright/test';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { expectCategories, subcategories } from '../support/categories';
import { browseArea, collectPageErrors, getFromApi, routerState } from '../support/count-tiles';
import { expect, loadRenderedInBrowser, locationCountFor, postWithStoredDevice, settledVisitor, test } from '../support/fixtures';
import {
  buyerPrices,
  CALLS,
  cards,
  expectCardCounts,
  expectCards,
  expectCardShows,
  expectToolbar,
  isListing,
  listingFor,
  recordListing,
  toolbar,
  type ListingAnswer,
} from '../support/listings';
import { API_URL } from '../support/ports';

/**
 * The product listing pages of §2.8 in mf-browse: /deals-promotion,
 * /featured-list, /product-result/{name}, /marketplace/{country} and
 * /vendor-store/{vendor}, on the one listing layout (toolbar, cards, pager).
 * Every count and card is the API's own answer for the page's stored device
 * context; nothing is hard-coded (CI seeds another catalogue).
 */

const DEALS = { discounted_product: 1, sort_by: 'DiscountedStatus' };
const FEATURED = { featured_product: 1 };
/** The deals page's switch without its default order (a test sorts it itself). */
const DISCOUNTED = { discounted_product: 1 };

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const heading = (page: Page) => browseArea(page).getByRole('heading', { level: 1 });
const count = (page: Page) => browseArea(page).getByTestId('listing-total');
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first top category of the deals' dialog (category-list with the deals' switch). */
async function firstCategory(page: Page) {
  const list = await getFromApi<{ Category: Array<{ id: number; category_name: string }> }>(page, '/api/commen/category-list?discounted_product=1');
  return list.Category[0]!;
}

/** The categories and counts a listing's dialog shows: category-list with the listing's fields. */
async function categoriesOf(page: Page, fields: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const list = await getFromApi<{ Category: Array<{ id: number; category_name: string; Count: number }> }>(page, `/api/commen/category-list?${query}`);
  return list.Category.map((item) => ({ id: item.id, name: item.category_name, count: item.Count }));
}

/** Chooses a top category by its name in the All Categories modal (opened from the toolbar unless it is open). */
async function chooseCategory(page: Page, name: string, open = true) {
  if (open) await toolbar(page).getByRole('button', { name: 'Search by Categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'All Categories' });
  await dialog.getByRole('button', { name: new RegExp(`^${escape(name)}\\b`) }).first().click();
  await expect(dialog).toHaveCount(0);
}

/** The first page's cards are the answer's, each with its title, prices and badges; the first card's counts too. */
async function expectListing(page: Page, answer: ListingAnswer) {
  expect(answer.product_list.length).toBeGreaterThan(0);
  await expectCards(page, answer.product_list.slice(0, 12));
  await expect(count(page)).toHaveText(`${answer.product_count.toLocaleString('en')} product${answer.product_count === 1 ? '' : 's'}`);
  for (const [index, item] of answer.product_list.entries()) await expectCardShows(page, cards(page).nth(index), item);
  await expectCardCounts(page, cards(page).first(), answer.product_list[0]!);
}

test.describe('the pages (§2.8)', () => {
  test("/deals-promotion: THE WORLD'S ONLINE STORE, the toolbar and the discounted products, biggest discount first", async ({ page }) => {
    const requests = recordListing(page, CALLS.list);
    await settledVisitor(page, '/deals-promotion');
    await expect(heading(page)).toHaveText('Discounted Products');
    await expect(browseArea(page).getByText("THE WORLD'S ONLINE STORE")).toBeVisible();
    await expectToolbar(page);
    const answer = await listingFor(page, CALLS.list, DEALS);
    expect(answer.product_list).toHaveLength(12);
    await expectListing(page, answer);
    expect(requests.at(-1)).toMatchObject({ ...DEALS, offset: 0, search_data: '' });
    // The host draws the one Featured Products carousel above the page; the page has none of its own.
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toHaveCount(1);
    await expect(browseArea(page).getByRole('heading', { name: 'Featured Products' })).toHaveCount(0);
    await expect(page).toHaveTitle('Discounted Products | GBX Marketplace');
  });

  test("a card's Share opens the four sites and Copy link, each carrying the product's address (the dialog's links load when it opens)", async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    const answer = await listingFor(page, CALLS.list, DEALS);
    const first = answer.product_list[0]!;
    await cards(page).first().getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    const address = new URL(`/product-detail/${first.GBXProductID}`, page.url()).href;
    await expect(dialog.getByRole('textbox', { name: 'Address to share' })).toHaveValue(address);
    await expect(dialog.getByRole('link')).toHaveText([/^XX/, /^fFacebook/, /^inLinkedIn/, /^WWhatsApp/]);
    for (const link of await dialog.getByRole('link').all()) expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain(address);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('/featured-list: the featured products, each with its Featured badge', async ({ page }) => {
    await settledVisitor(page, '/featured-list');
    await expect(heading(page)).toHaveText('Featured Products');
    await expect(browseArea(page).getByText("THE WORLD'S ONLINE STORE")).toBeVisible();
    await expectToolbar(page);
    const answer = await listingFor(page, CALLS.list, FEATURED);
    await expectListing(page, answer);
    await expect(cards(page).getByTestId('badge-featured')).toHaveCount(answer.product_list.length);
  });

  test('/product-result/{city} from the city landing: the router state, the count and Products in {city}; page 2 keeps the place', async ({ page }) => {
    await settledVisitor(page, '/landing-shop');
    const city = await postWithStoredDevice<{ city: string; countryCode: string; PostalCode: string }>(page, '/api/landing/landing-city');
    await browseArea(page).getByRole('link', { name: `Products LOCATED in ${city.city}` }).click();
    await page.waitForURL(`**/product-result/${encodeURIComponent(city.city)}?condition=city&code=${city.countryCode}`);
    expect(await routerState(page)).toEqual({ cityname: city.city, name: city.city, code: city.countryCode });
    await expect(heading(page)).toHaveText(`Products in ${city.city}`);
    await expectToolbar(page);
    await expect(toolbar(page).getByRole('searchbox', { name: `Search by keyword in ${city.city}` })).toBeVisible();
    const place = { cityname: city.city, name: city.city, code: city.countryCode };
    const answer = await listingFor(page, CALLS.location, place);
    await expectListing(page, answer);
    if (answer.product_count > 12) {
      const second = page.waitForRequest((request) => isListing(request, CALLS.location, { ...place, offset: 12 }));
      await browseArea(page).getByRole('link', { name: 'Page 2' }).click();
      await second;
      expect(searchParams(page)).toEqual({ condition: 'city', code: city.countryCode, page: '2' });
      await expectCards(page, (await listingFor(page, CALLS.location, { ...place, offset: 12 })).product_list);
    }
  });

  test('/product-result/{postal code} from the landing keeps the postal code on every page (its kind is in the address)', async ({ page }) => {
    await settledVisitor(page, '/landing-shop');
    const city = await postWithStoredDevice<{ countryCode: string; PostalCode: string }>(page, '/api/landing/landing-city');
    await browseArea(page).getByRole('link', { name: `Products LOCATED in Postal code ${city.PostalCode}` }).click();
    await expect(heading(page)).toHaveText(`Products in ${city.PostalCode}`);
    const place = { postalname: city.PostalCode, name: city.PostalCode, code: city.countryCode };
    await expectListing(page, await listingFor(page, CALLS.location, place));
    await toolbar(page).getByLabel('Sort', { exact: true }).selectOption({ label: 'Title Z-A' });
    expect(searchParams(page)).toEqual({ condition: 'postal', code: city.countryCode, sort: 'Z' });
    await page.reload();
    await expect(heading(page)).toHaveText(`Products in ${city.PostalCode}`);
    await expectCards(page, (await listingFor(page, CALLS.location, { ...place, sort_by: 'Z' })).product_list);
  });

  test('a typed /product-result/{city} without router state: the API resolves the name', async ({ page }) => {
    await settledVisitor(page, '/landing-shop');
    const city = await postWithStoredDevice<{ city: string; countryName: string }>(page, '/api/landing/landing-city');
    await page.goto(`/product-result/${encodeURIComponent(city.city)}`);
    expect(await routerState(page)).toBeNull();
    await expect(heading(page)).toHaveText(`Products in ${city.city}`);
    const answer = await listingFor(page, CALLS.location, { name: city.city });
    expect(answer.place).toMatchObject({ type: 'city', name: city.city });
    await expect(browseArea(page).getByText(`A city in ${city.countryName}`)).toBeVisible();
    await expectListing(page, answer);
  });

  test('a typed /product-result/B2C lists the segment, whose filter leads to the other segments', async ({ page }) => {
    await settledVisitor(page, '/product-result/B2C');
    await expect(heading(page)).toHaveText('Products in B2C');
    await expect(browseArea(page).getByText('B2C: Business to Consumer.')).toBeVisible();
    await expectListing(page, await listingFor(page, CALLS.list, { market_segment: 'B2C' }));
    const segments = toolbar(page).getByLabel('Market segment');
    await expect(segments).toHaveValue('B2C');
    await expect(segments.locator('option')).toHaveCount(9);
    await segments.selectOption('G2G');
    await page.waitForURL('**/product-result/G2G');
    await expect(heading(page)).toHaveText('Products in G2G');
    await expectCards(page, (await listingFor(page, CALLS.list, { market_segment: 'G2G' })).product_list);
  });

  test('a place nobody knows: its message and No Product Found', async ({ page }) => {
    await settledVisitor(page, '/product-result/Nowhere%20Land');
    await expect(heading(page)).toHaveText('Products in Nowhere Land');
    await expect(browseArea(page).getByText('We know no city, postal code, state or country called “Nowhere Land”.')).toBeVisible();
    await expect(browseArea(page).getByTestId('no-product')).toContainText('No Product Found');
    await expect(count(page)).toHaveText('0 products');
  });

  test('/marketplace/{country}: what can be bought there (the header count), product-list, then product-list-search with a keyword; an empty keyword does nothing (§5)', async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    const { country_name: country, country_code: code, ProductAvailableCount: available } = await locationCountFor(page);
    const searches = recordListing(page, CALLS.search);
    await page.goto(`/marketplace/${encodeURIComponent(String(country))}`);
    await expect(heading(page)).toHaveText('Marketplace search');
    await expect(browseArea(page).getByText(`Shopping from ${country}`)).toBeVisible();
    await expectToolbar(page);
    const answer = await listingFor(page, CALLS.list, { available_country: code });
    // The page lists what the header's 'Products AVAILABLE in the country' counts (§2.6).
    expect(answer.product_count).toBe(available);
    await expectListing(page, answer);

    const field = toolbar(page).getByRole('searchbox');
    await field.press('Enter');
    await expect(toolbar(page).getByText('Type a keyword to search.')).toBeVisible();
    expect(searches).toEqual([]);
    expect(searchParams(page)).toEqual({});

    const keyword = answer.product_list[0]!.ProductTitle.split(' ')[1]!;
    const searched = page.waitForRequest((request) => isListing(request, CALLS.search, { search_data: keyword, offset: 0 }));
    await field.fill(keyword);
    await field.press('Enter');
    await searched;
    expect(searchParams(page)).toEqual({ keyword });
    const found = await listingFor(page, CALLS.search, { search_data: keyword, available_country: code });
    await expectCards(page, found.product_list);
    await expect(count(page)).toHaveText(`${found.product_count.toLocaleString('en')} product${found.product_count === 1 ? '' : 's'}`);
  });

  test('/marketplace/{country} of a name no country has says so, with no product', async ({ page }) => {
    await settledVisitor(page, '/marketplace/Atlantis');
    await expect(heading(page)).toHaveText('Marketplace search');
    await expect(browseArea(page).getByText('We know no country called “Atlantis”.')).toBeVisible();
    await expect(browseArea(page).getByTestId('no-product')).toContainText('No Product Found');
  });

  test("/vendor-store/{vendor}: 'Welcome To {vendor name} Online Store', its image and its products; an unknown store says so", async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    const vendor = (await listingFor(page, CALLS.list, {})).product_list[0]!;
    await page.goto(`/vendor-store/${vendor.CompanyURL}`);
    await expect(heading(page)).toHaveText(`Welcome To ${vendor.VendorInfo} Online Store`);
    const answer = await listingFor(page, CALLS.store, { vendordata: vendor.CompanyURL });
    if (answer.companyImageData) await expect(browseArea(page).getByTestId('company-image')).toHaveAttribute('src', answer.companyImageData);
    else await expect(browseArea(page).getByTestId('default-store-image')).toBeVisible();
    await expectToolbar(page);
    await expect(toolbar(page).getByRole('searchbox', { name: `Search by keyword in ${vendor.VendorInfo}` })).toBeVisible();
    await expectListing(page, answer);
    await expect(cards(page).getByTestId('vendor-link').first()).toContainText(vendor.VendorInfo);

    await page.goto('/vendor-store/no-such-store-anywhere');
    await expect(heading(page)).toHaveText('Store not found');
    await expect(browseArea(page).getByText(/There is no vendor store at this address \(“no-such-store-anywhere”\)/)).toBeVisible();
    await browseArea(page).getByRole('link', { name: 'Go to the marketplace' }).click();
    await page.waitForURL('**/marketplace-home');
  });
});

test.describe('the listing state (§4)', () => {
  test('Price-Low to High: ascending buyer prices on pages 1 and 2, offset 12, reload with a segment, back to page 1', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    await expect(cards(page)).toHaveCount(12);
    const sorted = page.waitForRequest((request) => isListing(request, CALLS.list, { ...DISCOUNTED, sort_by: 'Low', offset: 0 }));
    await toolbar(page).getByLabel('Sort', { exact: true }).selectOption({ label: 'Price-Low to High' });
    await sorted;
    expect(searchParams(page)).toEqual({ sort: 'Low' });
    expect(await page.evaluate(() => [localStorage.getItem('sortBy'), localStorage.getItem('offset')])).toEqual(['Low', '0']);
    const first = await listingFor(page, CALLS.list, { ...DISCOUNTED, sort_by: 'Low' });
    await expectCards(page, first.product_list);
    const pageOne = await buyerPrices(page);
    expect(pageOne).toEqual([...pageOne].sort((a, b) => a - b));

    const second = page.waitForRequest((request) => isListing(request, CALLS.list, { ...DISCOUNTED, sort_by: 'Low', offset: 12 }));
    await browseArea(page).getByRole('link', { name: 'Page 2' }).click();
    await second;
    expect(searchParams(page)).toEqual({ sort: 'Low', page: '2' });
    await expectCards(page, (await listingFor(page, CALLS.list, { ...DISCOUNTED, sort_by: 'Low', offset: 12 })).product_list);
    const pageTwo = await buyerPrices(page);
    expect(pageTwo).toEqual([...pageTwo].sort((a, b) => a - b));
    expect(pageTwo[0]!).toBeGreaterThanOrEqual(pageOne.at(-1)!);
    expect(await page.evaluate(() => localStorage.getItem('offset'))).toBe('12');
    await expect(browseArea(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Back: page 1 at once, from the query cache (no new request).
    const before = recordListing(page, CALLS.list);
    await page.goBack();
    await expect.poll(() => searchParams(page)).toEqual({ sort: 'Low' });
    await expectCards(page, first.product_list);
    expect(before).toEqual([]);

    // The segment with the most discounted products (more than a page): page 1 again, then page 2, then a reload.
    const totals = await Promise.all(
      ['B2C', 'M2C', 'C2C', 'B2B', 'M2B', 'G2B', 'B2G', 'M2G', 'G2G'].map(async (code) => ({ code, total: (await listingFor(page, CALLS.list, { ...DISCOUNTED, market_segment: code })).product_count })),
    );
    const { code: segment, total } = totals.reduce((best, next) => (next.total > best.total ? next : best));
    expect(total, 'a segment with more than 12 discounted products').toBeGreaterThan(12);
    await browseArea(page).getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => searchParams(page)).toEqual({ sort: 'Low', page: '2' });
    await toolbar(page).getByLabel('Market segment').selectOption(segment);
    await expect.poll(() => searchParams(page)).toEqual({ sort: 'Low', segment });
    // The pager's links keep the filters.
    await expect(browseArea(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `/deals-promotion?segment=${segment}&sort=Low&page=2`);
    await browseArea(page).getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => searchParams(page)).toEqual({ sort: 'Low', segment, page: '2' });
    const wanted = await listingFor(page, CALLS.list, { ...DISCOUNTED, sort_by: 'Low', market_segment: segment, offset: 12 });
    await expectCards(page, wanted.product_list);
    await page.reload();
    await expectCards(page, wanted.product_list);
    await expect(toolbar(page).getByLabel('Market segment')).toHaveValue(segment);
    await expect(toolbar(page).getByLabel('Sort', { exact: true })).toHaveValue('Low');
    await page.goBack();
    await expect.poll(() => searchParams(page)).toEqual({ sort: 'Low', segment });
    await expectCards(page, (await listingFor(page, CALLS.list, { ...DISCOUNTED, sort_by: 'Low', market_segment: segment })).product_list);
  });

  test('bad values in the address fall back to the defaults', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion?page=-3&sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E&segment=XYZ&catVal=9&subcatID=2&view=table');
    await expect(heading(page)).toHaveText('Discounted Products');
    await expectCards(page, (await listingFor(page, CALLS.list, DEALS)).product_list);
    await expect(toolbar(page).getByLabel('Sort', { exact: true })).toHaveValue('');
    await expect(toolbar(page).getByLabel('Market segment')).toHaveValue('');
    await expect(toolbar(page).getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a keyword, a category and Reset: page 1 each time; refresh clears every filter (§4)', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion?page=3');
    await expect(cards(page).first()).toBeVisible();
    // The deals page sends an empty keyword anyway (§5).
    const empty = page.waitForRequest((request) => isListing(request, CALLS.list, { ...DEALS, search_data: '', offset: 0 }));
    await toolbar(page).getByRole('searchbox').press('Enter');
    await empty;
    expect(searchParams(page)).toEqual({});

    const top = await firstCategory(page);
    const chosen = page.waitForRequest((request) => isListing(request, CALLS.list, { ...DEALS, catVal: 1, subcatID: top.id, offset: 0 }));
    await chooseCategory(page, top.category_name);
    await chosen;
    expect(searchParams(page)).toEqual({ catVal: '1', subcatID: String(top.id) });
    await expect(toolbar(page).getByTestId('category-filter').getByRole('button')).toHaveText([top.category_name]);
    await expectCards(page, (await listingFor(page, CALLS.list, { ...DEALS, catVal: 1, subcatID: top.id })).product_list);

    await toolbar(page).getByLabel('Market segment').selectOption('B2B');
    await toolbar(page).getByLabel('Sort', { exact: true }).selectOption({ label: 'Title A-Z' });
    expect(searchParams(page)).toEqual({ catVal: '1', subcatID: String(top.id), segment: 'B2B', sort: 'A' });
    await toolbar(page).getByRole('button', { name: 'Refresh: clear all filters' }).click();
    await expect.poll(() => searchParams(page)).toEqual({});
    await expectCards(page, (await listingFor(page, CALLS.list, DEALS)).product_list);

    // Reset in the sort select clears the filters too.
    await toolbar(page).getByLabel('Market segment').selectOption('B2C');
    await toolbar(page).getByLabel('Sort', { exact: true }).selectOption({ label: 'Reset' });
    await expect.poll(() => searchParams(page)).toEqual({});
    await expect(toolbar(page).getByLabel('Sort', { exact: true })).toHaveValue('');
  });

  test('a category’s count is what its click shows: the dialog counts the page’s listing, and the click keeps its place and filters', async ({ page }) => {
    await settledVisitor(page, '/landing-shop');
    const city = await postWithStoredDevice<{ city: string; countryCode: string }>(page, '/api/landing/landing-city');
    await browseArea(page).getByRole('link', { name: `Products LOCATED in ${city.city}` }).click();
    await expect(cards(page).first()).toBeVisible();
    await toolbar(page).getByLabel('Market segment').selectOption('B2C');
    await expect.poll(() => searchParams(page).segment).toBe('B2C');
    const place = { cityname: city.city, name: city.city, code: city.countryCode, market_segment: 'B2C' };
    const scoped = await categoriesOf(page, place);
    const listed = (await listingFor(page, CALLS.location, place)).product_count;
    expect(scoped.reduce((sum, category) => sum + category.count, 0)).toBe(listed);

    await toolbar(page).getByRole('button', { name: 'Search by Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'All Categories' });
    const rows = (column: number) => dialog.getByTestId('category-column').nth(column).locator('li:has([data-testid="category-name"])');
    await expectCategories(rows(0), scoped);
    const biggest = [...scoped].sort((a, b) => b.count - a.count)[0]!;
    await rows(0).getByRole('button', { name: `Sub-categories of ${biggest.name}`, exact: true }).click();
    const children = await subcategories(page, 1, biggest.id, place);
    await expectCategories(rows(1), children);
    await rows(1).getByTestId('category-name').getByText(children[0]!.name, { exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // The same page, its place and segment kept, filtered by the category: the total is the count.
    await expect(count(page)).toHaveText(`${children[0]!.count.toLocaleString('en')} product${children[0]!.count === 1 ? '' : 's'}`);
    expect(new URL(page.url()).pathname).toBe(`/product-result/${encodeURIComponent(city.city)}`);
    expect(searchParams(page)).toEqual({ condition: 'city', code: city.countryCode, segment: 'B2C', catVal: '2', subcatID: String(children[0]!.id) });
  });

  test('the deals page’s dialog counts the deals: each top category’s count is its deals total', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    await expect(cards(page).first()).toBeVisible();
    const scoped = await categoriesOf(page, { discounted_product: 1 });
    await toolbar(page).getByRole('button', { name: 'Search by Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'All Categories' });
    await expectCategories(dialog.getByTestId('category-column').nth(0).locator('li:has([data-testid="category-name"])'), scoped);
    const last = scoped[scoped.length - 1]!;
    await chooseCategory(page, last.name, false);
    await expect(count(page)).toHaveText(`${last.count.toLocaleString('en')} product${last.count === 1 ? '' : 's'}`);
  });

  test('a failed load keeps the page, shows no message and offers a quiet Try again', async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    await page.route(`${API_URL}${CALLS.list}`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }));
    await loadRenderedInBrowser(page, '/featured-list');
    const retry = browseArea(page).getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await expect(heading(page)).toHaveText('Featured Products');
    await expectToolbar(page);
    await expect(browseArea(page)).not.toContainText(/error|fail|wrong|500/i);
    await page.unroute(`${API_URL}${CALLS.list}`);
    await retry.click();
    await expectCards(page, (await listingFor(page, CALLS.list, FEATURED)).product_list);
  });
});

test.describe('grid and list (§2.8)', () => {
  test('List adds the description, the additional info, the stars and the likes; vendor HTML executes nothing', async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    // The listing's answer with a product whose additional info holds a script (vendor HTML is untrusted).
    const attack = '<p>Hand made</p><img src=x onerror="window.__canary=1;alert(1)"><script>window.__canary=2</script><a href="javascript:window.__canary=3">more</a>';
    await page.route(`${API_URL}${CALLS.list}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ListingAnswer;
      body.product_list[0]!.AdditionalProductInfo = attack;
      await route.fulfill({ response, json: body });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await loadRenderedInBrowser(page, '/featured-list');
    const answer = await listingFor(page, CALLS.list, FEATURED);
    await expectCards(page, answer.product_list);
    await expect(cards(page).first().getByTestId('product-description')).toHaveCount(0);

    await toolbar(page).getByRole('button', { name: 'List' }).click();
    await expect(toolbar(page).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(searchParams(page)).toEqual({ view: 'list' });
    await expect(cards(page).first()).toHaveAttribute('data-layout', 'list');
    const first = cards(page).first();
    await expect(first.getByTestId('product-description')).toHaveText(answer.product_list[0]!.ProdDescription);
    await expect(first.getByTestId('additional-info')).toContainText('Hand made');
    await expect(first.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    await expect(first.getByTestId('likes')).toHaveText('Likes0');
    await expect(first.getByTestId('dislikes')).toHaveText('Dislikes0');
    await expect(first.getByTestId('additional-info').locator('img, script, [onerror]')).toHaveCount(0);
    await expect(first.getByTestId('additional-info').locator('a[href^="javascript"]')).toHaveCount(0);
    await first.getByTestId('additional-info').getByText('more').click();
    expect(await page.evaluate(() => (window as unknown as { __canary?: number }).__canary)).toBeUndefined();
    expect(dialogs).toEqual([]);

    // The view is in the address: a reload keeps the list.
    await page.reload();
    await expect(cards(page).first()).toHaveAttribute('data-layout', 'list');
    await toolbar(page).getByRole('button', { name: 'Grid' }).click();
    await expect(cards(page).first()).toHaveAttribute('data-layout', 'grid');
    expect(searchParams(page)).toEqual({});
  });

  test('axe: no serious or critical violation in grid and in list view', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    await expect(cards(page)).toHaveCount(12);
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
    await toolbar(page).getByRole('button', { name: 'List' }).click();
    await expect(cards(page).first()).toHaveAttribute('data-layout', 'list');
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
  });

  test('the skeletons have the size of the cards: nothing moves when the products arrive', async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${API_URL}${CALLS.list}`, async (route) => {
      await held;
      await route.continue();
    });
    await loadRenderedInBrowser(page, '/featured-list');
    const area = browseArea(page);
    await expect(area.getByText('Searching')).toBeVisible();
    const skeletons = area.getByTestId('product-tile-skeleton');
    await expect(skeletons).toHaveCount(12);
    // Measured from the results' own top: the host's carousel above may still be settling.
    const measure = (nodes: Element[]) => {
      const origin = nodes[0]!.closest('[data-testid="listing-results"]')!.getBoundingClientRect();
      return nodes.slice(0, 4).map((node) => {
        const box = node.getBoundingClientRect();
        return { x: box.x - origin.x, y: box.y - origin.y, width: box.width };
      });
    };
    const boxes = await skeletons.evaluateAll(measure);
    release();
    await expect(cards(page)).toHaveCount(12);
    const after = await cards(page).evaluateAll(measure);
    after.forEach((box, index) => {
      expect(Math.abs(box.x - boxes[index]!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.y - boxes[index]!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.width - boxes[index]!.width)).toBeLessThanOrEqual(1);
    });
  });

  test('the toolbar is fixed under the header after scrolling, and the page below it does not jump', async ({ page }) => {
    await page.goto(`/vendor-store/${await vendorWithPages(page)}`);
    await expect(cards(page).first()).toBeVisible();
    const bar = browseArea(page).getByTestId('listing-toolbar');
    await expect(bar).toHaveAttribute('data-fixed', 'false');
    const results = browseArea(page).getByTestId('listing-results');
    const top = await results.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(bar).toHaveAttribute('data-fixed', 'true');
    const header = await page.getByTestId('header-menu').boundingBox();
    await expect.poll(async () => Math.round((await bar.boundingBox())!.y)).toBe(Math.round(header!.y + header!.height));
    expect(await results.evaluate((node) => node.getBoundingClientRect().top + window.scrollY)).toBeCloseTo(top, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-fixed', 'false');
  });
});

/** The CompanyURL of a vendor with more than one page of products, from the marketplace listing (the page is settled on the way). */
async function vendorWithPages(page: Page): Promise<string> {
  await settledVisitor(page, '/landing-marketplace');
  const answer = await listingFor(page, CALLS.list, {});
  const vendor = answer.product_list.find((item) => item.VendorProductCount > 12) ?? answer.product_list[0]!;
  return vendor.CompanyURL;
}
