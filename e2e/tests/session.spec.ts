import { DEMO_BUYER } from '../support/accounts';
import { API_URL } from '../support/ports';
import { expect, settledVisitor, stored, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** §4 session: login and logout change the top bar without a reload; the buyer's wishlist heart. */

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

async function sameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('link', { name: 'Login' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a buyer logs in: the top bar shows the user menu without a reload', async ({ page }) => {
  await settledVisitor(page, '/marketplace-home');
  await markDocument(page);
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await page.waitForURL('**/buyer-dashboard');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(await stored(page, 'isLoggedin')).toBe('1');
  expect(await stored(page, 'userType')).toBe('Buyer');
  expect(await stored(page, 'dataurl')).toContain('/buyer-dashboard');
  // Buyers see the wishlist heart, '0' for a new wishlist.
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
});

test('a wrong password shows the server message above the form', async ({ page }) => {
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, DEMO_BUYER.email, 'not-the-password');
  const message = page.getByTestId('login-message');
  await expect(message).toBeVisible();
  await expect(message).not.toHaveText('');
  await expect(message).toHaveCSS('color', 'rgb(179, 38, 30)');
  expect(await stored(page, 'isLoggedin')).toBeNull();
});

test('a refused login shows the server’s own message: too many attempts say how long to wait (§8)', async ({ page }) => {
  // The API allows 10 attempts per e-mail in 15 minutes (LOGIN_LIMIT_PER_EMAIL): a new address uses them up.
  const email = `patient-${Date.now()}@example.com`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await page.request.post(`${API_URL}/login-auth`, { form: { email, password: 'not-the-password', usertype: 'Buyer' } });
    expect(response.status()).toBe(200);
  }
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, email, 'not-the-password');
  const message = page.getByTestId('login-message');
  await expect(message).toHaveText(/^Too many login attempts\. Please wait \d+ minutes? and try again\.$/);
  await expect(message).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('the login form says which field is wrong and keeps what was typed', async ({ page }) => {
  await settledVisitor(page, '/login');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Email address')).toBeFocused();
});

test('logout clears the §4 values and leaves for the backend logout address', async ({ page }) => {
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  // Hold the browser on this page when it leaves (a 204 answer keeps the document), to read what logout left in storage.
  const leaving = page.waitForRequest(`${API_URL}/logout`);
  await page.route(`${API_URL}/logout`, (route) => route.fulfill({ status: 204 }));
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await leaving;
  for (const key of ['isLoggedin', 'userType', 'userName', 'userData', 'dataurl', 'wishListCountData', 'selectedLanguage', 'preselectedLanguage', 'languageName', 'countryLanguage']) {
    expect(await stored(page, key), `${key} cleared`).toBeNull();
  }
  // Logout is not a reset of the visitor: the device and the consent stay.
  expect(await stored(page, 'cookieConsent')).toBe('1');
  expect(await stored(page, 'userdevice')).not.toBeNull();
});

test('the backend logout ends the session and returns to the landing page', async ({ page }) => {
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/landing-marketplace');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // The session cookie no longer opens buyer calls.
  const count = await page.request.post(`${API_URL}/api/buyer/add-wish-list`, { data: { gbxproductid: 'GBX00000001' } });
  expect(count.status()).toBe(401);
});

test('the wishlist heart moves when the buyer adds a product', async ({ page }) => {
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await expect(page.getByTestId('wishlist-count')).toBeVisible();
  const before = Number(await page.getByTestId('wishlist-count').textContent());
  // A product the buyer may buy: in stock and sold in the buyer's country (the default IN here).
  const listing = await (await page.request.post(`${API_URL}/api/marketplace/product-list`, { data: { offset: 0 } })).json();
  type Item = { GBXProductID: string; QTYAvailable: boolean; CountryAvailability: boolean | number };
  const product = (listing.product_list as Item[]).find((item) => item.QTYAvailable && Boolean(item.CountryAvailability));
  if (!product) throw new Error('the first page of products has nothing the buyer may buy');
  // What a remote's Wishlist button does: the call with the buyer's session, then the bus event.
  const added = await page.evaluate(async ({ api, id }) => {
    const response = await fetch(`${api}/api/buyer/add-wish-list`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ gbxproductid: id }),
    });
    const answer = await response.json();
    if (answer.status === '1') (globalThis as unknown as { __GBX_BUS__: { emit: (event: unknown) => void } }).__GBX_BUS__.emit({ type: 'wishlist:added', gbxproductid: id });
    return answer;
  }, { api: API_URL, id: product.GBXProductID });
  expect(added.status, added.msg).toBe('1');
  await expect(page.getByTestId('wishlist-count')).toHaveText(String(before + 1));
});
