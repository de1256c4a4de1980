import { expect, settledVisitor, test } from '../support/fixtures';
import { API_URL } from '../support/ports';

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

test('every page is served with a CSP that lists the remotes and the API, and nothing it loads breaks it (finding 6)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto('/landing-marketplace');
  const headers = response!.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:\d+/);
  expect(csp.split(';').find((directive) => directive.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  // Issue 16: the API's connection opens with the document (a credentialed one: the calls send the session cookie).
  expect(headers.link).toBe(`<${new URL(API_URL).origin}>; rel=preconnect`);

  await settledVisitor(page, '/landing-marketplace');
  for (const path of ['/deals-promotion', '/advance-search?quick=bestselling&page=1', '/product-detail/GBX00000001', '/login', '/register/Buyer', '/contact-us', '/vendor-result/Paris']) {
    await page.goto(path);
    await expect(page.locator('[data-remote] h1').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
