import type { Page } from '@playwright/test';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { browseArea, collectPageErrors, countText, routerState } from '../support/count-tiles';
import { expect, loadRenderedInBrowser, settledVisitor, test } from '../support/fixtures';
import { API_URL } from '../support/ports';

/**
 * Vendor results (§2.11) in mf-browse: /vendor-result/{name} with the §2.1
 * place state or a typed address, the banner's count, the vendor cards and
 * their store links and place dialogs, the keyword, segment and sort (§9:
 * Title A-Z, Title Z-A, Reset) in the query string, 'Loading' and 'No Vendor
 * Found'. Every place, count and name is read from the API in the test: CI
 * seeds another catalogue.
 */

const VENDORS_CALL = '/api/vendor-search/vendor-list-location';

interface Vendor {
  VendorInfo: string;
  CompanyURL: string;
  VandorCity: string;
  VandorProvinceState: string;
  VendorCountryName: string;
  Country: string;
  MainProducts: string;
  CountryVendorCount: number;
  CityVendorCount: number;
}

interface VendorAnswer {
  product_count: number;
  product_list: Vendor[];
  place: { type: string; name: string; code: string } | null;
}

/** What the API answers vendor-list-location with `body` (the page sends the same fields). */
async function vendorsFromApi(page: Page, body: Record<string, unknown>): Promise<VendorAnswer> {
  const response = await page.request.post(`${API_URL}${VENDORS_CALL}`, { data: body });
  expect(response.ok(), `${VENDORS_CALL} answered ${response.status()}`).toBe(true);
  return (await response.json()) as VendorAnswer;
}

/**
 * A vendor among those with the most products whose city, typed alone, is
 * found as that city (a typed name is tried as a country, a city, then a
 * state): it is on the first page of its city, state and country.
 */
async function aVendor(page: Page): Promise<Vendor> {
  const all = await vendorsFromApi(page, { offset: 0 });
  for (const vendor of all.product_list) {
    const typed = await vendorsFromApi(page, { name: vendor.VandorCity, offset: 0 });
    if (typed.place?.type === 'city' && typed.place.code === vendor.Country && names(typed).includes(vendor.VendorInfo.trim())) return vendor;
  }
  throw new Error('no vendor whose city is found by its name alone');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A country with at least `least` vendors, from the pages of all vendors. */
async function aCountryWith(page: Page, least: number): Promise<{ name: string; code: string } | null> {
  for (let offset = 0; ; offset += 12) {
    const all = await vendorsFromApi(page, { offset });
    const vendor = all.product_list.find((item) => item.CountryVendorCount >= least);
    if (vendor) return { name: vendor.VendorCountryName, code: vendor.Country };
    if (all.product_list.length < 12) return null;
  }
}

const cards = (page: Page) => browseArea(page).getByTestId('vendor-card');
const names = (answer: VendorAnswer) => answer.product_list.map((vendor) => vendor.VendorInfo.trim());

/** The page shows the API's answer: its count in the banner, its vendors in its order. */
async function expectVendors(page: Page, answer: VendorAnswer) {
  const area = browseArea(page);
  await expect(area.getByTestId('vendor-count')).toHaveText(countText(answer.product_count, 'vendor'));
  await expect(area.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(names(answer));
}

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('/vendor-result/{name} (§2.11)', () => {
  test('a typed city address (no router state): the banner count is the API’s, the cards are its vendors, and their store links open /vendor-store/{CompanyURL}', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page);
    const vendor = await aVendor(page);
    const city = vendor.VandorCity;
    // What a typed address sends: the name alone, which the API resolves.
    const answer = await vendorsFromApi(page, { name: city, sort_by: '', search_data: '', market_segment: '', offset: 0 });
    expect(answer.place?.type).toBe('city');
    await page.goto(`/vendor-result/${encodeURIComponent(city)}`);
    expect(await routerState(page)).toBeNull();
    const area = browseArea(page);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(`Vendors in ${answer.place!.name}`);
    await expectVendors(page, answer);

    const first = answer.product_list[0]!;
    const card = cards(page).first();
    const store = `/vendor-store/${first.CompanyURL}`;
    await expect(card.getByRole('link', { name: first.VendorInfo.trim() })).toHaveAttribute('href', store);
    await expect(card.getByTestId('vendor-image-link')).toHaveAttribute('href', store);
    await expect(card.getByRole('link', { name: 'Visit Vendor Store' })).toHaveAttribute('href', store);
    await card.getByRole('link', { name: first.VendorInfo.trim() }).click();
    await expect.poll(() => pathOf(page)).toBe(store);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(`Welcome To ${first.VendorInfo.trim()} Online Store`);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(`/vendor-result/${city}`);
    await cards(page).first().getByRole('link', { name: 'Visit Vendor Store' }).click();
    await expect.poll(() => pathOf(page)).toBe(store);
    expect(errors).toEqual([]);
  });

  test('a place dialog’s Continue links lead to the product and vendor results with the §2.1 state', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page);
    const vendor = await aVendor(page);
    const { VandorCity: city, VandorProvinceState: state, Country: code } = vendor;
    await page.goto(`/vendor-result/${encodeURIComponent(city)}`);
    const area = browseArea(page);
    const card = cards(page).filter({ hasText: vendor.VendorInfo.trim() });

    await card.getByRole('button', { name: `City: ${city}` }).click();
    const cityDialog = page.getByRole('dialog', { name: city });
    await expect(cityDialog).toBeVisible();
    await cityDialog.getByRole('link', { name: new RegExp(`^Continue Products located in ${escaped(city)}`) }).click();
    await expect.poll(() => pathOf(page)).toBe(`/product-result/${city}`);
    expect(await routerState(page)).toEqual({ cityname: city, name: city, code });

    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(`/vendor-result/${city}`);
    await card.getByRole('button', { name: `State or province: ${state}` }).click();
    const stateDialog = page.getByRole('dialog', { name: state });
    await stateDialog.getByRole('link', { name: new RegExp(`^Continue Vendors located in ${escaped(state)}`) }).click();
    await expect.poll(() => pathOf(page)).toBe(`/vendor-result/${state}`);
    const sent = { statename: state, name: state, code, condition: 'state' };
    expect(await routerState(page)).toEqual(sent);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(`Vendors in ${state}`);
    await expectVendors(page, await vendorsFromApi(page, { ...sent, sort_by: '', search_data: '', market_segment: '', offset: 0 }));
    expect(errors).toEqual([]);
  });

  test('Title A-Z and Title Z-A order the names as the API does; the sort lives in the address (reload, back); Reset clears it', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page);
    const country = await aCountryWith(page, 2);
    expect(country, 'a country with two vendors or more').not.toBeNull();
    const place = { countryname: country!.name, name: country!.name, code: country!.code, condition: 'country' };
    const request = (sort: string) => vendorsFromApi(page, { ...place, sort_by: sort, search_data: '', market_segment: '', offset: 0 });
    await page.goto(`/vendor-result/${encodeURIComponent(country!.name)}?condition=country&code=${country!.code}`);
    const area = browseArea(page);
    await expectVendors(page, await request(''));

    const sort = area.getByLabel('Sort', { exact: true });
    // §9: the vendor page offers only Title A-Z, Title Z-A and Reset ('Sort by' is the empty box, not a choice).
    expect(await sort.locator('option:not([disabled])').allTextContents()).toEqual(['Title A-Z', 'Title Z-A', 'Reset']);

    await sort.selectOption({ label: 'Title A-Z' });
    await expect.poll(() => queryOf(page).sort).toBe('A');
    const az = await request('A');
    await expectVendors(page, az);
    const azNames = names(az);
    expect(azNames[0]!.localeCompare(azNames.at(-1)!, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);

    await sort.selectOption({ label: 'Title Z-A' });
    await expect.poll(() => queryOf(page).sort).toBe('Z');
    const za = await request('Z');
    await expectVendors(page, za);
    expect(names(za)[0]).toBe([...names(az), ...names(za)].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }))[0]);

    await page.reload();
    await expectVendors(page, za);
    await expect(sort).toHaveValue('Z');
    await page.goBack();
    await expect.poll(() => queryOf(page).sort).toBe('A');
    await expectVendors(page, az);

    await sort.selectOption({ label: 'Reset' });
    await expect.poll(() => queryOf(page)).toEqual({ condition: 'country', code: country!.code });
    await expect(sort).toHaveValue('');
    await expectVendors(page, await request(''));
    expect(errors).toEqual([]);
  });

  test('keyword and segment: an empty keyword does nothing (§5); a keyword and a segment are searched in the place and kept in the address', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page);
    const vendor = await aVendor(page);
    const country = { name: vendor.VendorCountryName, code: vendor.Country };
    const place = { countryname: country.name, name: country.name, code: country.code, condition: 'country' };
    await page.goto(`/vendor-result/${encodeURIComponent(country.name)}?condition=country&code=${country.code}`);
    const area = browseArea(page);
    const field = area.getByRole('searchbox', { name: 'Search by keyword' });
    await expect(cards(page).first()).toBeVisible();
    const before = page.url();

    await field.fill('   ');
    await area.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(area.getByText('Type a keyword first, then choose Search.')).toBeVisible();
    expect(page.url()).toBe(before);

    const keyword = vendor.MainProducts.split(',')[0]!.trim();
    await field.fill(keyword);
    await field.press('Enter');
    await expect.poll(() => queryOf(page).keyword).toBe(keyword);
    await expect(area.getByTestId('vendor-keyword')).toContainText(keyword);
    const found = await vendorsFromApi(page, { ...place, sort_by: '', search_data: keyword, market_segment: '', offset: 0 });
    expect(names(found)).toContain(vendor.VendorInfo.trim());
    await expectVendors(page, found);

    await area.getByLabel('Market segment').selectOption('B2B');
    await expect.poll(() => queryOf(page).segment).toBe('B2B');
    const b2b = await vendorsFromApi(page, { ...place, sort_by: '', search_data: keyword, market_segment: 'B2B', offset: 0 });
    if (b2b.product_count) await expectVendors(page, b2b);
    else await expect(area.getByText('No Vendor Found')).toBeVisible();
    await page.reload();
    await expect(area.getByLabel('Market segment')).toHaveValue('B2B');
    await expect(field).toHaveValue(keyword);

    await area.getByRole('button', { name: 'Clear keyword' }).click();
    await expect.poll(() => queryOf(page).keyword).toBeUndefined();
    await expectVendors(page, await vendorsFromApi(page, { ...place, sort_by: '', search_data: '', market_segment: 'B2B', offset: 0 }));
    expect(errors).toEqual([]);
  });

  test('pages of 12: page 2 sends offset 12, is in the address, and a filter keeps the page (§4, vendor location page)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page);
    // The seed spreads vendors by population (vendorCountFor): a big country has more than a page of them.
    const country = await aCountryWith(page, 13);
    expect(country, 'a country of the catalogue with more than 12 vendors').not.toBeNull();
    const place = { countryname: country!.name, name: country!.name, code: country!.code, condition: 'country' };
    await page.goto(`/vendor-result/${encodeURIComponent(country!.name)}?condition=country&code=${country!.code}`);
    const area = browseArea(page);
    await expect(cards(page)).toHaveCount(12);
    const sent = page.waitForRequest((request) => request.url().endsWith(VENDORS_CALL) && request.postDataJSON()?.offset === 12);
    await area.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await sent;
    await expect.poll(() => queryOf(page).page).toBe('2');
    await expectVendors(page, await vendorsFromApi(page, { ...place, sort_by: '', search_data: '', market_segment: '', offset: 12 }));

    await area.getByLabel('Sort', { exact: true }).selectOption({ label: 'Title Z-A' });
    await expect.poll(() => queryOf(page)).toMatchObject({ page: '2', sort: 'Z' });
    await expectVendors(page, await vendorsFromApi(page, { ...place, sort_by: 'Z', search_data: '', market_segment: '', offset: 12 }));
    await page.goBack();
    await page.goBack();
    await expect.poll(() => queryOf(page).page).toBeUndefined();
    await expect(cards(page)).toHaveCount(12);
    expect(errors).toEqual([]);
  });

  test('No Vendor Found for a place with none; an unknown place says so', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page);
    const countries = (await (await page.request.post(`${API_URL}/api/commen/country-list`, { data: {} })).json()) as { CountryList: { CountryName: string }[] };
    let empty: string | undefined;
    for (const { CountryName } of countries.CountryList.slice(0, 40)) {
      const answer = await vendorsFromApi(page, { name: CountryName, offset: 0 });
      if (answer.place && answer.product_count === 0) {
        empty = CountryName;
        break;
      }
    }
    expect(empty, 'a country with no vendor').toBeTruthy();
    await page.goto(`/vendor-result/${encodeURIComponent(empty!)}`);
    const area = browseArea(page);
    await expect(area.getByRole('heading', { name: 'No Vendor Found' })).toBeVisible();
    await expect(area.getByTestId('vendor-count')).toHaveText(countText(0, 'vendor'));
    await expect(cards(page)).toHaveCount(0);
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));

    await page.goto('/vendor-result/Nowhere-Land-42');
    await expect(area.getByRole('heading', { name: 'No Vendor Found' })).toBeVisible();
    await expect(area.getByText('We do not know a place called “Nowhere-Land-42”.', { exact: false })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Loading with a spinner and skeletons of the cards’ size (nothing moves when the vendors arrive); a failed load keeps the page with a quiet Try again', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page);
    const vendor = await aVendor(page);
    const url = `${API_URL}${VENDORS_CALL}`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(url, async (route) => {
      await held;
      await route.continue();
    });
    await loadRenderedInBrowser(page, `/vendor-result/${encodeURIComponent(vendor.VendorCountryName)}`);
    const area = browseArea(page);
    await expect(area.getByTestId('vendor-status')).toHaveText('Loading');
    await expect(area.getByTestId('vendor-card-skeleton')).toHaveCount(12);
    const firstBox = () => area.locator('ol > li').first().boundingBox();
    const before = await firstBox();
    release();
    await expect(cards(page).first()).toBeVisible();
    await expect(area.getByTestId('vendor-status')).toHaveText(/^Showing 1–\d+ of \d+$/);
    const after = await firstBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(0.5);
    await page.unroute(url);

    let failures = 0;
    await page.route(url, (route) => {
      failures += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500 }) });
    });
    await loadRenderedInBrowser(page, `/vendor-result/${encodeURIComponent(vendor.VandorCity)}`);
    const retry = area.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    expect(failures).toBeGreaterThan(0);
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(area.getByRole('alert')).toHaveCount(0);
    await expect(area).not.toContainText(/error|fail|wrong|500/i);
    await page.unroute(url);
    await retry.click();
    await expect(cards(page).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('axe: no serious or critical violation on the results, with a place dialog and with More Vendor Details open', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page);
    const vendor = await aVendor(page);
    await page.goto(`/vendor-result/${encodeURIComponent(vendor.VandorCity)}`);
    await expect(cards(page).first()).toBeVisible();
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));

    const card = cards(page).filter({ hasText: vendor.VendorInfo.trim() });
    await card.getByRole('button', { name: 'More Vendor Details' }).click();
    const details = page.getByRole('dialog', { name: vendor.VendorInfo.trim() });
    await expect(details.getByText(vendor.MainProducts)).toBeVisible();
    await expect(details.getByRole('link', { name: 'Visit Vendor Store' })).toHaveAttribute('href', `/vendor-store/${vendor.CompanyURL}`);
    await expectNoSevereViolations(page);
    await details.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: `Country: ${vendor.VendorCountryName}` }).click();
    await expect(page.getByRole('dialog', { name: vendor.VendorCountryName })).toBeVisible();
    await expectNoSevereViolations(page);
    expect(errors).toEqual([]);
  });
});
