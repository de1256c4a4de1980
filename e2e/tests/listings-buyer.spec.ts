import type { Page } from '@playwright/test';
import { DEMO_BUYER } from '../support/accounts';
import { buyerCall } from '../support/buyer-call';
import { browseArea, collectPageErrors } from '../support/count-tiles';
import { expect, settledVisitor, test } from '../support/fixtures';
import { CALLS, cards, expectCards, listingFor, type ListItem } from '../support/listings';
import { accountArea, logIn } from './account-helpers';

/**
 * Wishlist and Add to Cart on a listing's card (§2.8, §4 'Cart and wishlist',
 * §5): a logged-in buyer adds a product and the header follows without a
 * reload; a visitor gets the §5 tooltips. The demo buyer is shared by several
 * specs: the product added here is removed again, and only it.
 */

const FEATURED = { featured_product: 1 };

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** A number in a text: '3 items' -> 3. */
const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Logs the demo buyer in and opens the featured list: its first page's answer, once its cards are shown. */
async function demoBuyerOnFeaturedList(page: Page) {
  await settledVisitor(page, '/landing-marketplace');
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await page.waitForURL('**/buyer-dashboard');
  await page.goto('/featured-list');
  const answer = await listingFor(page, CALLS.list, FEATURED);
  await expectCards(page, answer.product_list);
  return answer;
}

test('as the demo buyer: Wishlist then Add to Cart read Wishlisted and Added, the header follows, the cart holds the product', async ({ page }) => {
  const answer = await demoBuyerOnFeaturedList(page);
  // A product the buyer may buy that is in neither list yet (§2.8: in stock and sold in the buyer's country).
  const product = answer.product_list.find((item: ListItem) => item.QTYAvailable && item.CountryAvailability && !item.addedwish && !item.addedshop);
  expect(product, 'a product on the first featured page the buyer may add').toBeTruthy();
  const card = cards(page).and(page.locator(`[data-product="${product!.GBXProductID}"]`));
  const heart = page.getByTestId('wishlist-count');
  const cartCount = page.getByTestId('cart-count');
  await expect(heart).toBeVisible();
  const hearts = numberIn(await heart.innerText());
  const items = numberIn(await cartCount.innerText());

  try {
    await card.getByRole('button', { name: 'Wishlist' }).click();
    await expect(card.getByRole('button', { name: 'Wishlisted' })).toBeVisible();
    await expect.poll(async () => numberIn(await heart.innerText())).toBe(hearts + 1);

    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    await expect.poll(async () => numberIn(await cartCount.innerText())).toBe(items + 1);

    // The buyer dashboard's cart holds it.
    await page.getByRole('link', { name: /^Shopping cart:/ }).click();
    await page.waitForURL('**/buyer-dashboard/cart');
    await expect(accountArea(page).getByTestId('cart-line').filter({ hasText: product!.ProductTitle })).toBeVisible();
  } finally {
    await buyerCall(page, '/api/buyer/cart-remove', { gbxproductid: product!.GBXProductID });
    await buyerCall(page, '/api/buyer/wish-list-remove', { gbxproductid: product!.GBXProductID });
  }
});

test('as the demo buyer: an Add to Cart whose answer is lost on the way is asked again with its Idempotency-Key and adds one', async ({ page }) => {
  const answer = await demoBuyerOnFeaturedList(page);
  const product = [...answer.product_list].reverse().find((item: ListItem) => item.QTYAvailable && item.CountryAvailability && !item.addedshop);
  expect(product, 'a product on the first featured page the buyer may add').toBeTruthy();
  const card = cards(page).and(page.locator(`[data-product="${product!.GBXProductID}"]`));
  const cartCount = page.getByTestId('cart-count');
  await expect(cartCount).toBeVisible();
  const items = numberIn(await cartCount.innerText());

  // The first try reaches the API, which adds the product; its answer never reaches the page (a process killed
  // after the commit, a connection cut). Every try is recorded with its key.
  const tries: string[] = [];
  await page.route('**/api/buyer/add-shoping-cart', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    tries.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (tries.length === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  try {
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    await expect.poll(async () => numberIn(await cartCount.innerText())).toBe(items + 1);
    expect(tries).toHaveLength(2);
    expect(tries[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(tries[1]).toBe(tries[0]);
    const cart = (await buyerCall(page, '/api/buyer/cart-list')) as { cartData: { GBXProductID: string; Quantity: number }[] };
    expect(cart.cartData.find((line) => line.GBXProductID === product!.GBXProductID)?.Quantity).toBe(1);
  } finally {
    await page.unroute('**/api/buyer/add-shoping-cart');
    await buyerCall(page, '/api/buyer/cart-remove', { gbxproductid: product!.GBXProductID });
  }
});

test('as a visitor, Wishlist and Add to Cart give the §5 tooltips and add nothing', async ({ page }) => {
  await settledVisitor(page, '/featured-list');
  const answer = await listingFor(page, CALLS.list, FEATURED);
  await expectCards(page, answer.product_list);
  const index = answer.product_list.findIndex((item) => item.QTYAvailable && item.CountryAvailability);
  expect(index, 'a product on the first featured page for sale here').toBeGreaterThanOrEqual(0);
  const card = cards(page).nth(index);
  const adds: string[] = [];
  page.on('request', (request) => {
    if (/add-shoping-cart|add-wish-list/.test(request.url())) adds.push(request.url());
  });

  await card.getByRole('button', { name: 'Add to Cart' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Please login as Buyer in order to add this item to your shopping cart or wishlist' })).toBeVisible();
  await card.getByRole('button', { name: 'Wishlist' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Please login as Buyer in order to add this item to your wishlist' })).toBeVisible();
  // aria-disabled, not disabled: it keeps its tooltip and can still be clicked, to no effect.
  await expect(card.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-disabled', 'true');
  await card.getByRole('button', { name: 'Wishlist' }).click({ force: true });
  await card.getByRole('button', { name: 'Add to Cart' }).click({ force: true });
  expect(adds).toEqual([]);

  // Where a product may not be bought, its card says why (§2.8, §8).
  const blocked = answer.product_list.findIndex((item) => !item.CountryAvailability);
  if (blocked >= 0) await expect(cards(page).nth(blocked).getByTestId('not-for-sale')).toHaveText('This product is not available for sale in your country');
  await expect(browseArea(page).getByRole('heading', { level: 1 })).toHaveText('Featured Products');
});
