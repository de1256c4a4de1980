import type { Locator, Page } from '@playwright/test';
import { expect, loadRenderedInBrowser } from './fixtures';
import { API_URL } from './ports';

/**
 * Helpers for mf-browse's landing pages of count tiles (§2.4, §2.5, §2.7):
 * the API's own answer for the page's stored device context, the router state
 * a tile left behind, the layout before and after the counts arrive, and the
 * quiet failure with its retry (§4, §8).
 */

/** mf-browse's area of the page (the host owns the chrome around it). */
export const browseArea = (page: Page) => page.locator('[data-remote="mf_browse"]');

/** What the API answers a GET of `path` (the calls without a payload, §7). */
export async function getFromApi<T = Record<string, unknown>>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API_URL}${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A count as an English tile shows it: '1,509 products', '1 vendor'. */
export function countText(count: number, unit: 'product' | 'vendor'): string {
  return `${count.toLocaleString('en')} ${unit}${count === 1 ? '' : 's'}`;
}

/** The navigation state react-router stored with the current history entry (§2.1). */
export function routerState(page: Page): Promise<unknown> {
  return page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);
}

/**
 * Follows a tile's link and checks where it leads: the address (with
 * `pathname` encoded as the app encodes it) and the router state. Comes back
 * to the landing page afterwards.
 */
export async function expectTileLeadsTo(page: Page, link: Locator, pathname: string, state: unknown) {
  const landing = new URL(page.url()).pathname;
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
  expect(await routerState(page)).toEqual(state);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe(landing);
}

/** Collects the page's uncaught errors, to assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

type Box = { x: number; y: number; width: number; height: number };

/** Every tile's box, relative to mf-browse's area (the host's carousel above it may still be settling). */
async function tileBoxes(page: Page): Promise<Box[]> {
  return browseArea(page).evaluate((area) => {
    const origin = area.getBoundingClientRect();
    return Array.from(area.querySelectorAll('li[data-testid]')).map((tile) => {
      const box = tile.getBoundingClientRect();
      return { x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height };
    });
  });
}

/**
 * No layout shift: the page is loaded again with its count call held back,
 * the tiles' boxes are measured while they show skeletons, the call is let
 * through, and once `arrived` is visible the boxes must be where they were.
 */
export async function expectNoShiftWhenCountsArrive(page: Page, apiPath: string, arrived: Locator) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const url = `${API_URL}${apiPath}`;
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  await loadRenderedInBrowser(page);
  await expect(browseArea(page).locator('[aria-busy="true"]').first()).toBeVisible();
  const before = await tileBoxes(page);
  expect(before.length).toBeGreaterThan(0);
  release();
  await expect(arrived).toBeVisible();
  await expect(browseArea(page).locator('[aria-busy="true"]')).toHaveCount(0);
  const after = await tileBoxes(page);
  expect(after).toHaveLength(before.length);
  after.forEach((box, index) => {
    const was = before[index]!;
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[side] - was[side]), `tile ${index} ${side}`).toBeLessThanOrEqual(0.5);
  });
  await page.unroute(url);
}

/**
 * §4, §8: the page's count call fails (a 500); the page stays, with its tiles
 * and no count and no message, and offers Try again. Then the API answers
 * again and Try again loads the counts, which `expectCounts` checks.
 */
export async function expectQuietFailureThenRetry(page: Page, path: string, apiPath: string, expectCounts: () => Promise<void>) {
  const url = `${API_URL}${apiPath}`;
  let failures = 0;
  await page.route(url, (route) => {
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error' }) });
  });
  await loadRenderedInBrowser(page, path);
  const area = browseArea(page);
  const retry = area.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  expect(failures).toBeGreaterThan(0);
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area.locator('li[data-testid]').first()).toBeVisible();
  await expect(area.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(area.getByRole('alert')).toHaveCount(0);
  await expect(area).not.toContainText(/error|fail|wrong|500/i);
  await page.unroute(url);
  await retry.click();
  await expectCounts();
  await expect(retry).toHaveCount(0);
}
