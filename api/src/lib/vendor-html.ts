import sanitizeHtml from 'sanitize-html';
import type { CopyValue } from '../db/copy-format.js';

/**
 * What vendor HTML (a product's AdditionalProductInfo) may keep: text
 * structure (paragraphs, lists, tables, emphasis, headings), no attribute at
 * all, so no event handler, style, link or picture. Anything else is dropped,
 * with the content of a script or style element.
 */
const VENDOR_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'small', 'sub', 'sup', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div'],
  allowedAttributes: {},
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
