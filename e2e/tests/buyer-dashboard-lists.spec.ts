import type { Page } from '@playwright/test';
import { DEMO_BUYER } from '../support/accounts';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { browseArea, collectPageErrors } from '../support/count-tiles';
import { expect, settledVisitor, test } from '../support/fixtures';
import { API_URL } from '../support/ports';
import { productDetail, productIdOf, withProductOutOfStock } from '../support/catalogue-edits';
import { accountArea, logIn } from './account-helpers';

/**
 * The buyer dashboard's two lists (issue 41): the saved searches, with the
 * products posted since each was last opened, Open, Rename and Delete; the
 * back-in-stock alerts (notify me), with Stop. The demo buyer is shared with
 * other specs: each test starts by emptying the list it uses and leaves it
 * empty; the product made out of stock here is one of its own (2741-2780:
 * catalogue-changes.spec.ts reads 2901-2990, notify-me.spec.ts 2811-2890),
 * and its stock is put back.
 */

interface SavedSearch {
  id: number;
  name: string;
  address: string;
  lastSeenAt: string;
  newCount: number;
  newCountCapped: boolean;
}
const SAVED = `${API_URL}/api/buyer/saved-searches`;
const NOTIFY = `${API_URL}/api/buyer/notify-me`;

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** The demo buyer, logged in through the login page (the session cookie is the context's: page.request sends it too). */
async function demoBuyer(page: Page) {
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await page.waitForURL('**/buyer-dashboard');
}

async function savedSearches(page: Page): Promise<SavedSearch[]> {
  const response = await page.request.get(SAVED);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { savedSearches: SavedSearch[] }).savedSearches;
}

async function alerts(page: Page): Promise<string[]> {
  const response = await page.request.get(NOTIFY);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { subscriptions: { GBXProductID: string }[] }).subscriptions.map((each) => each.GBXProductID);
}

/** A vendor posts a new product, a copy of `gbxproductid` created now (the development route; the answer names the new id). */
async function postCopy(page: Page, gbxproductid: string): Promise<string> {
  const response = await page.request.post(`${API_URL}/dev/catalogue/product-copy`, { data: { gbxproductid } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { gbxproductid: string }).gbxproductid;
}

test('saved searches: the new products since last opened, Open marks it seen, Rename checks the name, Delete asks first', async ({ page }) => {
  await demoBuyer(page);
  for (const search of await savedSearches(page)) expect((await page.request.delete(`${SAVED}/${search.id}`)).status()).toBe(200);

  // The store of a vendor: a product it posts after the search was saved is new to the search.
  const product = await productDetail(page, productIdOf(2700));
  const address = `/vendor-store/${product.CompanyURL}`;
  const saving = await page.request.post(SAVED, { data: { name: 'E2E tractors', address } });
  expect(saving.status(), await saving.text()).toBe(200);
  const { savedSearch } = (await saving.json()) as { savedSearch: SavedSearch };
  expect(savedSearch.newCount).toBe(0);

  await postCopy(page, product.GBXProductID);
  await page.goto('/buyer-dashboard');
  const area = accountArea(page);
  const section = area.getByRole('region', { name: 'Saved searches' });
  const row = section.getByTestId('saved-search').filter({ hasText: 'E2E tractors' });
  await expect(row.getByTestId('saved-search-new')).toHaveText('1 new');
  await expect(section.getByTestId('saved-searches-kept')).toHaveText('1 of 50 saved');
  await expectNoSevereViolations(page, remoteScope(page, 'mf_account'));

  // Open: a real link to the saved address, which marks the search seen before it goes.
  const open = row.getByRole('link', { name: 'Open' });
  await expect(open).toHaveAttribute('href', address);
  await open.click();
  await page.waitForURL(`**${address}`);
  // The vendor's store, with the product it posted (the copy has the same title).
  await expect(browseArea(page).getByRole('link', { name: product.ProductTitle }).first()).toBeVisible();
  const [seen] = await savedSearches(page);
  expect(Date.parse(seen!.lastSeenAt)).toBeGreaterThan(Date.parse(savedSearch.lastSeenAt));
  await page.goBack();
  await page.waitForURL('**/buyer-dashboard');
  await expect(row.getByTestId('saved-search-new')).toHaveText('No new products');

  // Rename: an empty name is refused beside the field, which keeps the focus; a good one is saved.
  await row.getByRole('button', { name: 'Rename' }).click();
  const field = section.getByLabel('New name');
  await expect(field).toBeFocused();
  await field.fill('');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Please enter a name\./);
  await expect(section.getByRole('alert')).toHaveText('Please enter a name.');
  await expect(field).toBeFocused();
  await field.fill('E2E big tractors');
  await section.getByRole('button', { name: 'Save' }).click();
  const renamed = section.getByTestId('saved-search').filter({ hasText: 'E2E big tractors' });
  await expect(renamed.getByRole('button', { name: 'Rename' })).toBeFocused();
  await expect.poll(async () => (await savedSearches(page)).map((each) => each.name)).toEqual(['E2E big tractors']);

  // Delete: asks first; No keeps it, Yes deletes it.
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed.getByRole('group', { name: 'Delete "E2E big tractors"?' })).toBeVisible();
  await renamed.getByRole('button', { name: 'No' }).click();
  await expect(renamed.getByRole('button', { name: 'Delete' })).toBeFocused();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await renamed.getByRole('button', { name: 'Yes' }).click();
  await expect(section.getByTestId('saved-search')).toHaveCount(0);
  await expect(section.getByTestId('saved-searches-empty')).toContainText("Save a search from any listing or advanced search with 'Save this search'.");
  await expect(section.getByTestId('saved-searches-kept')).toHaveText('0 of 50 saved');
  await expect.poll(async () => (await savedSearches(page)).length).toBe(0);
});

test('back-in-stock alerts: an alert asked through the API is listed with its product, and Stop removes it', async ({ page }) => {
  await demoBuyer(page);
  for (const id of await alerts(page)) expect((await page.request.delete(`${NOTIFY}/${id}`)).status()).toBe(200);
  await withProductOutOfStock(page, 2780, async (product) => {
    const asking = await page.request.post(NOTIFY, { data: { gbxproductid: product.GBXProductID, language: 'en' } });
    expect(asking.status(), await asking.text()).toBe(200);

    // The host's server renders the dashboard with both lists (its route's loader), and React takes it over quietly.
    const document = await (await page.request.get('/buyer-dashboard', { headers: { accept: 'text/html' } })).text();
    expect(document).toContain(`data-product="${product.GBXProductID}"`);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/buyer-dashboard');
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    const section = accountArea(page).getByRole('region', { name: 'Back-in-stock alerts' });
    const row = section.getByTestId('notify-me-alert').filter({ hasText: product.ProductTitle });
    await expect(row.getByRole('link', { name: product.ProductTitle })).toHaveAttribute('href', `/product-detail/${product.GBXProductID}`);
    await expect(row.locator('time')).toContainText('Asked on ');
    expect(problems).toEqual([]);
    await expectNoSevereViolations(page, remoteScope(page, 'mf_account'));

    await row.getByRole('button', { name: 'Stop' }).click();
    await expect(section.getByTestId('notify-me-alert')).toHaveCount(0);
    await expect(section.getByTestId('notify-me-empty')).toBeVisible();
    await expect.poll(() => alerts(page)).not.toContain(product.GBXProductID);
  });
});
