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
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
