import type { Page } from '@playwright/test';
import { DEMO_BUYER } from '../support/accounts';
import { expect, settledVisitor, test } from '../support/fixtures';
import { API_URL } from '../support/ports';
import { accountArea, logIn } from './account-helpers';

/** The buyer dashboard, My cart and My wishlist (issue 6; the spec shows only the label). */

type Json = Record<string, unknown>;

/** A buyer call with the page's session cookie, as the pages make it. */
function buyerCall(page: Page, path: string, body: Json = {}): Promise<Json> {
  return page.evaluate(
    async ({ url, data }) => {
      const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) });
      return (await response.json()) as Record<string, unknown>;
    },
    { url: `${API_URL}${path}`, data: body },
  );
}

/** Products the buyer (default country IN) may buy: in stock and sold there. */
async function buyableProducts(page: Page, count: number): Promise<Array<{ GBXProductID: string; ProductTitle: string }>> {
  const listing = await (await page.request.post(`${API_URL}/api/marketplace/product-list`, { data: { offset: 0 } })).json();
  type Item = { GBXProductID: string; ProductTitle: string; QTYAvailable: boolean; CountryAvailability: boolean | number };
  const items = (listing.product_list as Item[]).filter((item) => item.QTYAvailable && Boolean(item.CountryAvailability));
  if (items.length < count) throw new Error('not enough products the buyer may buy on the first page');
  return items.slice(0, count);
}

/** Logs the demo buyer in and empties their cart and wishlist, so each test starts clean. */
async function cleanBuyer(page: Page) {
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await page.waitForURL('**/buyer-dashboard');
  const cart = await buyerCall(page, '/api/buyer/cart-list');
  for (const line of cart.cartData as Array<{ GBXProductID: string }>) await buyerCall(page, '/api/buyer/cart-remove', { gbxproductid: line.GBXProductID });
  for (;;) {
    const wish = await buyerCall(page, '/api/buyer/wish-list', { offset: 0 });
    const items = wish.product_list as Array<{ GBXProductID: string }>;
    if (items.length === 0) break;
    for (const item of items) await buyerCall(page, '/api/buyer/wish-list-remove', { gbxproductid: item.GBXProductID });
  }
}

test('a visitor who opens the buyer pages goes to /login', async ({ page }) => {
  await settledVisitor(page, '/buyer-dashboard/cart');
  await page.waitForURL('**/login');
  await expect(accountArea(page).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('a vendor is not let in either', async ({ page }) => {
  await settledVisitor(page, '/login');
  await logIn(page, 'demo.vendor@gbx-marketplace.test', 'DemoVendor2024');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await page.goto('/buyer-dashboard/wishlist');
  await page.waitForURL('**/login');
});

test('the dashboard shows the label and the side menu', async ({ page }) => {
  await cleanBuyer(page);
  const area = accountArea(page);
  await expect(page.getByTestId('buyer-dashboard-label')).toHaveText('Buyer Dashboard');
  await expect(area.getByRole('heading', { level: 1, name: 'Buyer dashboard' })).toBeVisible();
  const menu = area.getByRole('navigation', { name: 'Buyer menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'My cart' }).click();
  await page.waitForURL('**/buyer-dashboard/cart');
  await expect(area.getByRole('heading', { level: 1, name: 'My cart' })).toBeVisible();
  await expect(area.getByText('Your shopping cart is empty.')).toBeVisible();
  await menu.getByRole('link', { name: 'My wishlist' }).click();
  await page.waitForURL('**/buyer-dashboard/wishlist');
  await expect(area.getByText('Your wishlist is empty.')).toBeVisible();
});

test('My cart: lines added through the API, quantity changes persisted, prices in three currencies, remove', async ({ page }) => {
  await cleanBuyer(page);
  const [first, second] = await buyableProducts(page, 2);
  for (const product of [first!, second!]) {
    const added = await buyerCall(page, '/api/buyer/add-shoping-cart', { gbxproductid: product.GBXProductID });
    expect(added.status, String(added.msg)).toBe('1');
  }
  // The header's cart box links to the cart page when logged in.
  await page.goto('/marketplace-home');
  await page.getByRole('link', { name: /^Shopping cart:/ }).click();
  await page.waitForURL('**/buyer-dashboard/cart');
  const area = accountArea(page);
  const lines = area.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const line = lines.filter({ hasText: first!.ProductTitle });
  await expect(line.getByRole('link', { name: first!.ProductTitle })).toHaveAttribute('href', `/product-detail/${first!.GBXProductID}`);
  await expect(line.getByText(/^Vendor: /)).toBeVisible();
  // The product's first picture, sized (AVIF or WebP from the srcset), named by its title.
  await expect(line.locator('img.product')).toHaveAttribute('src', new RegExp(`/images/products/${first!.GBXProductID}-1-640\\.webp$`));
  await expect(line.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`/images/products/${first!.GBXProductID}-1-160\\.avif 160w`));
  await expect(line.locator('img.product')).toHaveAttribute('alt', first!.ProductTitle);
  for (const row of ['Vendor currency', 'US dollars', 'Your currency']) await expect(line.getByRole('rowheader', { name: row })).toBeVisible();
  await expect(line.getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
  await expect(line.getByRole('columnheader', { name: 'Line total' })).toBeVisible();
  await expect(line.getByRole('row', { name: /Your currency/ })).toContainText('₹');

  const quantity = line.getByTestId('cart-quantity');
  await expect(quantity).toHaveText('1');
  const minus = line.getByRole('button', { name: `Decrease the quantity of ${first!.ProductTitle}` });
  await expect(minus).toBeDisabled();
  const cartCount = page.getByTestId('cart-count');
  await expect(cartCount).toContainText('2');
  await line.getByRole('button', { name: `Increase the quantity of ${first!.ProductTitle}` }).click();
  await expect(quantity).toHaveText('2');
  await expect(area.getByTestId('cart-count-total')).toHaveText('3 items');
  // The header follows without a reload.
  await expect(cartCount).toContainText('3');

  // Persisted: the API and a reload agree.
  const cart = await buyerCall(page, '/api/buyer/cart-list');
  const stored = (cart.cartData as Array<{ GBXProductID: string; Quantity: number; UserPrice: number; UserLinePrice: number }>).find((entry) => entry.GBXProductID === first!.GBXProductID);
  expect(stored?.Quantity).toBe(2);
  expect(stored?.UserLinePrice).toBeCloseTo((stored?.UserPrice ?? 0) * 2, 2);
  await page.reload();
  await expect(accountArea(page).getByTestId('cart-line').filter({ hasText: first!.ProductTitle }).getByTestId('cart-quantity')).toHaveText('2');
  await expect(accountArea(page).getByTestId('cart-total')).toContainText('₹');

  await accountArea(page).getByTestId('cart-line').filter({ hasText: first!.ProductTitle }).getByRole('button', { name: `Decrease the quantity of ${first!.ProductTitle}` }).click();
  await expect(accountArea(page).getByTestId('cart-line').filter({ hasText: first!.ProductTitle }).getByTestId('cart-quantity')).toHaveText('1');
  await accountArea(page).getByTestId('cart-line').filter({ hasText: second!.ProductTitle }).getByRole('button', { name: 'Remove' }).click();
  await expect(accountArea(page).getByTestId('cart-line')).toHaveCount(1);
  const after = await buyerCall(page, '/api/buyer/cart-list');
  expect((after.cartData as unknown[]).length).toBe(1);
  expect(after.shoppingCartCount).toBe(1);
});

test('My wishlist: move to cart and remove', async ({ page }) => {
  await cleanBuyer(page);
  const [first, second] = await buyableProducts(page, 2);
  for (const product of [first!, second!]) {
    const added = await buyerCall(page, '/api/buyer/add-wish-list', { gbxproductid: product.GBXProductID });
    expect(added.status, String(added.msg)).toBe('1');
  }
  await page.goto('/buyer-dashboard/wishlist');
  const area = accountArea(page);
  const items = area.getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  const heart = page.getByTestId('wishlist-count');
  await expect(heart).toHaveText('2');
  // The US-dollar price shows, on a row of its own or on the vendor's when the vendor sells in dollars (one price per currency, issue 38).
  await expect(items.filter({ hasText: first!.ProductTitle }).locator('[data-testid^="price-"]').filter({ hasText: '$' })).not.toHaveCount(0);

  await items.filter({ hasText: first!.ProductTitle }).getByRole('button', { name: 'Move to cart' }).click();
  await expect(items).toHaveCount(1);
  await expect(heart).toHaveText('1');
  const cart = await buyerCall(page, '/api/buyer/cart-list');
  expect((cart.cartData as Array<{ GBXProductID: string }>).map((line) => line.GBXProductID)).toEqual([first!.GBXProductID]);

  await items.filter({ hasText: second!.ProductTitle }).getByRole('button', { name: 'Remove' }).click();
  await expect(area.getByText('Your wishlist is empty.')).toBeVisible();
  await expect(heart).toHaveText('0');
  await page.reload();
  await expect(accountArea(page).getByText('Your wishlist is empty.')).toBeVisible();
});
