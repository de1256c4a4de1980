import type { Locator, Page } from '@playwright/test';
import { DEMO_BUYER } from '../support/accounts';
import { agreeBeforeLoad, expect, loadRenderedInBrowser, PLACES, settledVisitor, stored, test, waitForSettledDevice } from '../support/fixtures';
import { API_URL } from '../support/ports';
import { accountArea, fillRegistration, hostLink, latestMail, logIn, solveCaptcha, submitRegistration, uniqueEmail } from './account-helpers';

/** Registration (§2.13, §3, §4, §5), e-mail verification (§2.14) and the first login of the new account. */

const PASSWORD = 'Spring-Garden7';

async function verifyFromMail(page: Page, email: string) {
  const mail = await latestMail(page.request, email, /Verify your e-mail address/);
  const link = hostLink(mail, '/verify-email/');
  await page.goto(link);
  // The page behind the modal is hidden from the accessibility tree once the answer is in: check the title.
  await expect(page).toHaveTitle('Email verification | GBX Marketplace');
  const modal = page.getByRole('dialog', { name: 'Success' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('your e-mail address is verified');
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL('**/landing-marketplace');
  return link;
}

test.describe('registering through the form', () => {
  test('a buyer ticks the captcha, registers, verifies from the mail and logs in', async ({ page }) => {
    await settledVisitor(page, '/register/Buyer');
    const area = accountArea(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    await expect(area.getByRole('heading', { name: 'Create your buyer account' })).toBeVisible();
    // §5: no affiliate field for buyers.
    await expect(area.getByLabel('Primary affiliate')).toHaveCount(0);
    const email = uniqueEmail('buyer');
    await fillRegistration(page, { firstname: 'Asha', lastname: 'Buyer', email, password: PASSWORD });
    await solveCaptcha(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/registration/registration-buyer'));
    await submitRegistration(page);
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ firstname: 'Asha', email, email_confirm: email, mobile_phone_country_code: '91', mobile_no: '9876543210', birth_year: '1990', birth_month: '06', birth_date: '15', what_app: 0, we_chat: 0 });
    expect(body.altcha).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    const modal = page.getByRole('dialog', { name: 'Message' });
    await expect(modal).toContainText(`verification link to ${email}`);
    await modal.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/login');

    // Not verified yet: the login is refused with the server's message.
    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId('login-message')).toContainText('verify your e-mail address');

    await verifyFromMail(page, email);
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/buyer-dashboard');
    expect(await stored(page, 'userType')).toBe('Buyer');
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  });

  test('a vendor picks a phone code from the list, the captcha is solved on submit, and the account verifies', async ({ page }) => {
    await settledVisitor(page, '/register/Vendor');
    const area = accountArea(page);
    // The default affiliate of page-details is prefilled (§4) and named.
    await expect(area.getByLabel('Primary affiliate')).toHaveValue('GBX100000');
    await expect(page.getByTestId('affiliate-status')).toHaveText('Default affiliate: GBX100000 (GBX Marketplace)');
    const email = uniqueEmail('vendor');
    await fillRegistration(page, { firstname: 'Victor', lastname: 'Vendor', email, password: PASSWORD, mobile: '4165550123' });
    // The country code dropdown: a button that opens and closes a listbox of flags.
    const button = area.getByRole('button', { name: /^Country code/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toContainText('+91');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: 'Country codes' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option', { name: /^India\b/ })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('option', { name: /^India\b/ }).locator('img')).toHaveAttribute('src', /\/images\/flags\/IN\.svg$/);
    await button.click();
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await list.getByRole('option', { name: /^Canada/ }).click();
    await expect(list).toBeHidden();
    await expect(button).toContainText('+1');
    await expect(button).toBeFocused();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/registration/registration-vendor'));
    await submitRegistration(page);
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ mobile_phone_country_code: '1', mobile_no: '4165550123', affiliate_code: 'GBX100000' });
    expect(body.altcha).toBeTruthy();
    const modal = page.getByRole('dialog', { name: 'Message' });
    await expect(modal).toContainText('Thank you for registering');
    await modal.getByRole('button', { name: 'Close' }).click();

    await verifyFromMail(page, email);
    await logIn(page, email, PASSWORD);
    await expect.poll(() => stored(page, 'userType')).toBe('Vendor');
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  });

  test('an affiliate registers from a referral link: the code before the dash is prefilled and looked up', async ({ page }) => {
    await settledVisitor(page, '/register/Affiliate/GBX100001-spring-promo');
    const area = accountArea(page);
    await expect(area.getByRole('heading', { name: 'Create your affiliate account' })).toBeVisible();
    await expect(area.getByLabel('Primary affiliate')).toHaveValue('GBX100001');
    await expect(page.getByTestId('affiliate-status')).toHaveText('Demo Affiliate');
    const email = uniqueEmail('affiliate');
    await fillRegistration(page, { firstname: 'Aiko', lastname: 'Affiliate', email, password: PASSWORD });
    await solveCaptcha(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/registration/registration-affiliate'));
    await submitRegistration(page);
    const body = await (await answer).json();
    expect(body).toMatchObject({ status: '1', usertype: 'Affiliate', email });
    expect(body.affiliate_code).toMatch(/^GBX\d{6}$/);
    await page.getByRole('dialog', { name: 'Message' }).getByRole('button', { name: 'Close' }).click();

    const link = await verifyFromMail(page, email);
    // The link is single-use: a second visit says so, in the same modal.
    await page.goto(link);
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText('already been used');
    await logIn(page, email, PASSWORD);
    await expect.poll(() => stored(page, 'userType')).toBe('Affiliate');
  });

  test('an unknown verification link gets a clear message', async ({ page }) => {
    await settledVisitor(page, '/verify-email/not-a-real-token');
    const modal = page.getByRole('dialog', { name: 'Success' });
    await expect(modal).toContainText('This verification link is not valid');
    await expect(page.getByTestId('verify-result')).toContainText('not valid');
    await modal.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/landing-marketplace');
  });
});

test.describe('the rules of §5', () => {
  test('birth years run from 18 years back to 1920; the youngest year stops at today', async ({ page }) => {
    await settledVisitor(page, '/register/Buyer');
    const area = accountArea(page);
    const now = new Date();
    const youngest = now.getFullYear() - 18;
    const year = area.getByLabel('Year', { exact: true });
    const month = area.getByLabel('Month', { exact: true });
    const day = area.getByLabel('Day', { exact: true });
    const values = (select: Locator) => select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    await expect(year).toBeVisible();
    const years = await values(year);
    expect(years[0]).toBe(String(youngest));
    expect(years.at(-1)).toBe('1920');
    expect(years).toHaveLength(youngest - 1920 + 1);

    await year.selectOption(String(youngest - 1));
    expect(await values(month)).toHaveLength(12);
    await year.selectOption(String(youngest));
    const months = await values(month);
    expect(months).toHaveLength(now.getMonth() + 1);
    expect(months.at(-1)).toBe(String(now.getMonth() + 1).padStart(2, '0'));
    await month.selectOption(months.at(-1)!);
    const days = await values(day);
    expect(days).toHaveLength(now.getDate());
    expect(days.at(-1)).toBe(String(now.getDate()).padStart(2, '0'));

    // An older year offers the whole month (February of a common and of a leap year).
    await year.selectOption('2001');
    await month.selectOption('02');
    expect(await values(day)).toHaveLength(28);
    await year.selectOption('2004');
    expect(await values(day)).toHaveLength(29);
  });

  test('errors and success borders, confirm fields, numeric mobile, focus on the first error, nothing typed lost', async ({ page }) => {
    await settledVisitor(page, '/register/Vendor');
    const area = accountArea(page);
    await area.getByLabel('First name', { exact: true }).fill('Nadia');
    await area.getByLabel('Email address', { exact: true }).fill('nadia@example.test');
    await area.getByLabel('Confirm email address', { exact: true }).fill('nadia@example.org');
    await area.getByLabel('Password', { exact: true }).fill('Garden-Path9');
    await area.getByLabel('Confirm password', { exact: true }).fill('Garden-Path8');
    await area.getByLabel('Mobile number', { exact: true }).fill('98a765');
    await submitRegistration(page);

    // Focus goes to the first field in error; each error is tied to its field.
    const lastName = area.getByLabel('Last name', { exact: true });
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAttribute('data-state', 'error');
    await expect(lastName).toHaveAccessibleDescription('Last name is required.');
    await expect(area.getByLabel('First name', { exact: true })).toHaveAttribute('data-state', 'success');
    await expect(area.getByLabel('Middle name (optional)')).toHaveAttribute('data-state', 'idle');
    await expect(area.getByText('Choose the year, month and day of your birth.')).toBeVisible();
    await expect(area.getByLabel('Year', { exact: true })).toHaveAttribute('data-state', 'error');
    await expect(area.getByText('The confirmation does not match the e-mail address.')).toBeVisible();
    await expect(area.getByText('The confirmation does not match the password.')).toBeVisible();
    await expect(area.getByText('Password hint is required.')).toBeVisible();
    await expect(area.getByLabel('Mobile number', { exact: true })).toHaveAccessibleDescription(/Enter digits only\./);
    // The phone code and the affiliate are filled: success borders.
    await expect(area.getByRole('button', { name: /^Country code/ })).toHaveAttribute('data-state', 'success');
    await expect(area.getByLabel('Primary affiliate')).toHaveAttribute('data-state', 'success');

    await area.getByLabel('Mobile number', { exact: true }).fill('1234');
    await expect(area.getByText('Enter 5 to 15 digits.')).toBeVisible();
    await area.getByLabel('Mobile number', { exact: true }).fill('9876543210');
    await expect(area.getByLabel('Mobile number', { exact: true })).toHaveAttribute('data-state', 'success');
    // Nothing was sent while the form had mistakes, and nothing typed was lost.
    await expect(area.getByLabel('First name', { exact: true })).toHaveValue('Nadia');
    await expect(area.getByLabel('Confirm email address', { exact: true })).toHaveValue('nadia@example.org');
  });

  test('a refusal from the server lists its errors in the Error Message modal and keeps what was typed', async ({ page }) => {
    await settledVisitor(page, '/register/Buyer');
    const area = accountArea(page);
    await fillRegistration(page, { firstname: 'Dana', lastname: 'Double', email: DEMO_BUYER.email, password: PASSWORD, mobile: '9123456780' });
    await solveCaptcha(page);
    await submitRegistration(page);
    const modal = page.getByRole('alertdialog', { name: 'Error Message' });
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('registration-errors')).toContainText('This e-mail address cannot be used to register');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    const emailField = area.getByLabel('Email address', { exact: true });
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('data-state', 'error');
    for (const [label, value] of [
      ['First name', 'Dana'],
      ['Last name', 'Double'],
      ['Email address', DEMO_BUYER.email],
      ['Password', PASSWORD],
      ['Password hint', 'the usual one'],
      ['Mobile number', '9123456780'],
    ] as const) {
      await expect(area.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    await expect(area.getByLabel('Year', { exact: true })).toHaveValue('1990');
    // The captcha answer was not spent by a refused form: it stays verified.
    await expect(page.getByTestId('captcha').getByText('Verified')).toBeVisible();
  });

  test('the affiliate field shows for vendors and affiliates only, and only with the switch on', async ({ page }) => {
    await settledVisitor(page, '/register/Vendor');
    const area = accountArea(page);
    await expect(area.getByLabel('Primary affiliate')).toBeVisible();
    await area.getByRole('link', { name: 'Affiliate', exact: true }).click();
    await page.waitForURL('**/register/Affiliate');
    await expect(area.getByLabel('Primary affiliate')).toBeVisible();
    await area.getByRole('link', { name: 'Buyer', exact: true }).click();
    await page.waitForURL('**/register/Buyer');
    await expect(area.getByRole('heading', { name: 'Create your buyer account' })).toBeVisible();
    await expect(area.getByLabel('Primary affiliate')).toHaveCount(0);
    await page.goto('/register/Advertiser');
    await expect(area.getByRole('heading', { name: 'Create your advertiser account' })).toBeVisible();
    await expect(area.getByLabel('Primary affiliate')).toHaveCount(0);

    // With the switch off (page-details' affiliate_switch '0') vendors have no field either.
    await page.route('**/api/registration/page-details', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), affiliate_switch: '0' } });
    });
    await loadRenderedInBrowser(page, '/register/Vendor');
    await expect(area.getByRole('heading', { name: 'Create your vendor account' })).toBeVisible();
    await expect(area.getByLabel('First name', { exact: true })).toBeVisible();
    await expect(area.getByLabel('Primary affiliate')).toHaveCount(0);
  });

  test('switching the type starts a new form', async ({ page }) => {
    await settledVisitor(page, '/register/Vendor');
    const area = accountArea(page);
    await area.getByLabel('First name', { exact: true }).fill('Kept?');
    await area.getByRole('link', { name: 'Buyer', exact: true }).click();
    await expect(area.getByRole('heading', { name: 'Create your buyer account' })).toBeVisible();
    await expect(area.getByLabel('First name', { exact: true })).toHaveValue('');
    await expect(area.getByRole('link', { name: 'Buyer', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the affiliate lookup on leaving the field shows the full name or the structure message', async ({ page }) => {
    await settledVisitor(page, '/register/Affiliate');
    const area = accountArea(page);
    const field = area.getByLabel('Primary affiliate');
    await field.fill('GBX999999');
    await field.blur();
    await expect(area.getByText('Affiliate number should follow this structure: GBX100000')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('gbx100001');
    await field.blur();
    await expect(page.getByTestId('affiliate-status')).toHaveText('Demo Affiliate');
    await expect(field).toHaveAttribute('data-state', 'success');
    // With no value, the default affiliate label appears.
    await field.fill('');
    await expect(page.getByTestId('affiliate-status')).toHaveText('Default affiliate: GBX100000 (GBX Marketplace)');
  });

  test('WhatsApp opt-in for a visitor outside China, with IN +91 when the country is unknown', async ({ page }) => {
    await settledVisitor(page, '/register/Buyer');
    const area = accountArea(page);
    await expect(area.getByRole('button', { name: /^Country code/ })).toContainText('+91');
    await expect(area.getByRole('checkbox', { name: 'Contact me on WhatsApp at this number' })).toBeVisible();
    await expect(area.getByRole('checkbox', { name: /WeChat/ })).toHaveCount(0);
  });

  test('the phone-code list works with the keyboard', async ({ page }) => {
    await settledVisitor(page, '/register/Buyer');
    const area = accountArea(page);
    const button = area.getByRole('button', { name: /^Country code/ });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Country codes' });
    await expect(list).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.type('Spain');
    await page.keyboard.press('Enter');
    await expect(button).toContainText('+34');
    await expect(button).toBeFocused();
  });
});

test.describe('a visitor in China', () => {
  test.use({ geolocation: { latitude: 31.2304, longitude: 121.4737 }, permissions: ['geolocation'] });

  test('gets the WeChat opt-in and +86 by default', async ({ page }) => {
    await settledVisitor(page, '/register/Buyer');
    const area = accountArea(page);
    await expect(area.getByRole('button', { name: /^Country code/ })).toContainText('+86');
    await expect(area.getByRole('checkbox', { name: 'Contact me on WeChat at this number' })).toBeVisible();
    await expect(area.getByRole('checkbox', { name: /WhatsApp/ })).toHaveCount(0);
  });
});

test.describe('a visitor in Toronto', () => {
  test.use({ geolocation: PLACES.toronto, permissions: ['geolocation'] });

  test('gets the detected country code', async ({ page }) => {
    await settledVisitor(page, '/register/Buyer');
    const button = accountArea(page).getByRole('button', { name: /^Country code/ });
    await expect(button).toContainText('+1');
    await button.click();
    await expect(page.getByRole('listbox', { name: 'Country codes' }).getByRole('option', { name: /^Canada/ })).toHaveAttribute('aria-selected', 'true');
  });

  // The form may be drawn before the device is registered (a slow position or
  // API): it shows the default country's code, then the detected one, unless
  // the visitor has picked a code meanwhile.
  for (const picked of [false, true]) {
    test(`a form drawn before the position is known ${picked ? 'keeps the code the visitor picked' : 'follows the detected country'}`, async ({ page }) => {
      await agreeBeforeLoad(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${API_URL}/api/commen/user-device`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/register/Buyer');
      const button = accountArea(page).getByRole('button', { name: /^Country code/ });
      await expect(button).toContainText('+91');
      if (picked) {
        await button.click();
        await page.getByRole('listbox', { name: 'Country codes' }).getByRole('option', { name: /^Spain/ }).click();
        await expect(button).toContainText('+34');
      }
      release();
      await waitForSettledDevice(page);
      await expect(button).toContainText(picked ? '+34' : '+1');
    });
  }
});

for (const width of [1366, 375]) {
  test(`the form with errors at ${width} px (screenshot)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await settledVisitor(page, '/register/Vendor');
    const area = accountArea(page);
    await area.getByLabel('First name', { exact: true }).fill('Lena');
    await area.getByLabel('Mobile number', { exact: true }).fill('12ab');
    await submitRegistration(page);
    await expect(area.getByLabel('Last name', { exact: true })).toBeFocused();
    // Nothing may stick out of the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await area.screenshot({ path: testInfo.outputPath(`registration-errors-${width}.png`) });
  });
}
