import type { Page } from '@playwright/test';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { browseArea, collectPageErrors } from '../support/count-tiles';
import { expect, postWithStoredDevice, settledVisitor, test } from '../support/fixtures';
import { cardIds, cards, expectCards, isListing, type ListItem } from '../support/listings';
import { API_URL } from '../support/ports';

/**
 * Advanced search (/advance-search, §2.10, mf-browse) against the real API:
 * arriving with a keyword from the landing page, the city autocomplete, a
 * proximity search with a price range and a segment, the quick searches, a
 * search kept in the address across reload and back, Reset, and the form's
 * rules. Every total and card is the API's own answer for the page's stored
 * device context; nothing is hard-coded (CI seeds another catalogue).
 */

const SEARCH = '/api/advance-search/advance-search';
const CLICK = '/api/advance-search/advance-search-click';
const CITIES = '/api/commen/cities-list';
const SEGMENTS = ['B2B', 'B2G', 'B2C', 'M2B', 'M2G', 'M2C', 'G2B', 'G2G', 'C2C'];
const QUICK = [
  ['Posted Last 24 Hours', 'lasthours'],
  ['Posted Last 30 Days', 'lastdays'],
  ['Best Selling', 'bestselling'],
  ['Most Wishlisted', 'mostwishlisted'],
] as const;

interface SearchAnswer {
  product_list: Array<ListItem & { Distance?: number; DistanceUnit?: string }>;
  product_count: number;
}

const search = (page: Page, fields: Record<string, unknown>, call = SEARCH) => postWithStoredDevice<SearchAnswer>(page, call, { limit: 12, offset: 0, ...fields });
const landingHome = (page: Page) => postWithStoredDevice<{ city: string; countryCode: string }>(page, '/api/landing/landing-home');
const area = browseArea;
const form = (page: Page) => area(page).getByTestId('advanced-search-form');
const total = (page: Page) => area(page).getByTestId('total-results');

async function expectTotal(page: Page, count: number) {
  await expect(total(page)).toHaveText(`Total Results ${count.toLocaleString('en')}`);
}

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test('arriving from /home with a keyword and city: the form is collapsed and filled, the total is the API’s', async ({ page }) => {
  await settledVisitor(page, '/home');
  const home = await landingHome(page);
  // A word of a product of the visitor's city, so the search finds something.
  const local = await search(page, { city: home.city, productscountry: home.countryCode });
  const keyword = (local.product_list[0]?.ProductTitle ?? 'product').split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  const expected = await search(page, { keyword, city: home.city, productscountry: home.countryCode });

  await area(page).getByRole('searchbox', { name: 'Search by keyword' }).fill(keyword);
  await area(page).getByRole('button', { name: `Shop in ${home.city}` }).click();

  await expect(area(page).getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
  await expect(area(page).getByRole('button', { name: 'EXPAND' })).toHaveAttribute('aria-expanded', 'false');
  await expect(form(page)).toBeHidden();
  await expectTotal(page, expected.product_count);
  await expectCards(page, expected.product_list);
  // The search is in the address: a shared link shows it.
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(keyword);

  await area(page).getByRole('button', { name: 'EXPAND' }).click();
  await expect(area(page).getByRole('button', { name: 'COLLAPSE' })).toHaveAttribute('aria-expanded', 'true');
  await expect(form(page).getByRole('searchbox', { name: 'Keyword' })).toHaveValue(keyword);
  await expect(form(page).getByRole('combobox', { name: 'Location (City)' })).toHaveValue(home.city);
  await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
});

test('city autocomplete: nothing is asked for 2 characters; for 3, Loading and then the API’s suggestions', async ({ page }) => {
  const asked: string[] = [];
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${API_URL}${CITIES}`, async (route) => {
    asked.push(String((route.request().postDataJSON() as { citydata: string }).citydata));
    await held;
    await route.continue();
  });
  await settledVisitor(page, '/advance-search');
  const home = await landingHome(page);
  const box = form(page).getByRole('combobox', { name: 'Location (City)' });
  const typed = home.city.slice(0, 3);

  await box.fill(typed.slice(0, 2));
  await expect(page.getByRole('status').filter({ hasText: 'Type at least 3 letters to see suggestions.' })).toBeVisible();
  await box.fill(typed);
  await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toBeVisible();
  await expect.poll(() => asked).toEqual([typed]);
  answer();

  const cities = await postWithStoredDevice<{ CityList: Array<{ value: string }> }>(page, CITIES, { citydata: typed });
  expect(cities.CityList.length).toBeGreaterThan(0);
  await expect(area(page).getByRole('listbox', { name: 'City suggestions' }).getByRole('option')).toHaveText(cities.CityList.map((city) => city.value));
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(cities.CityList[0]!.value);
  // Only what was typed from the third character on was ever asked for.
  expect(asked).toEqual([typed]);
});

test('within 50 km of a city, in a price range and a segment: every card satisfies all three', async ({ page }) => {
  await settledVisitor(page, '/advance-search');
  const home = await landingHome(page);
  const near = { city: home.city, radiuscity: 1, radiuswithin: '50', radiusUnit: 'km' };
  // A segment with products near the city, and a price range inside theirs.
  let chosen: { segment: string; min: number; max: number } | undefined;
  for (const segment of SEGMENTS) {
    const prices = (await search(page, { ...near, marketsegments: [segment] })).product_list.map((item) => item.USPrice).sort((a, b) => a - b);
    if (prices.length >= 2) {
      chosen = { segment, min: Math.floor(prices[0]!), max: Math.ceil(prices[prices.length - 1]!) };
      break;
    }
  }
  expect(chosen, 'a segment with products within 50 km').toBeDefined();
  const { segment, min, max } = chosen!;
  const expected = await search(page, { ...near, marketsegments: [segment], pricingmin: String(min), pricingmax: String(max) });

  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (isListing(request, SEARCH)) sent.push(request.postDataJSON() as Record<string, unknown>);
  });
  await form(page).getByRole('combobox', { name: 'Location (City)' }).fill(home.city);
  await form(page).getByRole('textbox', { name: 'Within' }).fill('50');
  await form(page).getByRole('checkbox', { name: segment, exact: true }).check();
  await form(page).getByRole('textbox', { name: 'Minimum' }).fill(String(min));
  await form(page).getByRole('textbox', { name: 'Maximum' }).fill(String(max));
  await form(page).getByRole('button', { name: 'Submit' }).click();

  await expectTotal(page, expected.product_count);
  await expectCards(page, expected.product_list);
  expect(sent.at(-1)).toMatchObject({ ...near, radiuscity: 1, marketsegments: [segment], pricingmin: String(min), pricingmax: String(max), offset: 0, limit: 12 });
  for (const [index, item] of expected.product_list.entries()) {
    expect(item.DistanceUnit).toBe('km');
    expect(item.Distance).toBeLessThanOrEqual(50);
    // The card says how far the product is.
    const distance = await page.evaluate((km) => new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km), item.Distance ?? 0);
    await expect(cards(page).nth(index).getByTestId('distance')).toHaveText(`${distance} away`);
    expect(item.USPrice).toBeGreaterThanOrEqual(min);
    expect(item.USPrice).toBeLessThanOrEqual(max);
    // The product's segment, asked on its own.
    expect((await search(page, { productid: item.GBXProductID, marketsegments: [segment] })).product_count, item.GBXProductID).toBe(1);
  }
  // The chosen filters show, each removable.
  const chips = area(page).getByTestId('chosen-filters');
  await expect(chips.getByRole('link', { name: `Remove filter Market segments: ${segment}` })).toBeVisible();
  await expect(chips.getByRole('link', { name: `Remove filter Proximity: 50 km of ${home.city}` })).toBeVisible();
  await expect(chips.getByRole('link', { name: `Remove filter Pricing (USD): USD ${min} to ${max}` })).toBeVisible();
});

test('each quick search highlights alone and shows the API’s order (click-search with clicksearch 1)', async ({ page }) => {
  await settledVisitor(page, '/advance-search');
  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (isListing(request, CLICK)) sent.push(request.postDataJSON() as Record<string, unknown>);
  });
  const buttons = area(page).getByRole('group', { name: 'Quick searches' }).getByRole('button');
  await expect(buttons).toHaveText(QUICK.map(([name]) => name));
  for (const [name, flag] of QUICK) {
    await area(page).getByRole('button', { name, exact: true }).click();
    for (const [other] of QUICK) await expect(area(page).getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-pressed', String(other === name));
    const expected = await search(page, { [flag]: 1, clicksearch: 1 }, CLICK);
    await expectTotal(page, expected.product_count);
    if (expected.product_count) await expectCards(page, expected.product_list);
    else await expect(area(page).getByTestId('no-product')).toContainText('No Product Found');
    expect(sent.at(-1)).toMatchObject({ [flag]: 1, clicksearch: 1, offset: 0 });
  }
  // Pressed again, it lets go: no quick search is highlighted.
  await area(page).getByRole('button', { name: QUICK[3][0], exact: true }).click();
  await expect(area(page).getByRole('button', { name: QUICK[3][0], exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('page 2 of a search with three filters survives a reload and back; leaving and coming back shows it again; Reset clears every field', async ({ page }) => {
  await settledVisitor(page, '/advance-search');
  const home = await landingHome(page);
  const filters = { productscountry: home.countryCode, newproduct: 1, shippingrequired: 1 };
  const first = await search(page, filters);
  expect(first.product_count, 'more than one page of new products shipped in the country').toBeGreaterThan(12);
  const second = await search(page, { ...filters, offset: 12 });

  await form(page).getByRole('combobox', { name: 'Products located in country' }).selectOption(home.countryCode);
  await form(page).getByRole('checkbox', { name: 'New', exact: true }).check();
  await form(page).getByRole('checkbox', { name: 'Shipping Required' }).check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expectCards(page, first.product_list);
  // Submitting collapses the form, so the results come into view.
  await expect(form(page)).toBeHidden();

  await area(page).getByRole('link', { name: 'Page 2' }).click();
  await expectCards(page, second.product_list);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');

  await page.reload();
  await expectCards(page, second.product_list);
  await expect(area(page).getByTestId('chosen-filters').getByRole('link')).toHaveCount(3);
  await expect(area(page).getByRole('button', { name: 'EXPAND' })).toBeVisible();

  await page.goBack();
  await expectCards(page, first.product_list);
  await page.goForward();
  await expectCards(page, second.product_list);

  // Another page and back: the results load again from the address.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expectCards(page, second.product_list);

  await area(page).getByRole('button', { name: 'EXPAND' }).click();
  await expect(form(page).getByRole('checkbox', { name: 'New', exact: true })).toBeChecked();
  await form(page).getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByRole('combobox', { name: 'Products located in country' })).toHaveValue('');
  await expect(form(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
  for (const box of await form(page).getByRole('textbox').all()) await expect(box).toHaveValue('');
  await expect(area(page).getByRole('heading', { name: 'Start your search' })).toBeVisible();
  await expect(area(page).getByTestId('product-cards')).toHaveCount(0);
});

test('a wrong price range or date order shows its message beside the field, sends nothing and keeps what was typed', async ({ page }) => {
  await settledVisitor(page, '/advance-search');
  let sent = 0;
  page.on('request', (request) => {
    if (isListing(request, SEARCH)) sent += 1;
  });
  const min = form(page).getByRole('textbox', { name: 'Minimum' });
  await min.fill('100');
  await form(page).getByRole('textbox', { name: 'Maximum' }).fill('50');
  await form(page).getByLabel('Posted after').fill('2026-03-02');
  await form(page).getByLabel('Posted before').fill('2026-03-01');
  await form(page).getByRole('button', { name: 'Submit' }).click();

  // The first wrong field in the form's order takes the focus (the dates come first, under What).
  await expect(form(page).getByLabel('Posted after')).toBeFocused();
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  await expect(min).toHaveAccessibleDescription('The minimum must not be above the maximum.');
  await expect(form(page).getByLabel('Posted after')).toHaveAccessibleDescription('“Posted after” must not be later than “Posted before”.');
  await expect(form(page).getByRole('alert')).toHaveText('Please correct the fields marked in red: nothing was searched yet.');
  await expect(min).toHaveValue('100');
  expect(new URL(page.url()).search).toBe('');

  // Fixed, each message goes; the search runs.
  await min.fill('10');
  await expect(min).not.toHaveAttribute('aria-invalid');
  await form(page).getByLabel('Posted after').fill('2026-02-01');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(total(page)).toContainText('Total Results');
  await expect.poll(() => sent).toBe(1);
  await expect.poll(() => cardIds(page).then(() => new URL(page.url()).searchParams.get('pricingmin'))).toBe('10');
});

/** Holds back the advanced-search form's react-hook-form code (live-search-form.tsx, the chunk that draws data-rules) until released. */
async function holdFormRules(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { held: false, release };
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('data-rules')) {
      state.held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return state;
}

test('before react-hook-form has arrived the form takes typing and runs a search the rules accept', async ({ page }) => {
  const rules = await holdFormRules(page);
  await settledVisitor(page, '/advance-search');
  const keyword = form(page).getByRole('searchbox', { name: 'Keyword' });
  await keyword.fill('steel');
  await expect.poll(() => rules.held).toBe(true);
  await form(page).getByRole('checkbox', { name: 'B2B' }).check();
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('steel');
  expect(new URL(page.url()).searchParams.get('marketsegments')).toBe('B2B');
  const answer = await search(page, { keyword: 'steel', marketsegments: ['B2B'] });
  await expectTotal(page, answer.product_count);
  await expect(form(page)).not.toHaveAttribute('data-rules', 'on');
  rules.release();
});

test('a search the rules refuse, sent before react-hook-form has arrived, is judged as it arrives: the message beside the field, the focus on it, what was typed kept', async ({ page }) => {
  const rules = await holdFormRules(page);
  await settledVisitor(page, '/advance-search');
  const min = form(page).getByRole('textbox', { name: 'Minimum' });
  await min.fill('100');
  await form(page).getByRole('textbox', { name: 'Maximum' }).fill('50');
  await expect.poll(() => rules.held).toBe(true);
  await form(page).getByRole('button', { name: 'Submit' }).click();
  // Nothing sent, nothing said yet: the rules' code is on its way.
  await expect(form(page).getByRole('alert')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  rules.release();
  await expect(form(page)).toHaveAttribute('data-rules', 'on');
  await expect(min).toBeFocused();
  await expect(min).toHaveAccessibleDescription('The minimum must not be above the maximum.');
  await expect(form(page).getByRole('alert')).toHaveText('Please correct the fields marked in red: nothing was searched yet.');
  await expect(min).toHaveValue('100');
  await expect(form(page).getByRole('textbox', { name: 'Maximum' })).toHaveValue('50');
  expect(new URL(page.url()).search).toBe('');
});

test('axe: no serious violation with the form open, nor with the results', async ({ page }) => {
  await settledVisitor(page, '/advance-search');
  await expect(form(page)).toBeVisible();
  await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
  await area(page).getByRole('button', { name: 'Best Selling' }).click();
  await expect(area(page).getByTestId('listing-results')).toHaveAttribute('aria-busy', 'false');
  await area(page).getByRole('button', { name: 'COLLAPSE' }).click();
  await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
});

test('the search bar becomes fixed after 396 px; on a phone the Submit bar floats at the bottom of the screen', async ({ page }) => {
  await settledVisitor(page, '/advance-search?quick=bestselling&page=1');
  const bar = area(page).getByTestId('advanced-search-bar');
  const position = () => bar.evaluate((element) => getComputedStyle(element).position);
  await expect(area(page).getByTestId('listing-results')).toHaveAttribute('aria-busy', 'false');
  expect(await position()).toBe('static');
  await page.evaluate(() => window.scrollTo(0, 380));
  await expect.poll(position).toBe('static');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(position).toBe('fixed');
  // Under the host's header, never over it.
  const header = await page.getByTestId('header-menu').boundingBox();
  await expect.poll(async () => (await bar.boundingBox())?.y).toBeGreaterThanOrEqual(Math.floor((header?.y ?? 0) + (header?.height ?? 0)) - 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(position).toBe('static');

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/advance-search');
  const submit = form(page).getByRole('button', { name: 'Submit' });
  await expect(submit).toBeInViewport();
  // Polled: react-hook-form's form may take the still one's place between two readings (search-form.tsx).
  await expect.poll(async () => {
    const box = await submit.boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  }).toBeGreaterThan(740 - 80);
});
