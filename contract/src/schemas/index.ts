/**
 * @gbx/contract/schemas: TypeBox schemas of every call's request and answer,
 * spelled as the spec spells them (§3, §7). The API validates and serializes
 * with them; the front end imports their static types only (`import type`), so
 * no TypeBox code reaches the browser.
 */
export type { Static, TSchema } from 'typebox';
export * from './accounts.js';
export * from './advanced-search.js';
export * from './calls.js';
export * from './cart-wishlist.js';
export * from './categories.js';
export * from './common.js';
export * from './contact.js';
export * from './dev.js';
export * from './device.js';
export * from './landing.js';
export * from './notify-me.js';
export * from './places.js';
export * from './places-search.js';
export * from './products.js';
export * from './saved-searches.js';
export * from './vendor-store.js';
export * from './product-feedback.js';
