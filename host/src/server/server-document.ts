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
  /** A page that names nothing (sent with status 404): search engines are asked not to index it. */
  noindex?: boolean;
}

/** JSON that is safe inside a <script> element: no '<' can close it, no line separator breaks it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const attribute = (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, '');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Slot = 'styles' | 'title' | '%GBX_LANG%' | '%GBX_DIR%' | '%GBX_ROOT%' | '%GBX_STATE%' | '%GBX_NONCE%';
const PLACEHOLDERS: Slot[] = ['%GBX_LANG%', '%GBX_DIR%', '%GBX_ROOT%', '%GBX_STATE%', '%GBX_NONCE%'];

/** A template cut once at its places, in document order: the text between them and which place each cut is. */
interface CutTemplate {
  texts: string[];
  slots: Slot[];
}

/**
 * Cuts the template at its places: the head's marker element (the styles
 * take its place, however a minifier spelled it), the <title>, and each
 * %GBX_…% placeholder, once each. Every page's document is then the pieces
 * joined, instead of a search of a 100 kB document per place.
 */
function cut(template: string): CutTemplate {
  const found: Array<{ at: number; length: number; slot: Slot }> = [];
  const head = /<meta name="?gbx-head"?\s*\/?>/.exec(template);
  if (!head) throw new Error('the server document has no gbx-head marker');
  found.push({ at: head.index, length: head[0].length, slot: 'styles' });
  const title = /<title>[^<]*<\/title>/.exec(template);
  if (title) found.push({ at: title.index, length: title[0].length, slot: 'title' });
  for (const placeholder of PLACEHOLDERS) {
    const at = template.indexOf(placeholder);
    if (at < 0) throw new Error(`the server document has no ${placeholder}`);
    found.push({ at, length: placeholder.length, slot: placeholder });
  }
  found.sort((a, b) => a.at - b.at);
  const texts: string[] = [];
  let from = 0;
  for (const { at, length } of found) {
    texts.push(template.slice(from, at));
    from = at + length;
  }
  texts.push(template.slice(from));
  return { texts, slots: found.map((each) => each.slot) };
}

/** The last template cut: a deployment has one (dist/server/document.html), read again only when it changes. */
let lastCut: { template: string; cut: CutTemplate } | null = null;

/** Fills the document's places with this page's parts (the page's own text is never searched). */
export function fillDocument(template: string, parts: DocumentParts): string {
  if (lastCut?.template !== template) lastCut = { template, cut: cut(template) };
  const { texts, slots } = lastCut.cut;
  const values: Record<Slot, string> = {
    styles: parts.styles,
    title: `<title>${escapeText(parts.title)}</title>${parts.noindex ? '<meta name="robots" content="noindex">' : ''}`,
    '%GBX_LANG%': attribute(parts.language),
    '%GBX_DIR%': parts.direction,
    '%GBX_ROOT%': parts.html,
    '%GBX_STATE%': jsonForScript(parts.state),
    '%GBX_NONCE%': attribute(parts.nonce),
  };
  let document = texts[0] ?? '';
  slots.forEach((slot, index) => {
    document += values[slot] + (texts[index + 1] ?? '');
  });
  return document;
}
