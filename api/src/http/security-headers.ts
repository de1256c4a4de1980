import type { FastifyInstance } from 'fastify';

/**
 * The API's answers are data (JSON, product pictures), never a page to run:
 * no sniffing, no framing, and a policy under which even an SVG picture opened
 * on its own runs no script (issue 17, finding 6). The documentation page
 * (/docs, Swagger UI) keeps its own scripts and styles and gets the rest.
 */
const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

const DATA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(COMMON);
    if (!request.url.startsWith('/docs')) reply.header('content-security-policy', DATA_POLICY);
    return payload;
  });
}
