import { test as base, expect, type Page } from '@playwright/test';
import { API_URL } from './ports';

/** Places the API's catalogue knows (api/src/data/market-cities.ts), for granted positions. */
export const PLACES = {
  toronto: { latitude: 43.6532, longitude: -79.3832 },
  madrid: { latitude: 40.4168, longitude: -3.7038 },
  cairo: { latitude: 30.0444, longitude: 31.2357 },
} as const;

/** A visitor who already agreed to cookies (§3 consent flag), before any page loads. */
export async function agreeBeforeLoad(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', '1');
  });
}

/** Waits until the device set-up of §4 has finished (the device registered and announced on the bus). */
export async function waitForSettledDevice(page: Page) {
  await page.locator('html[data-device-ready="1"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * A consenting visitor whose first visit already registered the device (and
 * refreshed the page in place), so a test starts from a settled page, as a returning visitor.
 */
export async function settledVisitor(page: Page, path = '/landing-marketplace') {
  await agreeBeforeLoad(page);
  await page.goto(path);
  await waitForSettledDevice(page);
}

/**
 * Loads `path` (or reloads the page) rendered by the browser (index.html),
 * not by the host's server: for tests of what the browser shows while a
 * page's calls are held back, altered or failing. page.route reaches the
 * browser's calls only, and a page the server rendered arrives with its data
 * (host/server/page-renderer.mjs renders a returning visitor's page, whom
 * the render cookie announces; without it the server draws only the consent
 * page, which a visitor who agreed never sees: their page is the browser's).
 * The page writes the cookie again as it starts: the next load is the
 * server's again.
 */
export async function loadRenderedInBrowser(page: Page, path?: string) {
  const address = path ?? page.url();
  // The page still open may write the cookie again at any moment (its host
  // starts, a stored value changes), and a request's Cookie header cannot be
  // rewritten on its way: the page is left first, then the cookie cleared.
  // Left for the API's health answer, not about:blank: a test's start-up
  // scripts run there too, and about:blank has no storage to read.
  await page.goto(`${API_URL}/health`);
  await page.context().clearCookies({ name: 'gbx_render' });
  await page.goto(address);
}

/** The page's scripts held back until `release` (a slow network): the server's page is on screen, React not yet. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * Waits until React runs the page: a page the server rendered is on screen,
 * with working links, before its scripts have arrived, and its controls are
 * disabled until then (UntilInteractive in @gbx/shared).
 */
export async function waitForInteractive(page: Page) {
  await expect(page.locator('[data-remote]')).toBeVisible();
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
}

/**
 * Scrolls to the footer, as a visitor does, and waits for its content: a page
 * the browser rendered loads it when the footer comes into view
 * (host/src/features/footer/site-footer.tsx); the server's page comes with it.
 */
export async function revealFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByTestId('build-line')).toBeVisible();
}

/** The page's stored value of a §3 key. */
export function stored(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** Waits for the device set-up of §4 to store a device record. */
export async function waitForDevice(page: Page) {
  await expect.poll(() => stored(page, 'userdevice'), { timeout: 15_000 }).not.toBeNull();
}

/** What the API answers `path` with the device context (and userdata) this page stored, like the page's own call, plus the call's own `fields`. */
export async function postWithStoredDevice<T = Record<string, unknown>>(page: Page, path: string, fields: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(() => ({
    devicetype: 'WEB',
    deviceos: localStorage.getItem('deviceos') ?? '',
    devicebrowser: localStorage.getItem('devicebrowser') ?? '',
    latitude: localStorage.getItem('latitude') ?? '',
    longitude: localStorage.getItem('longitude') ?? '',
    userdevice: localStorage.getItem('userdevice') ?? '',
    userdata: localStorage.getItem('userData') ?? '',
  }));
  const response = await page.request.post(`${API_URL}${path}`, { data: { ...body, ...fields } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** What the API answers for location-count with the device context this page stored. */
export function locationCountFor(page: Page) {
  return postWithStoredDevice<Record<string, number | string>>(page, '/api/commen/location-count');
}

export { base as test };

export { expect };
