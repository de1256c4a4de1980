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
import * as notifyMe from './notify-me.js';
import * as places from './places.js';
import * as placesSearch from './places-search.js';
import * as products from './products.js';
import * as savedSearches from './saved-searches.js';
import * as vendorStore from './vendor-store.js';
import * as paths from '../paths.js';

/** The answer schemas of a call by HTTP status: 200, 404, '4xx', '5xx' (as Fastify's `response` takes them). */
export type Answers = Readonly<Record<string, TSchema>>;

export interface CallSchemas {
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  response: Answers;
}

export type Call = CallSchemas & { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string };

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
 * wishlist pages, saved searches and notify me, the captcha, the contact form,
 * the development outbox).
 * The API mounts its routes with these schemas; @gbx/shared's wire types are
 * their static types.
 */
export const calls = {
  // device, consent and header
  userToken: call('GET', paths.userTokenPath, {}, { 200: device.UserTokenReply }),
  userDevice: call('POST', paths.userDevicePath, { body: device.UserDeviceRequest }, { 200: device.UserDeviceReply }),
  siteView: call('POST', paths.siteViewPath, { body: device.SiteViewRequest }, { 200: device.SiteViewReply }),
  cookiesCondition: call('POST', paths.cookiesConditionPath, { body: device.CookiesConditionRequest }, { 200: device.CookiesConditionReply }),
  // categories
  categoryList: call('GET', paths.categoryListPath, { querystring: categories.CategoryScope }, { 200: categories.CategoryListReply }),
  subcategoryList: call('POST', paths.subcategoryListPath, { body: categories.SubcategoryListRequest }, { 200: categories.SubcategoryListReply }),
  // landing pages and counts
  landingHome: call('POST', paths.landingHomePath, { body: landing.LandingRequest }, { 200: landing.LandingHomeReply }),
  landingCity: call('POST', paths.landingCityPath, { body: landing.LandingRequest }, { 200: landing.LandingCityReply }),
  landingProvince: call('POST', paths.landingProvincePath, { body: landing.LandingRequest }, { 200: landing.LandingProvinceReply }),
  dealsPromotions: call('GET', paths.dealsPromotionsPath, {}, { 200: landing.DealsPromotionsReply }),
  marketSegments: call('GET', paths.marketSegmentsPath, {}, { 200: landing.MarketSegmentsReply }),
  locationCount: call('POST', paths.locationCountPath, { body: landing.LocationCountRequest }, { 200: landing.LocationCountReply }),
  // places
  citiesList: call('POST', paths.citiesListPath, { body: places.CitiesListRequest }, { 200: places.CitiesListReply }),
  countryList: call('POST', paths.countryListPath, { body: places.CountryListRequest }, { 200: places.CountryListReply }),
  // products
  featuredProducts: call('POST', paths.featuredProductsPath, { body: products.FeaturedProductsRequest }, { 200: products.FeaturedProductsReply }),
  productList: call('POST', paths.productListPath, { body: products.ProductListRequest }, { 200: products.ProductListReply }),
  productListSearch: call('POST', paths.productListSearchPath, { body: products.ProductListRequest }, { 200: products.ProductListReply }),
  productDetail: call(
    'POST',
    paths.productDetailPath,
    { params: products.ProductDetailParams, body: Type.Optional(products.ProductDetailRequest) },
    { 200: products.ProductDetailReply, 404: products.ProductNotFoundReply },
  ),
  // places search
  productListLocation: call('POST', paths.productListLocationPath, { body: placesSearch.ProductListLocationRequest }, { 200: placesSearch.ProductListLocationReply }),
  vendorListLocation: call('POST', paths.vendorListLocationPath, { body: placesSearch.VendorListLocationRequest }, { 200: placesSearch.VendorListLocationReply }),
  // vendor store
  vendorStore: call('POST', paths.vendorStorePath, { body: vendorStore.VendorStoreRequest }, { 200: vendorStore.VendorStoreReply, 404: vendorStore.VendorStoreNotFoundReply }),
  // advanced search
  advanceSearch: call('POST', paths.advanceSearchPath, { body: advancedSearch.AdvanceSearchRequest }, { 200: advancedSearch.AdvanceSearchReply }),
  advanceSearchClick: call('POST', paths.advanceSearchClickPath, { body: advancedSearch.AdvanceSearchRequest }, { 200: advancedSearch.AdvanceSearchReply }),
  // cart and wishlist (session cookie)
  addShopingCart: call('POST', paths.addShopingCartPath, { body: cartWishlist.AddToListRequest }, { 200: cartWishlist.AddShopingCartReply }),
  addWishList: call('POST', paths.addWishListPath, { body: cartWishlist.AddToListRequest }, { 200: cartWishlist.AddWishListReply }),
  wishListCount: call('POST', paths.wishListCountPath, { body: Type.Optional(cartWishlist.WishListCountRequest) }, { 200: cartWishlist.WishListCountReply }),
  cartList: call('POST', paths.cartListPath, { body: Type.Optional(cartWishlist.CartListRequest) }, { 200: cartWishlist.CartReply }),
  cartUpdate: call('POST', paths.cartUpdatePath, { body: cartWishlist.CartUpdateRequest }, { 200: cartWishlist.CartChangeReply }),
  cartRemove: call('POST', paths.cartRemovePath, { body: cartWishlist.CartLineRequest }, { 200: cartWishlist.CartChangeReply }),
  wishList: call('POST', paths.wishListPath, { body: Type.Optional(cartWishlist.WishListRequest) }, { 200: cartWishlist.WishListReply }),
  wishListRemove: call('POST', paths.wishListRemovePath, { body: cartWishlist.CartLineRequest }, { 200: cartWishlist.WishListRemoveReply }),
  wishListToCart: call('POST', paths.wishListToCartPath, { body: cartWishlist.WishListToCartRequest }, { 200: cartWishlist.WishListToCartReply }),
  // saved searches and notify me (session cookie)
  savedSearchList: call('GET', paths.savedSearchListPath, {}, { 200: savedSearches.SavedSearchListReply }),
  savedSearchSave: call('POST', paths.savedSearchSavePath, { body: savedSearches.SavedSearchSaveRequest }, { 200: savedSearches.SavedSearchSaveReply }),
  savedSearchRename: call('PATCH', paths.savedSearchRenamePath, { params: savedSearches.SavedSearchParams, body: savedSearches.SavedSearchRenameRequest }, { 200: savedSearches.SavedSearchReply }),
  savedSearchDelete: call('DELETE', paths.savedSearchDeletePath, { params: savedSearches.SavedSearchParams }, { 200: savedSearches.SavedSearchDeleteReply }),
  savedSearchSeen: call('POST', paths.savedSearchSeenPath, { params: savedSearches.SavedSearchParams }, { 200: savedSearches.SavedSearchReply }),
  notifyMeList: call('GET', paths.notifyMeListPath, {}, { 200: notifyMe.NotifyMeListReply }),
  notifyMeSubscribe: call('POST', paths.notifyMeSubscribePath, { body: notifyMe.NotifyMeRequest }, { 200: notifyMe.NotifyMeSubscribeReply }),
  notifyMeUnsubscribe: call('DELETE', paths.notifyMeUnsubscribePath, { params: notifyMe.NotifyMeParams }, { 200: notifyMe.NotifyMeUnsubscribeReply }),
  // accounts
  pageDetails: call('POST', paths.pageDetailsPath, { body: accounts.PageDetailsRequest }, { 200: accounts.PageDetailsReply }),
  getAffiliate: call('POST', paths.getAffiliatePath, { body: accounts.GetAffiliateRequest }, { 200: accounts.GetAffiliateReply }),
  captchaChallenge: call('GET', paths.captchaChallengePath, {}, { 200: accounts.CaptchaChallengeReply }),
  registrationBuyer: call('POST', paths.registrationBuyerPath, { body: accounts.RegistrationRequest }, { 200: accounts.RegistrationReply }),
  registrationVendor: call('POST', paths.registrationVendorPath, { body: accounts.RegistrationRequest }, { 200: accounts.RegistrationReply }),
  registrationAffiliate: call('POST', paths.registrationAffiliatePath, { body: accounts.RegistrationRequest }, { 200: accounts.RegistrationReply }),
  loginAuth: call('POST', paths.loginAuthPath, { body: accounts.LoginAuthRequest }, { 200: accounts.LoginAuthReply }),
  verifyEmail: call('GET', paths.verifyEmailPath, { params: accounts.VerifyEmailParams }, { 200: accounts.VerifyEmailReply }),
  forgetPassword: call('POST', paths.forgetPasswordPath, { body: accounts.ForgetPasswordRequest }, { 200: accounts.PasswordReply }),
  resetPassword: call('POST', paths.resetPasswordPath, { body: accounts.ResetPasswordRequest }, { 200: accounts.PasswordReply }),
  // reports and messages about a product (§2.9)
  reportProduct: call('POST', paths.reportProductPath, { body: feedback.ReportRequest }, { 200: feedback.ReportReply }),
  contactVendor: call('POST', paths.contactVendorPath, { body: feedback.ContactVendorRequest }, { 200: feedback.ContactVendorReply }),
  // contact form
  contactUs: call('POST', paths.contactUsPath, { body: contact.ContactRequest }, { 200: contact.ContactReply }),
  // development only
  devOutbox: call('GET', paths.devOutboxPath, { querystring: dev.OutboxQuery }, { 200: dev.OutboxReply }),
  devContactMessages: call('GET', paths.devContactMessagesPath, { querystring: dev.ContactMessagesQuery }, { 200: dev.ContactMessagesReply }),
  devProductChange: call('POST', paths.devProductChangePath, { body: dev.ProductChangeBody }, { 200: dev.ProductChangeReply }),
  devProductCopy: call('POST', paths.devProductCopyPath, { body: dev.ProductCopyBody }, { 200: dev.ProductCopyReply }),
} as const;

export type CallName = keyof typeof calls;

