import { expectNoSevereViolations } from '../support/a11y';
import { expect, holdScripts, stored, test, waitForSettledDevice } from '../support/fixtures';

/** §2.2 and §4: the cookie consent page comes before everything else. */
test.describe('cookie consent', () => {
  test('shows the consent page with its texts, tiles and both buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText("The World's Online Store")).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to GBX Marketplace, the internet of commerce and convenience');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-condition');
    for (const tile of ['Find Your Product', 'Find Your Service', 'Find Your Promotion']) await expect(page.getByText(tile, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'AGREE', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'DISAGREE', exact: true })).toBeVisible();
  });

  test('DISAGREE opens the alert and the page cannot be passed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'DISAGREE', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('To continue using our services please click Agree with Privacy Policy');
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await stored(page, 'cookieConsent')).toBeNull();
  });

  test('DISAGREE pressed before the scripts have run is not lost: the alert opens once React has the page', async ({ page }) => {
    // A new visitor's consent page comes drawn by the server; on a slow network the buttons are on screen before the scripts.
    const scripts = await holdScripts(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'DISAGREE', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    scripts.release();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('To continue using our services please click Agree with Privacy Policy');
    await alert.getByRole('button', { name: 'Close' }).click();
    expect(await stored(page, 'cookieConsent')).toBeNull();
  });

  test('AGREE pressed before the scripts have run is carried out once React has the page', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'AGREE', exact: true }).click();
    expect(await stored(page, 'cookieConsent')).toBeNull();
    scripts.release();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => stored(page, 'cookieConsent')).toBe('1');
  });

  test('no route is reachable before agreeing, except the privacy policy and the terms', async ({ page }) => {
    for (const path of ['/home', '/landing-marketplace', '/marketplace-home', '/product-detail/GBX-1', '/login', '/about-us', '/no-such-page']) {
      await page.goto(path);
      // The first visit registers the device and reloads once (§4); the next goto must not race that reload.
      await waitForSettledDevice(page);
      await expect(page.getByRole('button', { name: 'AGREE', exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname, `${path} is gated`).toBe('/');
    }
    await page.goto('/privacy-policy');
    await expect(page.locator('[data-remote="mf_static"]').getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/terms-condition');
    await expect(page.locator('[data-remote="mf_static"]').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the consent text links open the policies before agreeing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy-policy');
    await expect(page.locator('[data-remote="mf_static"]')).toBeVisible();
  });

  test('AGREE posts the consent, stores the flag and language, and goes to /home', async ({ page }) => {
    await page.goto('/');
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/home/cookies-condition') && request.method() === 'POST');
    await page.getByRole('button', { name: 'AGREE', exact: true }).click();
    const request = await posted;
    expect(request.postDataJSON()).toMatchObject({ devicetype: 'WEB', language: 'en' });
    await page.waitForURL('**/home');
    expect(await stored(page, 'cookieConsent')).toBe('1');
    expect(await stored(page, 'selectedLanguage')).toBe('en');
    // Once agreed, the consent page itself redirects to /home.
    await page.goto('/');
    await page.waitForURL('**/home');
  });

  test('the consent page has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/');
    // The first visit registers the device and reloads once (§4): scan the page after that, not during it.
    await waitForSettledDevice(page);
    await expect(page.getByRole('button', { name: 'AGREE', exact: true })).toBeVisible();
    await expectNoSevereViolations(page);
  });
});
