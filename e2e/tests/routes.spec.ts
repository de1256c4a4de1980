import { expect, revealFooter, settledVisitor, test } from '../support/fixtures';

/**
 * Spec §2.1: every route of the table is served by the app that owns it
 * (ARCHITECTURE.md, folder table), and any other path lands on
 * /landing-marketplace.
 */
test.beforeEach(async ({ page }) => settledVisitor(page));
/** The landing heading (§1 home banner text); the place landings name the visitor's place after 'Shop In' (§2.5). */
const LANDING = 'The World’s Online Store';
const SHOP_IN = /^Shop In\s+\S/;
const OWNED: Array<[path: string, owner: string, heading: string | RegExp]> = [
  ['/home', 'mf_browse', LANDING],
  ['/landing-marketplace', 'mf_browse', LANDING],
  ['/marketplace-home', 'mf_browse', 'Search the Global Marketplace'],
  ['/landing-shop', 'mf_browse', SHOP_IN],
  ['/landing-province', 'mf_browse', SHOP_IN],
  ['/marketplace/India', 'mf_browse', 'Marketplace search'],
  ['/landing-deal-promotion', 'mf_browse', 'Deals and Promotions'],
  ['/landing-market-segment', 'mf_browse', 'Filter by Market Segments'],
  ['/deals-promotion', 'mf_browse', 'Discounted Products'],
  ['/featured-list', 'mf_browse', 'Featured Products'],
  // An id the catalogue does not have: the page says so (the product page's own tests cover real products).
  ['/product-detail/GBX-1001', 'mf_product', 'Product not found'],
  ['/vendor-store/acme-tools', 'mf_browse', 'Store not found'],
  ['/login', 'mf_account', 'Login'],
  ['/register/Vendor', 'mf_account', 'Registration'],
  ['/register/Affiliate/AFF-123', 'mf_account', 'Registration'],
  ['/terms-condition', 'mf_static', 'Terms and conditions'],
  ['/investor-relations', 'mf_static', 'Investor relations'],
  ['/about-us', 'mf_static', 'About us'],
  ['/privacy-policy', 'mf_static', 'Privacy policy'],
  ['/contact-us', 'mf_static', 'Contact us'],
  ['/advance-search', 'mf_browse', 'Advanced Search'],
  ['/compare?ids=GBX00000001,GBX00000002', 'mf_product', 'Compare products'],
  // prefix routes: anything below the prefix is the same page
  ['/product-result/Toronto', 'mf_browse', 'Products in Toronto'],
  ['/product-result/United%20States/more', 'mf_browse', 'Products in United States'],
  ['/vendor-result/Ontario', 'mf_browse', 'Vendors in Ontario'],
  ['/reset-password', 'mf_account', 'Forgot password'],
  ['/reset-password/extra', 'mf_account', 'Forgot password'],
  ['/new-password/token-1', 'mf_account', 'New password'],
];

for (const [path, owner, heading] of OWNED) {
  test(`${path} is served by ${owner}`, async ({ page }) => {
    await page.goto(path);
    const area = page.locator(`[data-remote="${owner}"]`);
    await expect(area.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(typeof heading === 'string' ? `${heading} | GBX Marketplace` : new RegExp(`${heading.source}.* \\| GBX Marketplace$`));
  });
}

test('/verify-email/{token} is served by mf_account', async ({ page }) => {
  await page.goto('/verify-email/abc123');
  // The answer opens a modal, which hides the page behind it from the accessibility tree.
  await expect(page.locator('[data-remote="mf_account"]')).toBeAttached();
  await expect(page).toHaveTitle('Email verification | GBX Marketplace');
  await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
});

// The buyer pages are mf_account's too; a visitor is sent to its login page (issue 6).
for (const path of ['/buyer-dashboard', '/buyer-dashboard/cart']) {
  test(`${path} is served by mf_account, which sends a visitor to /login`, async ({ page }) => {
    await page.goto(path);
    await page.waitForURL('**/login');
    await expect(page.locator('[data-remote="mf_account"]').getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
}

for (const unknown of ['/no-such-page', '/product-detail', '/register', '/landing-shop/extra', '/terms-condition/2']) {
  test(`unknown path ${unknown} redirects to /landing-marketplace`, async ({ page }) => {
    await page.goto(unknown);
    await page.waitForURL('**/landing-marketplace');
    await expect(page.locator('[data-remote="mf_browse"]').getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
  });
}

test('links in the shell navigate without a page reload', async ({ page }) => {
  await page.goto('/marketplace-home');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await revealFooter(page);
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About us' }).click();
  await page.waitForURL('**/about-us');
  await expect(page.locator('[data-remote="mf_static"]').getByRole('heading', { name: 'About us' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});
