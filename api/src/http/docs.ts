import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document (/docs/json) and its page (/docs), built from the route schemas. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GBX Marketplace API',
        version: '0.1.0',
        description:
          "Every call of the marketplace spec §7, with the spec's field names and spellings (commen, market-sagment, reqestData, VandorCity...). " +
          "Statuses are the strings '1' (success) and '0' (failure). Every error answers `{ status: '0', msg }`, plus `errors` for invalid input.",
      },
      tags: [
        { name: 'device', description: 'Anonymous token, device, consent, header' },
        { name: 'categories', description: 'Category tree with counts' },
        { name: 'landing', description: 'Landing pages and counts' },
        { name: 'places', description: 'Cities and countries' },
        { name: 'products', description: 'Listings, search and product detail' },
        { name: 'images', description: 'Generated product, vendor and flag images' },
        { name: 'accounts', description: 'Registration, captcha, e-mail verification, login/logout (session cookie gbx_session), forgot and new password' },
        { name: 'mail', description: 'Development only: the local outbox (when SMTP_URL is unset)' },
        { name: 'places-search', description: 'Products and vendors located in a place' },
        { name: 'vendor-store', description: "A vendor's store and its category browser" },
        { name: 'advanced-search', description: 'Advanced search and its quick filters' },
        { name: 'cart-wishlist', description: "The logged-in buyer's shopping cart and wishlist (session cookie)" },
        { name: 'saved-searches', description: "The logged-in buyer's saved searches and their new results (session cookie)" },
        { name: 'notify-me', description: 'Back-in-stock e-mails for out-of-stock products a buyer waits for (session cookie)' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
