import DOMPurify, { type WindowLike } from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { VENDOR_HTML_ATTRIBUTES, VENDOR_HTML_TAGS, VENDOR_LINK_ADDRESS } from '@gbx/contract/rules';
import { theme } from '@gbx/shared';

/** The policy of contract/src/rules/vendor-html.ts in DOMPurify's terms: its attribute list is one for every tag. */
const ALLOWED_TAGS = [...VENDOR_HTML_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(VENDOR_HTML_ATTRIBUTES).flat())];
const LINK_REL = 'noopener noreferrer nofollow ugc';

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

declare global {
  // The DOM the host's server sanitizes with (host/server/page-renderer.mjs): a page it renders shows the same clean HTML.
  var __GBX_SANITIZER_WINDOW__: WindowLike | undefined;
  // What that server sanitized, kept across its pages: the same vendor's HTML is cleaned once, not on every page.
  var __GBX_SANITIZED__: { get(html: string): string | undefined; set(html: string, clean: string): unknown } | undefined;
}

/** The page's window; on the host's server, the DOM it provides. */
function sanitizerWindow(): WindowLike {
  const target = typeof window === 'undefined' ? globalThis.__GBX_SANITIZER_WINDOW__ : window;
  if (!target) throw new Error('no DOM to sanitize vendor HTML with');
  return target;
}

/**
 * An instance of our own, so its link hook does not change DOMPurify for any
 * other code of the page. The hook runs after the attribute lists are applied:
 * the target and rel it sets are ours, never the vendor's.
 */
function vendorPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(sanitizerWindow());
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', LINK_REL);
    }
  });
  purifier = instance;
  return instance;
}

/** Vendor HTML with only what ALLOWED_TAGS and ALLOWED_ATTR allow; links open a new tab with rel noopener. */
export function sanitizeVendorHtml(html: string): string {
  if (!html) return '';
  const remembered = globalThis.__GBX_SANITIZED__?.get(html);
  if (remembered !== undefined) return remembered;
  const clean = vendorPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: VENDOR_LINK_ADDRESS,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  globalThis.__GBX_SANITIZED__?.set(html, clean);
  return clean;
}

const Box = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.5;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  dl,
  blockquote,
  table {
    margin: 0 0 0.5em;
  }
  ul,
  ol {
    padding-inline-start: 1.25em;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.2em 0.5em;
    border: 1px solid ${theme.color.border};
    text-align: start;
  }
  a {
    color: ${theme.color.link};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/**
 * Vendor-supplied HTML (§2.8 AdditionalProductInfo), untrusted: rendered only
 * after sanitizeVendorHtml. The one place of the product that sets inner HTML.
 */
export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => sanitizeVendorHtml(html), [html]);
  if (!clean) return null;
  // dir auto: the vendor's language decides the direction, as for the description beside it.
  return <Box className={className} id={id} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
