import type { Page } from '@playwright/test';
import { DEMO_BUYER } from '../support/accounts';
import { expectNoSevereViolations } from '../support/a11y';
import { browseArea, collectPageErrors } from '../support/count-tiles';
import { expect, holdScripts, settledVisitor, test, waitForInteractive } from '../support/fixtures';
import { API_URL } from '../support/ports';
import { accountArea, logIn } from './account-helpers';

/**
 * 'Save this search' (issue 41) on the listings and the advanced search's
 * results: a buyer names the page's search (the name's rule of 1 to 60
 * characters said beside the field, what was typed kept) and finds it on the
 * dashboard, whose Open leads back to the same address; a visitor gets the
 * tip that a buyer login is needed, whose Log in link returns to the page.
 * The demo buyer is shared with other specs: its saved searches are emptied
 * first and left empty.
 */

interface SavedSearch {
  id: number;
  name: string;
  address: string;
}

const SAVED = `${API_URL}/api/buyer/saved-searches`;
const TIP = 'Please log in as a Buyer to save this search';

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function savedSearches(page: Page): Promise<SavedSearch[]> {
  const response = await page.request.get(SAVED);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { savedSearches: SavedSearch[] }).savedSearches;
}

async function forgetSavedSearches(page: Page) {
  for (const search of await savedSearches(page)) expect((await page.request.delete(`${SAVED}/${search.id}`)).status()).toBe(200);
}

async function demoBuyer(page: Page) {
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await page.waitForURL('**/buyer-dashboard');
  await forgetSavedSearches(page);
}

const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save this search' });

/** Opens the form of the page's 'Save this search' and checks the name it starts with. */
async function openForm(page: Page, startName: string) {
  await browseArea(page).getByRole('button', { name: 'Save this search' }).click();
  const dialog = saveDialog(page);
  const field = dialog.getByLabel('Name');
  await expect(field).toHaveValue(startName);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('From 1 to 60 characters.');
  return { dialog, field, save: dialog.getByRole('button', { name: 'Save', exact: true }) };
}

test('a buyer saves a listing and an advanced search by name, a wrong name is refused and kept, and the dashboard opens both again', async ({ page }) => {
  await demoBuyer(page);
  try {
    // A listing: the deals with a keyword and a sort; page 2 is not part of the search.
    await page.goto('/deals-promotion?keyword=lamp&sort=low&page=2');
    await waitForInteractive(page);
    const listing = await openForm(page, 'Discounted Products: lamp');
    await expectNoSevereViolations(page, { selector: '[role="dialog"]', ready: listing.field });

    // Empty: refused beside the field, which keeps the focus; nothing is sent.
    await listing.field.fill('   ');
    await listing.save.click();
    await expect(listing.field).toHaveAttribute('aria-invalid', 'true');
    await expect(listing.dialog.getByRole('alert')).toHaveText('Please enter a name.');
    await expect(listing.field).toHaveAccessibleDescription('Please enter a name. From 1 to 60 characters.');
    await expect(listing.field).toBeFocused();
    // 61 characters: refused as typed, the text kept.
    const long = `E2E ${'l'.repeat(57)}`;
    await listing.field.fill(long);
    await expect(listing.dialog.getByRole('alert')).toHaveText('A name has at most 60 characters.');
    await listing.save.click();
    await expect(listing.field).toHaveValue(long);
    await expect(listing.dialog.getByRole('alert')).toHaveText('A name has at most 60 characters.');
    expect(await savedSearches(page)).toEqual([]);

    // Closed and opened again, what was typed is still there.
    await page.keyboard.press('Escape');
    await expect(listing.dialog).toHaveCount(0);
    await expect(browseArea(page).getByRole('button', { name: 'Save this search' })).toBeFocused();
    await browseArea(page).getByRole('button', { name: 'Save this search' }).click();
    await expect(listing.field).toHaveValue(long);

    await listing.field.fill('E2E cheap lamps');
    await expect(listing.dialog.getByRole('alert')).toHaveCount(0);
    await listing.save.click();
    const done = listing.dialog.getByRole('status');
    await expect(done).toHaveText('Saved as "E2E cheap lamps". See your saved searches');
    await expect(done.getByRole('link', { name: 'See your saved searches' })).toHaveAttribute('href', '/buyer-dashboard');
    await expect.poll(async () => (await savedSearches(page)).map((each) => [each.name, each.address])).toEqual([['E2E cheap lamps', '/deals-promotion?keyword=lamp&sort=low']]);
    await listing.dialog.getByRole('button', { name: 'Close' }).click();

    // The advanced search's results, its filters in the address.
    await page.goto('/advance-search?keyword=lamp&newproduct=1&productscountry=IN');
    await waitForInteractive(page);
    await expect(browseArea(page).getByTestId('refine-box')).toBeVisible();
    const advanced = await openForm(page, 'Advanced Search: lamp');
    await advanced.field.fill('E2E new lamps in India');
    await advanced.save.click();
    await expect(advanced.dialog.getByRole('status')).toHaveText('Saved as "E2E new lamps in India". See your saved searches');
    // The link to the dashboard, where the list is.
    await advanced.dialog.getByRole('link', { name: 'See your saved searches' }).click();
    await page.waitForURL('**/buyer-dashboard');

    const section = accountArea(page).getByRole('region', { name: 'Saved searches' });
    const rows = section.getByTestId('saved-search');
    await expect(rows).toHaveCount(2);
    await expect(section.getByTestId('saved-searches-kept')).toHaveText('2 of 50 saved');
    const advancedRow = rows.filter({ hasText: 'E2E new lamps in India' });
    const listingRow = rows.filter({ hasText: 'E2E cheap lamps' });
    // The API keeps an address's parameters in order.
    const advancedAddress = '/advance-search?keyword=lamp&newproduct=1&productscountry=IN';
    await expect(advancedRow.getByRole('link', { name: 'Open' })).toHaveAttribute('href', advancedAddress);
    await expect(listingRow.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/deals-promotion?keyword=lamp&sort=low');

    await advancedRow.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === advancedAddress);
    await expect(browseArea(page).getByTestId('chosen-filters')).toBeVisible();
    await page.goBack();
    await page.waitForURL('**/buyer-dashboard');
    await listingRow.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/deals-promotion?keyword=lamp&sort=low');
    await expect(page.getByTestId('listing-toolbar').getByLabel('Search by keyword', { exact: true })).toHaveValue('lamp');
  } finally {
    await forgetSavedSearches(page);
  }
});

test('a press on Save this search before the scripts ran opens the form once they have', async ({ page }) => {
  await demoBuyer(page);
  const scripts = await holdScripts(page);
  await page.goto('/featured-list?keyword=chair', { waitUntil: 'domcontentloaded' });
  const button = browseArea(page).getByRole('button', { name: 'Save this search' });
  await expect(button).toBeVisible();
  // The server's page, React not running it yet.
  await expect(browseArea(page).locator('xpath=ancestor-or-self::*[@data-hydrating]')).toHaveCount(1);
  await button.click();
  scripts.release();
  await waitForInteractive(page);
  await expect(saveDialog(page).getByLabel('Name')).toHaveValue('Featured Products: chair');
});

test('a visitor sees that a buyer login is needed, and Log in returns to the same page', async ({ page }) => {
  await settledVisitor(page, '/featured-list?keyword=chair&segment=B2C');
  await waitForInteractive(page);
  const toolbar = page.getByTestId('listing-toolbar');
  const button = toolbar.getByRole('button', { name: 'Save this search' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(TIP);
  await button.hover();
  await expect(page.getByRole('tooltip', { name: TIP, exact: true })).toBeVisible();
  const login = toolbar.getByRole('link', { name: 'Log in', exact: true });
  await expect(login).toHaveAttribute('href', `/login?next=${encodeURIComponent('/featured-list?keyword=chair&segment=B2C')}`);
  await login.click();
  await page.waitForURL('**/login?**');
  const area = accountArea(page);
  await area.getByLabel('Email address').fill(DEMO_BUYER.email);
  await area.getByLabel('Password').fill(DEMO_BUYER.password);
  await area.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === '/featured-list?keyword=chair&segment=B2C');
  // Back as a buyer: the button opens the form.
  await expect(button).not.toHaveAttribute('aria-disabled');
  await expect(button).not.toHaveAccessibleDescription(TIP);
});
