import { VENDOR_HTML_ATTRIBUTES, VENDOR_HTML_TAGS, VENDOR_LINK_SCHEMES } from '@gbx/contract/rules';
import sanitizeHtml from 'sanitize-html';
import type { CopyValue } from '../db/copy-format.js';

/** The policy of contract/src/rules/vendor-html.ts in sanitize-html's terms (the page gives links their target and rel when it renders). */
const VENDOR_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...VENDOR_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(VENDOR_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...VENDOR_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
};

/**
 * Vendor HTML as the database may hold it (issue 17, finding 10): cleaned on the
 * way in, so no script is ever stored; the front end cleans it again with
 * DOMPurify when it renders (defence in depth, and for data from elsewhere).
 */
export function sanitizeVendorHtml(html: string): string {
  return sanitizeHtml(html, VENDOR_HTML);
}

/** Rows of `columns` on their way into the database, with the vendor HTML of `htmlColumn` cleaned. */
export function* withCleanVendorHtml(columns: readonly string[], htmlColumn: string, rows: Iterable<CopyValue[]>): Generator<CopyValue[]> {
  const at = columns.indexOf(htmlColumn);
  if (at < 0) throw new Error(`No column ${htmlColumn} to clean`);
  for (const row of rows) {
    const value = row[at];
    if (typeof value === 'string') row[at] = sanitizeVendorHtml(value);
    yield row;
  }
}
