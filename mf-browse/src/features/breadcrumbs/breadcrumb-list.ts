/** One step of a breadcrumb: its text and, but for the page itself, where it leads. */
export interface Crumb {
  name: string;
  /** The step's address (a path of this site); the current page's is the page's own. */
  to?: string;
}

/**
 * The breadcrumb as schema.org BreadcrumbList, for search engines (issue 38).
 * Addresses are the site's paths: the server that renders the page does not
 * know the address visitors reach it at, and the browser's render must match
 * the server's.
 */
export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.to ? { item: crumb.to } : {}),
    })),
  };
}

/**
 * JSON for the inside of a <script> element: `<` written as \u003c (with `>`
 * and `&`), so a vendor's or a place's name cannot close the element or open a
 * comment, and the line separators JavaScript once refused. JSON.parse reads
 * it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
