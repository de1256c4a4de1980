import { expect, settledVisitor, test } from '../support/fixtures';

/**
 * Regression tests of issue 17's findings, against the production builds the
 * suite serves.
 */

test('no source map is published: the scripts name none and no .map file is served (finding 8)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js') && response.status() === 200) scripts.push(response.url());
  });
  await settledVisitor(page, '/deals-promotion');
  await expect(page.locator('[data-remote="mf_browse"] h1')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('sourceMappingURL=');
    expect((await page.request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});
