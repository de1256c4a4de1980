/**
 * Addresses that come from the server (the dashboard address of a login, §3
 * dataurl) may be a path of this site or a full address, possibly of this very
 * site. In-app ones are followed with the router (no reload); others leave.
 */
export function appAddress(url: string, origin: string, fallback = '/'): { inApp: boolean; to: string } {
  if (url.startsWith('/') && !url.startsWith('//')) return { inApp: true, to: url };
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { inApp: true, to: fallback };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { inApp: true, to: fallback };
  return target.origin === origin ? { inApp: true, to: `${target.pathname}${target.search}${target.hash}` } : { inApp: false, to: target.href };
}
