/**
 * The deals and the featured products (§2.7, §2.8): one page with two calls,
 * so one chunk for both (routes.ts); a visitor going from one to the other
 * downloads nothing more.
 */
export { DealsPage } from './deals-page';
export { FeaturedPage } from './featured-page';
