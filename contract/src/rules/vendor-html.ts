/**
 * What vendor HTML (a product's AdditionalProductInfo, a vendor's terms) may
 * hold, once for the API, which cleans it on the way into the database
 * (sanitize-html), and the page, which cleans it again when it renders
 * (DOMPurify): text formatting, lists, tables and links. No scripts, event
 * handlers, styles, forms, frames, SVG or MathML, and no images: a vendor's
 * <img> could track every visitor of the page from a server of theirs.
 * Headings are not kept either (their text is): a vendor's <h1> would break
 * the page's heading order. A dropped element keeps its text, but for script
 * and style, whose content goes with them.
 */
export const VENDOR_HTML_TAGS = [
  'p', 'br', 'hr', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a',
] as const;

/** The attributes each tag keeps; no other attribute survives on any tag. */
export const VENDOR_HTML_ATTRIBUTES = { a: ['href'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] } as const;

/** The addresses a link may have: web and mail addresses, phone numbers, and paths of this site ('/…' but not '//host'). */
export const VENDOR_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const VENDOR_LINK_ADDRESS = /^(?:(?:https?|mailto|tel):|\/(?!\/))/i;
