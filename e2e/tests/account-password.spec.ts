import { expect, settledVisitor, stored, test } from '../support/fixtures';
import { accountArea, fillRegistration, hostLink, latestMail, logIn, solveCaptcha, submitRegistration, uniqueEmail } from './account-helpers';

/** Forgot and new password (§2.14, §5, §8). */

test('the forgot-password page: fields, link, rules and the red message for status 0', async ({ page }) => {
  await settledVisitor(page, '/reset-password');
  const area = accountArea(page);
  await expect(area.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expect(area.getByRole('link', { name: 'You have a password ? Log in' })).toHaveAttribute('href', '/login');
  const field = area.getByLabel('Email address');
  await expect(field).toHaveAttribute('type', 'email');
  await area.getByRole('button', { name: 'Send Password Reset Link' }).click();
  await expect(area.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(field).toBeFocused();
  // Status '0' from the server: its msg in red under the form.
  await page.route('**/api/password/forget-password', (route) => route.fulfill({ json: { status: '0', msg: 'We could not send the link.' } }));
  await field.fill('someone@example.test');
  await area.getByRole('button', { name: 'Send Password Reset Link' }).click();
  const message = page.getByTestId('password-message');
  await expect(message).toHaveText('We could not send the link.');
  await expect(message).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('forgot and new password end to end: the mailed link sets the password once, a reused link is refused', async ({ page }) => {
  // A fresh account, so the demo buyer's password stays as it is for the other specs.
  await settledVisitor(page, '/register/Buyer');
  const email = uniqueEmail('reset');
  await fillRegistration(page, { firstname: 'Rosa', lastname: 'Reset', email, password: 'First-Password1' });
  await solveCaptcha(page);
  await submitRegistration(page);
  await page.getByRole('dialog', { name: 'Message' }).getByRole('button', { name: 'Close' }).click();

  await page.goto('/reset-password');
  const area = accountArea(page);
  await area.getByLabel('Email address').fill(email);
  await area.getByRole('button', { name: 'Send Password Reset Link' }).click();
  const sent = page.getByRole('dialog', { name: 'Message' });
  await expect(sent).toContainText('If an account exists for this e-mail address');
  await sent.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL('**/landing-marketplace');

  const mail = await latestMail(page.request, email, /Reset your GBX Marketplace password/);
  const link = hostLink(mail, '/new-password/');
  await page.goto(link);
  await expect(area.getByRole('heading', { level: 1, name: 'New password' })).toBeVisible();
  const password = area.getByLabel('Enter Password');
  const confirm = area.getByLabel('Confirm Password');
  const submit = area.getByRole('button', { name: 'Set New Password' });
  // Both fields are required and must match.
  await submit.click();
  await expect(area.getByText('Enter a new password.')).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill('Second-Password2');
  await confirm.fill('Second-Password3');
  await submit.click();
  await expect(area.getByText('The confirmation does not match the password.')).toBeVisible();
  await confirm.fill('Second-Password2');
  await submit.click();
  const done = page.getByRole('dialog', { name: 'Modal heading' });
  await expect(done).toContainText('Your password has been changed');
  await done.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL('**/landing-marketplace');

  // The same link again: refused, in red under the form.
  await page.goto(link);
  await area.getByLabel('Enter Password').fill('Third-Password3');
  await area.getByLabel('Confirm Password').fill('Third-Password3');
  await area.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByTestId('password-message')).toHaveText('This password reset link has already been used. Please ask for a new one.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The old password no longer opens the account; the new one does (the address counts as verified).
  await logIn(page, email, 'First-Password1');
  await expect(page.getByTestId('login-message')).toHaveText('The e-mail address or password is incorrect.');
  await logIn(page, email, 'Second-Password2');
  await page.waitForURL('**/buyer-dashboard');
  expect(await stored(page, 'isLoggedin')).toBe('1');
});

test('an unknown and an expired reset link are refused in red under the form', async ({ page }) => {
  await settledVisitor(page, '/new-password/no-such-token');
  const area = accountArea(page);
  await area.getByLabel('Enter Password').fill('Fresh-Password4');
  await area.getByLabel('Confirm Password').fill('Fresh-Password4');
  await area.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByTestId('password-message')).toHaveText('This password reset link is not valid. Please ask for a new one.');
  // An expired link (60 minutes; the API's own tests age one in the database): the page shows the API's answer the same way.
  await page.route('**/api/password/reset-password', (route) =>
    route.fulfill({ json: { status: '0', msg: 'This password reset link has expired. Please ask for a new one.' } }),
  );
  await area.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByTestId('password-message')).toHaveText('This password reset link has expired. Please ask for a new one.');
  // Typed values are kept for another try.
  await expect(area.getByLabel('Enter Password')).toHaveValue('Fresh-Password4');
});

test('the login page links to the forgot-password page', async ({ page }) => {
  await settledVisitor(page, '/login');
  await accountArea(page).getByRole('link', { name: 'Forgot Your Password' }).click();
  await page.waitForURL('**/reset-password');
  await expect(accountArea(page).getByRole('button', { name: 'Send Password Reset Link' })).toBeVisible();
});
