import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Fails on any serious or critical axe violation in `scope` (the whole page by
 * default). The scope is first awaited with a web-first assertion: on a cold
 * machine a remote's bundle can still be loading when the test reaches this
 * line, and axe would scan a 'Loading…' placeholder (or nothing at all).
 */
export async function expectNoSevereViolations(page: Page, scope?: { selector: string; ready: Locator }) {
  let builder = new AxeBuilder({ page });
  if (scope) {
    await expect(scope.ready).toBeVisible();
    builder = builder.include(scope.selector);
  }
  const results = await builder.analyze();
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A remote's area, ready once its page heading shows. */
export function remoteScope(page: Page, remote: string) {
  const selector = `[data-remote="${remote}"]`;
  return { selector, ready: page.locator(selector).getByRole('heading', { level: 1 }) };
}
