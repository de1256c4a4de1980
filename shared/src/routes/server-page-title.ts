/**
 * The title the page being rendered on the host's server named (usePageView):
 * the server puts it in the document's <title>, so a crawler, a bookmark and
 * the tab have it before the page runs (host/src/server/render-page.tsx). One
 * render at a time on a server, as all page-wide state there.
 */
let noted: string | undefined;

export function noteServerPageTitle(title: string): void {
  noted = title;
}

/** The title the last render named, if any; the next render starts with none. */
export function takeServerPageTitle(): string | undefined {
  const title = noted;
  noted = undefined;
  return title;
}
