import type { Page } from '@playwright/test';
import { expectNoSevereViolations as scan, remoteScope } from '../support/a11y';
import { expect, settledVisitor, test } from '../support/fixtures';
import { accountArea, submitRegistration } from './account-helpers';

/** Accessibility scans of the account pages: no serious or critical violation (issue 6). */

const expectNoSevereViolations = (page: Page) => scan(page, remoteScope(page, 'mf_account'));

test('login, empty and with errors', async ({ page }) => {
  await settledVisitor(page, '/login');
  await expectNoSevereViolations(page);
  await accountArea(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(accountArea(page).getByText('Enter your password.')).toBeVisible();
  await expectNoSevereViolations(page);
});

test('registration, empty, with errors and with the phone-code list open', async ({ page }) => {
  await settledVisitor(page, '/register/Vendor');
  await expect(page.getByTestId('captcha').getByRole('checkbox')).toBeVisible();
  await expectNoSevereViolations(page);
  await submitRegistration(page);
  await expect(accountArea(page).getByText('Last name is required.')).toBeVisible();
  await expectNoSevereViolations(page);
  await accountArea(page).getByRole('button', { name: /^Country code/ }).click();
  await expect(page.getByRole('listbox', { name: 'Country codes' })).toBeVisible();
  await expectNoSevereViolations(page);
});

test('forgot password, new password and e-mail verification', async ({ page }) => {
  for (const path of ['/reset-password', '/new-password/some-token']) {
    await settledVisitor(page, path);
    await expect(accountArea(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSevereViolations(page);
  }
});
