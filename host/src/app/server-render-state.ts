import type { DehydratedState } from '@gbx/shared';

/** What the host's server put in the document beside a page it rendered (host/src/server/render-page.tsx). */
export interface ServerRenderState {
  /** The answers the page was rendered with, for the browser's cache. */
  queries: DehydratedState;
  /** The consent page, drawn for a visitor the server knew nothing of (no render cookie before consent). */
  consentPage: boolean;
}

/**
 * The state of the page the server rendered into this document, or null when
 * the document came without a page (index.html: the browser renders it). A
 * state that cannot be read counts as none: the browser then renders the
 * page itself, in place of the server's. Read once: the element leaves the
 * document, with the vendors' texts its answers hold.
 */
export function readServerRenderState(): ServerRenderState | null {
  const element = document.getElementById('gbx-server-render');
  element?.remove();
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerRenderState> | null;
    return state && typeof state.queries === 'object' && state.queries !== null ? { queries: state.queries, consentPage: state.consentPage === true } : null;
  } catch {
    return null;
  }
}
