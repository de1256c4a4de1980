import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeVendorHtml, withCleanVendorHtml } from '../src/lib/vendor-html.js';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

/** Issue 17, finding 10: vendor HTML is cleaned on its way into the database. */
describe('sanitizeVendorHtml', () => {
  it('keeps text structure and drops scripts, handlers, unsafe addresses and pictures', () => {
    expect(sanitizeVendorHtml('<ul><li>Material: <strong>steel</strong></li></ul><p>Made in Lyon</p>')).toBe('<ul><li>Material: <strong>steel</strong></li></ul><p>Made in Lyon</p>');
    expect(sanitizeVendorHtml('<p onclick="alert(1)" style="x">a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a>')).toBe('<p>a</p><a>b</a>');
    expect(sanitizeVendorHtml('<svg><script>alert(1)</script></svg><iframe src="data:text/html,x"></iframe>c')).toBe('c');
  });

  it('follows the one policy the page renders with (contract/src/rules/vendor-html.ts)', () => {
    // A heading's text stays, not the heading: a vendor's <h1> would break the page's heading order.
    expect(sanitizeVendorHtml('<h1 id="x">Specs</h1><h3>Size</h3>')).toBe('SpecsSize');
    // Links to the web, mail, phones and this site's paths keep their address, nothing else; others lose it.
    expect(sanitizeVendorHtml('<a href="https://maker.test/manual" target="_top" class="x">manual</a>')).toBe('<a href="https://maker.test/manual">manual</a>');
    expect(sanitizeVendorHtml('<a href="mailto:a@b.test">m</a><a href="tel:+91">t</a><a href="/about-us">u</a>')).toBe('<a href="mailto:a@b.test">m</a><a href="tel:+91">t</a><a href="/about-us">u</a>');
    expect(sanitizeVendorHtml('<a href="//evil.test/x">p</a><a href="data:text/html,x">d</a>')).toBe('<a>p</a><a>d</a>');
    expect(sanitizeVendorHtml('<table><caption>Sizes</caption><tr><td colspan="2" style="x">M</td></tr></table><dl><dt>a</dt><dd>b</dd></dl><hr><blockquote>q</blockquote>')).toBe(
      '<table><caption>Sizes</caption><tr><td colspan="2">M</td></tr></table><dl><dt>a</dt><dd>b</dd></dl><hr /><blockquote>q</blockquote>',
    );
  });

  it('cleans the named column of rows on their way in, and nothing else', () => {
    const rows = [...withCleanVendorHtml(['id', 'html', 'title'], 'html', [[1, '<b onmouseover=x>ok</b><script>x</script>', '<i>title</i>']])];
    expect(rows).toEqual([[1, '<b>ok</b>', '<i>title</i>']]);
  });
});

describe.each(ENGINES)('the seeded catalogue on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('holds no script, event handler or javascript: URL in any product HTML', async () => {
    const { rows } = await sql<{ unsafe: number; total: number }>`
      select count(*) filter (where additional_info ~* '<\\s*(script|iframe|object|embed|svg|img)|\\son[a-z]+\\s*=|javascript:') as unsafe, count(*) as total from products`.execute(t.database.db);
    expect(Number(rows[0]?.total)).toBeGreaterThan(0);
    expect(Number(rows[0]?.unsafe)).toBe(0);
  });
});
