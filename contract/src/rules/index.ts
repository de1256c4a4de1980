/**
 * @gbx/contract/rules: the validation rules of §5 and §9, once for the API and
 * the browser. Pure functions without dependencies (they reach the browser
 * bundle); each returns a problem code, which the API turns into its English
 * `msg` and the front end into its translated text.
 */
export * from './affiliate.js';
export * from './birth-date.js';
export * from './categories.js';
export * from './contact.js';
export * from './email.js';
export * from './market.js';
export * from './password.js';
export * from './registration.js';
export * from './user-types.js';
export * from './vendor-html.js';
export * from './advanced-search.js';
export * from './product-feedback.js';
export * from './session.js';
export * from './sorts.js';
export * from './saved-searches.js';
