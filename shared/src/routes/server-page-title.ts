import { pageState } from '../lib/page-state';

/**
 * The title the page being rendered on the host's server named (usePageView):
 * the server puts it in the document's <title>, so a crawler, a bookmark and
 * the tab have it before the page runs (host/src/server/render-page.tsx).
 * Page state: each request's render notes its own.
 */
const noted = (): { title?: string } => pageState('__GBX_SERVER_PAGE_TITLE__', () => ({}));

export function noteServerPageTitle(title: string): void {
  noted().title = title;
}

/** The title the page's render named, if any. */
export function takeServerPageTitle(): string | undefined {
  return noted().title;
}
