import type { FastifyReply, FastifyRequest } from 'fastify';

export const FOREIGN_ORIGIN_MSG = 'This request must come from the GBX Marketplace site.';

/** The origins of the site: the front ends CORS allows and the host app. */
export function siteOrigins(corsOrigins: readonly string[], hostAppUrl: string): Set<string> {
  return new Set([...corsOrigins, new URL(hostAppUrl).origin]);
}

/**
 * A preHandler for the calls that set or end a session: a browser names the
 * page that sent a request in Origin, so a form of another site posting to
 * /login-auth (login CSRF: the visitor would be logged in as the attacker) is
 * refused with 403. A request without Origin is no browser's cross-site
 * request (curl, a server) and goes through.
 */
export function sameSiteOnly(origins: Set<string>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin)) await reply.status(403).send({ status: '0' as const, msg: FOREIGN_ORIGIN_MSG });
  };
}

/**
 * Whether a navigation (GET /logout) comes from the site itself: its Referer
 * is one of the site's pages, or the browser says it is not cross-site (typed
 * in the address bar, or from the same site). A link on another site is not.
 */
export function navigationFromSite(request: FastifyRequest, origins: Set<string>): boolean {
  const referer = request.headers.referer;
  if (referer) {
    try {
      if (origins.has(new URL(referer).origin)) return true;
    } catch {
      // Not an address: decided by Sec-Fetch-Site below.
    }
  }
  return request.headers['sec-fetch-site'] !== 'cross-site';
}
