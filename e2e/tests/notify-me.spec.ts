import type { Locator, Page } from '@playwright/test';
import { DEMO_BUYER } from '../support/accounts';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { collectPageErrors } from '../support/count-tiles';
import { editProduct, revisitUntil, withProductOutOfStock, type StockedProduct } from '../support/catalogue-edits';
import { expect, settledVisitor, test, waitForInteractive } from '../support/fixtures';
import { API_URL, HOST_URL } from '../support/ports';
import { latestMail, logIn, submitLogin } from './account-helpers';

/**
 * Notify me (§2.8's checkbox on an out-of-stock product; issue 41): a visitor
 * gets the tip with a Log in link that comes back and ticks it; a buyer's
 * tick stores a request, a raised stock sends one e-mail with the product's
 * link and ends the request; unticking takes it back. The products made out
 * of stock here are this spec's own (2811-2890: catalogue-changes.spec.ts
 * reads 2901-2990, buyer-dashboard-lists.spec.ts 2741-2780), and their stock
 * is put back.
 */

const BOX = 'Notify me when it is back in stock';
const TIP = 'Please login as Buyer in order to be notified when this item is back in stock';
const NOTIFY = `${API_URL}/api/buyer/notify-me`;

// A stock change reaches the catalogue's answers within seconds, a return to stock the outbox within seconds more.
test.describe.configure({ timeout: 150_000 });

let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = collectPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function alerts(page: Page): Promise<string[]> {
  const response = await page.request.get(NOTIFY);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { subscriptions: { GBXProductID: string }[] }).subscriptions.map((each) => each.GBXProductID);
}

const productArea = (page: Page) => page.locator('[data-remote="mf_product"]');

/** Its product page, once the catalogue's answers say it is out of stock, with the box; the buyer's request is taken back after. */
async function onOutOfStockPage(page: Page, from: number, run: (product: StockedProduct, box: Locator) => Promise<void>) {
  await withProductOutOfStock(page, from, async (product) => {
    const box = productArea(page).getByRole('checkbox', { name: BOX, exact: true });
    try {
      await revisitUntil(page, `/product-detail/${product.GBXProductID}`, () => expect(box).toBeVisible({ timeout: 5000 }));
      // The server's page shows the box before its scripts run; a press then is undone at hydration, with no tip.
      await waitForInteractive(page);
      await run(product, box);
    } finally {
      await page.request.delete(`${NOTIFY}/${product.GBXProductID}`);
    }
  });
}

test("a visitor's tip logs in and comes back ticked; the raised stock mails the product's link once and ends the request", async ({ page }) => {
  await settledVisitor(page, '/marketplace-home');
  await onOutOfStockPage(page, 2850, async (product, box) => {
    const id = product.GBXProductID;
    const area = productArea(page);
    await expect(box).toHaveAccessibleDescription(TIP);
    // aria-disabled: Playwright would wait for it to be enabled.
    await box.click({ force: true });
    await expect(page.getByRole('tooltip', { name: TIP, exact: true })).toBeVisible();
    await expect(box).not.toBeChecked();
    await expectNoSevereViolations(page, remoteScope(page, 'mf_product'));

    await area.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('add')).toBe(`notify:${id}`);
    await submitLogin(page, DEMO_BUYER.email, DEMO_BUYER.password);

    await page.waitForURL((url) => url.pathname === `/product-detail/${id}` && !url.searchParams.has('add'));
    await expect(area.getByTestId('notify-me-status')).toHaveText('We will e-mail you when it is back in stock');
    await expect(area.getByRole('checkbox', { name: BOX, exact: true })).toBeChecked();
    expect(await alerts(page)).toContain(id);
    // The address alone: a reload shows the box ticked, from the API's answer.
    await page.reload();
    await expect(productArea(page).getByRole('checkbox', { name: BOX, exact: true })).toBeChecked();

    await editProduct(page, { gbxproductid: id, stock_qty: 7 });
    const mail = await latestMail(page.request, DEMO_BUYER.email, new RegExp(`^Back in stock: ${product.ProductTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(mail.links).toContain(`${HOST_URL}/product-detail/${id}`);
    await expect.poll(() => alerts(page)).not.toContain(id);
    await revisitUntil(page, `/product-detail/${id}`, () => expect(area.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible({ timeout: 5000 }));
  });
});

test('a buyer ticks and unticks: the request is stored, then taken back, and the page says so each time', async ({ page }) => {
  await settledVisitor(page, '/marketplace-home');
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await page.waitForURL('**/buyer-dashboard');
  await onOutOfStockPage(page, 2890, async (product, box) => {
    const id = product.GBXProductID;
    const area = productArea(page);
    await expect(box).not.toBeChecked();
    await box.press('Space');
    await expect(area.getByTestId('notify-me-status')).toHaveText('We will e-mail you when it is back in stock');
    await expect(box).toBeChecked();
    expect(await alerts(page)).toContain(id);
    await expectNoSevereViolations(page, remoteScope(page, 'mf_product'));

    await box.click();
    await expect(area.getByTestId('notify-me-status')).toHaveText('You will not be e-mailed about this product');
    await expect(box).not.toBeChecked();
    expect(await alerts(page)).not.toContain(id);
  });
});
