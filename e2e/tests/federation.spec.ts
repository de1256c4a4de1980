import type { Page } from '@playwright/test';
import { expect, settledVisitor, test, waitForInteractive } from '../support/fixtures';

/**
 * ARCHITECTURE.md: every bundle shares ONE copy of react, react-dom,
 * styled-components and @gbx/shared with its router entry (react-router and
 * rxjs come inside @gbx/shared). We read it from the federation runtime's
 * share scope after all four remotes have loaded.
 */
test.beforeEach(async ({ page }) => settledVisitor(page));
const SINGLETONS = ['react', 'react-dom', 'styled-components', '@gbx/shared', '@gbx/shared/router'];

interface ShareInfo {
  versions: string[];
  loadedFrom: string[];
  useIn: string[];
}

async function shareScope(page: Page): Promise<Record<string, ShareInfo>> {
  return page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, Shared>>> }> } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'gbx_host');
    if (!host) throw new Error('no host federation instance');
    const scope = host.shareScopeMap.default ?? {};
    return Object.fromEntries(
      Object.entries(scope).map(([name, versions]) => {
        const entries = Object.entries(versions);
        return [
          name,
          {
            versions: entries.map(([version]) => version),
            loadedFrom: entries.filter(([, shared]) => shared.loaded).map(([, shared]) => shared.from),
            useIn: [...new Set(entries.flatMap(([, shared]) => shared.useIn ?? []))].sort(),
          },
        ];
      }),
    );
  });
}

test('shared libraries are loaded once across the host and all four remotes', async ({ page }) => {
  // Visit one page of each remote in a single page session (client-side navigation).
  await page.goto('/landing-marketplace');
  await expect(page.locator('[data-remote="mf_browse"]')).toBeVisible();
  // The history listener below is React's: a page the server rendered shows before React runs it.
  await waitForInteractive(page);
  for (const [link, remote] of [
    ['/product-detail/GBX-1', 'mf_product'],
    ['/login', 'mf_account'],
    ['/about-us', 'mf_static'],
  ] as const) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  }

  const scope = await shareScope(page);
  for (const name of SINGLETONS) {
    const info = scope[name];
    expect(info, `${name} is in the share scope`).toBeDefined();
    expect(info!.versions, `${name}: one version registered`).toHaveLength(1);
    expect(info!.loadedFrom, `${name}: loaded by exactly one app`).toHaveLength(1);
  }
  // Every remote consumed the one copy of @gbx/shared (and so the one bus).
  for (const remote of ['mf_browse', 'mf_product', 'mf_account', 'mf_static']) {
    expect(scope['@gbx/shared']!.useIn, `@gbx/shared used by ${remote}`).toContain(remote);
  }
});

test('an event published inside a remote reaches the host through the shared bus', async ({ page }) => {
  await page.goto('/marketplace-home');
  await expect(page).toHaveTitle('Search the Global Marketplace | GBX Marketplace');
  // mf_static publishes page:viewed on the bus; the host's shell sets the title from it.
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveTitle('Privacy policy | GBX Marketplace');
});
