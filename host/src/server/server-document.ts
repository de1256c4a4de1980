/** What fills the server's document (tooling/webpack/server-document.html) around a rendered page. */
export interface DocumentParts {
  language: string;
  direction: 'ltr' | 'rtl';
  /** The document's title, as the shell sets it once the page runs ('About us | GBX Marketplace'). */
  title: string;
  /** <style> elements of the page (styled-components). */
  styles: string;
  /** The page's HTML, inside #root. */
  html: string;
  /**
   * JSON the browser reads: the page's own scripts, started with the shell's
   * once the page is painted (the document's loader), and what the bootstrap
   * hydrates with (host/src/app/server-render-state.ts).
   */
  state: { pageFiles: string[] } & Record<string, unknown>;
  /** The nonce of this response's Content-Security-Policy, for its one inline script. */
  nonce: string;
}

/** JSON that is safe inside a <script> element: no '<' can close it, no line separator breaks it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const attribute = (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, '');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fills the document's placeholders; each is replaced once, by a function (no `$&` surprises in the page's text). */
export function fillDocument(template: string, parts: DocumentParts): string {
  const values: Record<string, string> = {
    '%GBX_LANG%': attribute(parts.language),
    '%GBX_DIR%': parts.direction,
    '%GBX_ROOT%': parts.html,
    '%GBX_STATE%': jsonForScript(parts.state),
    '%GBX_NONCE%': attribute(parts.nonce),
  };
  // The styles take the place of the head's marker element, however a minifier spelled it.
  const headMarker = /<meta name="?gbx-head"?\s*\/?>/;
  if (!headMarker.test(template)) throw new Error('the server document has no gbx-head marker');
  let document = template.replace(headMarker, () => parts.styles).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`);
  for (const [placeholder, value] of Object.entries(values)) {
    if (!document.includes(placeholder)) throw new Error(`the server document has no ${placeholder}`);
    document = document.replace(placeholder, () => value);
  }
  return document;
}
