/**
 * @gbx/contract/paths: every path the API serves, written once. The API
 * mounts its routes at them (schemas/calls.ts) and the front end's calls
 * (@gbx/shared's api/calls) ask them. The spec's spellings are the contract,
 * misspellings included (commen, whish-list-count, market-sagment,
 * add-shoping-cart). A `:name` is a path parameter as Fastify writes it;
 * pathWith fills it in.
 *
 * One export per path rather than one object: a bundle then carries only the
 * paths its calls ask (every page's first visit counts its bytes).
 */

// device, consent and header
export const userTokenPath = '/api/commen/user-token';
export const userDevicePath = '/api/commen/user-device';
export const siteViewPath = '/api/header/site-view';
export const cookiesConditionPath = '/api/home/cookies-condition';

// categories
export const categoryListPath = '/api/commen/category-list';
export const subcategoryListPath = '/api/commen/subcategory-list';

// landing pages and counts
export const landingHomePath = '/api/landing/landing-home';
export const landingCityPath = '/api/landing/landing-city';
export const landingProvincePath = '/api/landing/landing-province';
export const dealsPromotionsPath = '/api/commen/deals-promotions';
export const marketSegmentsPath = '/api/commen/market-sagment';
export const locationCountPath = '/api/commen/location-count';

// places
export const citiesListPath = '/api/commen/cities-list';
export const countryListPath = '/api/commen/country-list';

// products
export const featuredProductsPath = '/api/marketplace/featured-products';
export const productListPath = '/api/marketplace/product-list';
export const productListSearchPath = '/api/marketplace/product-list-search';
export const productDetailPath = '/api/product/product-detail/:gbxproductid';

// places search
export const productListLocationPath = '/api/product-search/product-list-location';
export const vendorListLocationPath = '/api/vendor-search/vendor-list-location';

// vendor store
export const vendorStorePath = '/api/product-search/vendor-store';

// advanced search
export const advanceSearchPath = '/api/advance-search/advance-search';
export const advanceSearchClickPath = '/api/advance-search/advance-search-click';

// cart and wishlist (session cookie)
export const addShopingCartPath = '/api/buyer/add-shoping-cart';
export const addWishListPath = '/api/buyer/add-wish-list';
export const wishListCountPath = '/api/header/whish-list-count';
// Our design (the spec's cart and wishlist pages are "not shown"): the buyer's pages.
export const cartListPath = '/api/buyer/cart-list';
export const cartUpdatePath = '/api/buyer/cart-update';
export const cartRemovePath = '/api/buyer/cart-remove';
export const wishListPath = '/api/buyer/wish-list';
export const wishListRemovePath = '/api/buyer/wish-list-remove';
export const wishListToCartPath = '/api/buyer/wish-list-to-cart';

// saved searches and notify me (session cookie; issue 41, our design): REST-style, one resource each
export const savedSearchListPath = '/api/buyer/saved-searches';
export const savedSearchSavePath = '/api/buyer/saved-searches';
export const savedSearchRenamePath = '/api/buyer/saved-searches/:id';
export const savedSearchDeletePath = '/api/buyer/saved-searches/:id';
export const savedSearchSeenPath = '/api/buyer/saved-searches/:id/seen';
export const notifyMeListPath = '/api/buyer/notify-me';
export const notifyMeSubscribePath = '/api/buyer/notify-me';
export const notifyMeUnsubscribePath = '/api/buyer/notify-me/:gbxproductid';

// accounts
export const pageDetailsPath = '/api/registration/page-details';
export const getAffiliatePath = '/api/registration/get-affiliate';
/** Our addition (§5's captcha, enforced): the API's ALTCHA challenge address. */
export const captchaChallengePath = '/api/captcha/challenge';
export const registrationBuyerPath = '/api/registration/registration-buyer';
export const registrationVendorPath = '/api/registration/registration-vendor';
export const registrationAffiliatePath = '/api/registration/registration-affiliate';
/** On the backend host (§7), as is the next. */
export const loginAuthPath = '/login-auth';
export const verifyEmailPath = '/verify-email/:token';
export const forgetPasswordPath = '/api/password/forget-password';
export const resetPasswordPath = '/api/password/reset-password';

// reports and messages about a product (§2.9 shows no action for them: our design)
export const reportProductPath = '/api/product/report';
export const contactVendorPath = '/api/buyer/contact-vendor';

// contact form
export const contactUsPath = '/api/contact/contact-us';

// development only
export const devOutboxPath = '/dev/outbox.json';
export const devContactMessagesPath = '/dev/contact-messages.json';
export const devProductChangePath = '/dev/catalogue/product';
export const devProductCopyPath = '/dev/catalogue/product-copy';

/** `pattern` with each `:name` replaced by its value, encoded: pathWith(productDetailPath, { gbxproductid: 'GBX00000001' }). */
export function pathWith(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
