import { bus } from '@gbx/shared';

const SITE_NAME = 'GBX Marketplace';

/** The document title of a page an area named (usePageView): 'About Us | GBX Marketplace'. */
export function documentTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * The shell owns the document title; each area names its page on the bus. The
 * shell listens from the moment it starts, before anything renders: a page
 * that mounts together with the shell (its area already loaded) names itself
 * from its first effect, which runs before the shell's own effects would.
 */
export function followPageTitles(): void {
  bus.on('page:viewed').subscribe((event) => {
    document.title = documentTitle(event.title);
  });
}
