import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerAccountRoutes } from './features/accounts/account-routes.js';
import { registerAdvancedSearchRoutes } from './features/advanced-search/advanced-search-routes.js';
import { registerCartWishlistRoutes } from './features/cart-wishlist/cart-wishlist-routes.js';
import { registerCatalogueDevRoutes } from './features/catalogue-changes/catalogue-dev-routes.js';
import { watchCatalogue } from './features/catalogue-changes/catalogue-watch.js';
import { registerCategoryRoutes } from './features/categories/category-routes.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerContactRoutes } from './features/contact/contact-routes.js';
import { registerFeedbackRoutes } from './features/product-feedback/feedback-routes.js';
import { registerDeviceRoutes } from './features/device/device-routes.js';
import { registerImageRoutes } from './features/images/image-routes.js';
import { registerLandingRoutes } from './features/landing/landing-routes.js';
import { registerNotifyMeRoutes } from './features/notify-me/notify-me-routes.js';
import { registerOutboxRoutes } from './features/outbox/outbox-routes.js';
import { registerPlaceRoutes } from './features/places/place-routes.js';
import { registerPlacesSearchRoutes } from './features/places-search/places-search-routes.js';
import { configureListingCache } from './features/products/listing-query.js';
import { configureSearchGate } from './services/search-gate.js';
import { searchIndexStatus, startSearchIndex } from './features/products/search-index/search-index.js';
import { registerProductRoutes } from './features/products/product-routes.js';
import { registerSavedSearchRoutes } from './features/saved-searches/saved-search-routes.js';
import { registerVendorStoreRoutes } from './features/vendor-store/vendor-store-routes.js';
import type { App, Services } from './http/app-types.js';
import { registerCompression, withoutCompression } from './http/compression.js';
import { registerDocs } from './http/docs.js';
import { frameworkErrors, registerErrorHandling } from './http/errors.js';
import { registerInputGuards } from './http/input-guards.js';
import { forgetOnCatalogueChange } from './services/catalogue-caches.js';
import { PlaceDirectory } from './services/place-directory.js';
import { StatCounts } from './services/stat-counts.js';

/** Request bodies of this API are small forms and filters. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The whole HTTP API on an open, migrated and seeded database. Used by the
 * server and by the tests (app.inject), so both run exactly the same app.
 */
export async function buildApp(config: Config, database: Database): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-* (the client's address, protocol and host) is read from the
    // proxies TRUST_PROXY lists only: the per-address limits depend on it.
    trustProxy: config.trustProxy,
    frameworkErrors,
    // allowUnionTypes: a few fields take a number or the text typed in a form (type: ['number', 'string']).
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true, allowUnionTypes: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandling(app);
  registerInputGuards(app);
  await app.register(cors, {
    // Only the configured front-end origins, with credentials (the session cookie).
    origin: (origin, callback) => callback(null, origin === undefined || config.corsOrigins.includes(origin)),
    credentials: true,
    // PATCH and DELETE: saved searches and notify me (a rename, a removal).
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    // Every call carries the API token (Authorization), so each address needs a
    // preflight: a browser keeps its answer this long (Chromium's ceiling, two
    // hours) instead of asking again, a round trip before each call, every ten minutes.
    maxAge: 7200,
  });
  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerDocs(app);

  // What the catalogue's reads keep in memory is keyed on the database they read (a replica when configured).
  const catalogue = database.reads;
  const directory = new PlaceDirectory(catalogue);
  await directory.load();
  const services: Services = { config, database, db: database.db, catalogue, directory, counts: new StatCounts(catalogue) };
  configureListingCache(catalogue, config.listingCacheSeconds, config.listingCachePages);
  configureSearchGate(catalogue, database.connections, { concurrency: config.searchConcurrency });
  forgetOnCatalogueChange(catalogue, () => services.counts.invalidate());
  // Changes written to the database while this process runs reach its caches and index within seconds. Where the
  // catalogue is is read before the index reads it: a change after that is one this process follows. Changes logged
  // while no process ran are applied by the first look, a second later, not on the way to listening.
  if (config.catalogueWatchMs > 0) {
    const watch = watchCatalogue({ reads: catalogue, primary: database.db }, app.log, config.catalogueWatchMs);
    app.addHook('onClose', () => watch.stop());
    await watch.baseline();
  }
  if (config.searchIndex) startSearchIndex(catalogue, app.log);

  app.get('/', { schema: { hide: true } }, async () => ({ status: '1', name: 'GBX Marketplace API', docs: '/docs' }));
  // Alive: the process answers (a supervisor restarts it when this fails).
  app.get('/health', { schema: { hide: true } }, async () => {
    await services.counts.ready();
    return { status: '1' };
  });
  // Ready for its share of the traffic: a load balancer sends searches to a
  // process whose index is in, and waits for one still building it (its
  // database path answers right, only slower). A build that failed leaves the
  // process answering from the database for good: ready, and says so. So does an
  // index set aside by a catalogue change ('rebuilding'): every process sees the
  // change at once, and none may leave the pool for it.
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    await services.counts.ready();
    const searchIndex = searchIndexStatus(catalogue);
    if (searchIndex === 'building') return reply.code(503).header('Retry-After', '1').send({ status: '0', searchIndex, msg: 'The search index is being built.' });
    return { status: '1', searchIndex };
  });

  // Accounts first: they make getSessionUser(request) work for every later route.
  // Accounts, the mail outbox and the device's token answer with secrets: never compressed.
  withoutCompression(app, () => {
    registerAccountRoutes(app, services);
    registerOutboxRoutes(app, services);
    registerDeviceRoutes(app, services);
  });
  registerCategoryRoutes(app, services);
  registerLandingRoutes(app, services);
  registerPlaceRoutes(app, services);
  registerProductRoutes(app, services);
  registerPlacesSearchRoutes(app, services);
  registerVendorStoreRoutes(app, services);
  registerAdvancedSearchRoutes(app, services);
  registerCartWishlistRoutes(app, services);
  registerSavedSearchRoutes(app, services);
  registerNotifyMeRoutes(app, services);
  registerImageRoutes(app, services);
  registerContactRoutes(app, services);
  registerFeedbackRoutes(app, services);
  registerCatalogueDevRoutes(app, services);
  return app;
}
