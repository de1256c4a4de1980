import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { API_URL, HOST_URL } from '../support/ports';

/** Helpers of the account specs (mf-account, issue 6). */

let counter = 0;
/** An address no earlier run used (each run starts from a fresh database, but tests within one run must not collide). */
export function uniqueEmail(label: string) {
  counter += 1;
  return `e2e.${label}.${Date.now().toString(36)}${counter}@example.test`;
}

/** The account remote's area on the page. */
export function accountArea(page: Page): Locator {
  return page.locator('[data-remote="mf_account"]');
}

export interface RegistrationInput {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  hint?: string;
  mobile?: string;
  year?: string;
  month?: string;
  day?: string;
}

/** Fills every field of the registration form (the affiliate and the captcha are left as they are). */
export async function fillRegistration(page: Page, input: RegistrationInput) {
  const area = accountArea(page);
  await area.getByLabel('First name', { exact: true }).fill(input.firstname);
  await area.getByLabel('Last name', { exact: true }).fill(input.lastname);
  await area.getByLabel('Year', { exact: true }).selectOption(input.year ?? '1990');
  await area.getByLabel('Month', { exact: true }).selectOption(input.month ?? '06');
  await area.getByLabel('Day', { exact: true }).selectOption(input.day ?? '15');
  await area.getByLabel('Email address', { exact: true }).fill(input.email);
  await area.getByLabel('Confirm email address', { exact: true }).fill(input.email);
  await area.getByLabel('Password', { exact: true }).fill(input.password);
  await area.getByLabel('Confirm password', { exact: true }).fill(input.password);
  await area.getByLabel('Password hint', { exact: true }).fill(input.hint ?? 'the usual one');
  await area.getByLabel('Mobile number', { exact: true }).fill(input.mobile ?? '9876543210');
}

/** Ticks the captcha box and waits for the proof of work to finish. */
export async function solveCaptcha(page: Page) {
  const captcha = page.getByTestId('captcha');
  // The label, as a person clicks it (the box's check mark lies over the input).
  await captcha.getByText('I am not a robot').click();
  await expect(captcha.getByText('Verified')).toBeVisible({ timeout: 30_000 });
}

export function submitRegistration(page: Page) {
  return accountArea(page).getByRole('button', { name: 'Create account' }).click();
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest mail to `to` whose subject matches, from the API's development outbox. */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/dev/outbox.json?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages: OutboxMessage[] };
        found = body.messages.find((message) => subject.test(message.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link of a mail that points at the e2e host. */
export function hostLink(message: OutboxMessage, path: string): string {
  const link = message.links.find((candidate) => candidate.startsWith(`${HOST_URL}${path}`));
  if (!link) throw new Error(`no ${path} link in "${message.subject}": ${message.links.join(', ')}`);
  return link;
}

/** Fills and sends the login form of the page the browser is on (a /login that a link led to, with its next= and add=). */
export async function submitLogin(page: Page, email: string, password: string) {
  const area = accountArea(page);
  await area.getByLabel('Email address').fill(email);
  await area.getByLabel('Password').fill(password);
  await area.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in through the login page. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, email, password);
}
