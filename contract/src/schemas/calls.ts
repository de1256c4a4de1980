import { Type, type TSchema } from 'typebox';
import * as accounts from './accounts.js';
import * as advancedSearch from './advanced-search.js';
import * as cartWishlist from './cart-wishlist.js';
import * as categories from './categories.js';
import { ErrorReply } from './common.js';
import * as contact from './contact.js';
import * as feedback from './product-feedback.js';
import * as dev from './dev.js';
import * as device from './device.js';
import * as landing from './landing.js';
import * as places from './places.js';
import * as placesSearch from './places-search.js';
import * as products from './products.js';
import * as vendorStore from './vendor-store.js';

/** The answer schemas of a call by HTTP status: 200, 404, '4xx', '5xx' (as Fastify's `response` takes them). */
export type Answers = Readonly<Record<string, TSchema>>;

export interface CallSchemas {
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  response: Answers;
}

export type Call = CallSchemas & { method: 'GET' | 'POST'; path: string };

/**
 * Every answer besides the call's own: a request it refuses (400 with errors,
 * 401, 403, 404, 413, 415, 429) and a failure on our side (500) answer
 * `{ status: '0', msg, errors? }`.
 */
const errors = { '4xx': ErrorReply, '5xx': ErrorReply } as const;

/** One call of the wire contract: its method, its path as Fastify writes it (:param), its request and answer schemas. */
function call<const M extends Call['method'], const P extends string, const S extends Omit<CallSchemas, 'response'>, const R extends Answers>(
  method: M,
  path: P,
  schemas: S,
  response: R,
) {
  return { method, path, ...schemas, response: { ...errors, ...response } };
}

/**
 * The calls the API serves: every call of §7 with the spec's paths and field
 * names (misspellings included: commen, whish-list-count, market-sagment,
 * add-shoping-cart), and our additions (vendor store categories, the cart and
 * wishlist pages, the captcha, the contact form, the development outbox).
 * The API mounts its routes with these schemas; @gbx/shared's wire types are
 * their static types.
 */
export const calls = {
  // device, consent and header
  userToken: call('GET', '/api/commen/user-token', {}, { 200: device.UserTokenReply }),
  userDevice: call('POST', '/api/commen/user-device', { body: device.UserDeviceRequest }, { 200: device.UserDeviceReply }),
  siteView: call('POST', '/api/header/site-view', { body: device.SiteViewRequest }, { 200: device.SiteViewReply }),
  cookiesCondition: call('POST', '/api/home/cookies-condition', { body: device.CookiesConditionRequest }, { 200: device.CookiesConditionReply }),
  // categories
  categoryList: call('GET', '/api/commen/category-list', { querystring: categories.CategoryScope }, { 200: categories.CategoryListReply }),
  subcategoryList: call('POST', '/api/commen/subcategory-list', { body: categories.SubcategoryListRequest }, { 200: categories.SubcategoryListReply }),
  // landing pages and counts
  landingHome: call('POST', '/api/landing/landing-home', { body: landing.LandingRequest }, { 200: landing.LandingHomeReply }),
  landingCity: call('POST', '/api/landing/landing-city', { body: landing.LandingRequest }, { 200: landing.LandingCityReply }),
  landingProvince: call('POST', '/api/landing/landing-province', { body: landing.LandingRequest }, { 200: landing.LandingProvinceReply }),
  dealsPromotions: call('GET', '/api/commen/deals-promotions', {}, { 200: landing.DealsPromotionsReply }),
  marketSegments: call('GET', '/api/commen/market-sagment', {}, { 200: landing.MarketSegmentsReply }),
  locationCount: call('POST', '/api/commen/location-count', { body: landing.LocationCountRequest }, { 200: landing.LocationCountReply }),
  // places
  citiesList: call('POST', '/api/commen/cities-list', { body: places.CitiesListRequest }, { 200: places.CitiesListReply }),
  countryList: call('POST', '/api/commen/country-list', { body: places.CountryListRequest }, { 200: places.CountryListReply }),
  // products
  featuredProducts: call('POST', '/api/marketplace/featured-products', { body: products.FeaturedProductsRequest }, { 200: products.FeaturedProductsReply }),
  productList: call('POST', '/api/marketplace/product-list', { body: products.ProductListRequest }, { 200: products.ProductListReply }),
  productListSearch: call('POST', '/api/marketplace/product-list-search', { body: products.ProductListRequest }, { 200: products.ProductListReply }),
  productDetail: call(
    'POST',
    '/api/product/product-detail/:gbxproductid',
    { params: products.ProductDetailParams, body: Type.Optional(products.ProductDetailRequest) },
    { 200: products.ProductDetailReply, 404: products.ProductNotFoundReply },
  ),
  // places search
  productListLocation: call('POST', '/api/product-search/product-list-location', { body: placesSearch.ProductListLocationRequest }, { 200: placesSearch.ProductListLocationReply }),
  vendorListLocation: call('POST', '/api/vendor-search/vendor-list-location', { body: placesSearch.VendorListLocationRequest }, { 200: placesSearch.VendorListLocationReply }),
  // vendor store
  vendorStore: call('POST', '/api/product-search/vendor-store', { body: vendorStore.VendorStoreRequest }, { 200: vendorStore.VendorStoreReply, 404: vendorStore.VendorStoreNotFoundReply }),
  // advanced search
  advanceSearch: call('POST', '/api/advance-search/advance-search', { body: advancedSearch.AdvanceSearchRequest }, { 200: advancedSearch.AdvanceSearchReply }),
  advanceSearchClick: call('POST', '/api/advance-search/advance-search-click', { body: advancedSearch.AdvanceSearchRequest }, { 200: advancedSearch.AdvanceSearchReply }),
  // cart and wishlist (session cookie)
  addShopingCart: call('POST', '/api/buyer/add-shoping-cart', { body: cartWishlist.AddToListRequest }, { 200: cartWishlist.AddShopingCartReply }),
  addWishList: call('POST', '/api/buyer/add-wish-list', { body: cartWishlist.AddToListRequest }, { 200: cartWishlist.AddWishListReply }),
  wishListCount: call('POST', '/api/header/whish-list-count', { body: Type.Optional(cartWishlist.WishListCountRequest) }, { 200: cartWishlist.WishListCountReply }),
  cartList: call('POST', '/api/buyer/cart-list', { body: Type.Optional(cartWishlist.CartListRequest) }, { 200: cartWishlist.CartReply }),
  cartUpdate: call('POST', '/api/buyer/cart-update', { body: cartWishlist.CartUpdateRequest }, { 200: cartWishlist.CartChangeReply }),
  cartRemove: call('POST', '/api/buyer/cart-remove', { body: cartWishlist.CartLineRequest }, { 200: cartWishlist.CartChangeReply }),
  wishList: call('POST', '/api/buyer/wish-list', { body: Type.Optional(cartWishlist.WishListRequest) }, { 200: cartWishlist.WishListReply }),
  wishListRemove: call('POST', '/api/buyer/wish-list-remove', { body: cartWishlist.CartLineRequest }, { 200: cartWishlist.WishListRemoveReply }),
  wishListToCart: call('POST', '/api/buyer/wish-list-to-cart', { body: cartWishlist.WishListToCartRequest }, { 200: cartWishlist.WishListToCartReply }),
  // accounts
  pageDetails: call('POST', '/api/registration/page-details', { body: accounts.PageDetailsRequest }, { 200: accounts.PageDetailsReply }),
  getAffiliate: call('POST', '/api/registration/get-affiliate', { body: accounts.GetAffiliateRequest }, { 200: accounts.GetAffiliateReply }),
  captchaChallenge: call('GET', '/api/captcha/challenge', {}, { 200: accounts.CaptchaChallengeReply }),
  registrationBuyer: call('POST', '/api/registration/registration-buyer', { body: accounts.RegistrationRequest }, { 200: accounts.RegistrationReply }),
  registrationVendor: call('POST', '/api/registration/registration-vendor', { body: accounts.RegistrationRequest }, { 200: accounts.RegistrationReply }),
  registrationAffiliate: call('POST', '/api/registration/registration-affiliate', { body: accounts.RegistrationRequest }, { 200: accounts.RegistrationReply }),
  loginAuth: call('POST', '/login-auth', { body: accounts.LoginAuthRequest }, { 200: accounts.LoginAuthReply }),
  verifyEmail: call('GET', '/verify-email/:token', { params: accounts.VerifyEmailParams }, { 200: accounts.VerifyEmailReply }),
  forgetPassword: call('POST', '/api/password/forget-password', { body: accounts.ForgetPasswordRequest }, { 200: accounts.PasswordReply }),
  resetPassword: call('POST', '/api/password/reset-password', { body: accounts.ResetPasswordRequest }, { 200: accounts.PasswordReply }),
  // reports and messages about a product (§2.9)
  reportProduct: call('POST', '/api/product/report', { body: feedback.ReportRequest }, { 200: feedback.ReportReply }),
  contactVendor: call('POST', '/api/buyer/contact-vendor', { body: feedback.ContactVendorRequest }, { 200: feedback.ContactVendorReply }),
  // contact form
  contactUs: call('POST', '/api/contact/contact-us', { body: contact.ContactRequest }, { 200: contact.ContactReply }),
  // development only
  devOutbox: call('GET', '/dev/outbox.json', { querystring: dev.OutboxQuery }, { 200: dev.OutboxReply }),
  devContactMessages: call('GET', '/dev/contact-messages.json', { querystring: dev.ContactMessagesQuery }, { 200: dev.ContactMessagesReply }),
} as const;

export type CallName = keyof typeof calls;

