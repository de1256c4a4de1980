import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeVendorHtml, withCleanVendorHtml } from '../src/lib/vendor-html.js';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

/** Issue 17, finding 10: vendor HTML is cleaned on its way into the database. */
describe('sanitizeVendorHtml', () => {
  it('keeps text structure and drops scripts, handlers, links and pictures', () => {
    expect(sanitizeVendorHtml('<ul><li>Material: <strong>steel</strong></li></ul><p>Made in Lyon</p>')).toBe('<ul><li>Material: <strong>steel</strong></li></ul><p>Made in Lyon</p>');
    expect(sanitizeVendorHtml('<p onclick="alert(1)" style="x">a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a>')).toBe('<p>a</p>b');
    expect(sanitizeVendorHtml('<svg><script>alert(1)</script></svg><iframe src="data:text/html,x"></iframe>c')).toBe('c');
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
