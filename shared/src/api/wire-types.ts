/**
 * The wire contract of spec §3 and §7 as the front end types it: the static
 * types of the schemas in @gbx/contract/schemas, which the API validates and
 * serializes with, so the two cannot drift apart (the API's drift test holds
 * every answer to them). Names are spelled as the spec spells them,
 * misspellings included (reqestData, marketSagment, VandorCity,
 * relatedProuctData, affilate, ...). Keep these names at the edge; reshape into
 * clean names inside a feature where that helps.
 *
 * `import type` only: no TypeBox code reaches the browser.
 */
import type * as contract from '@gbx/contract/schemas';
import type { Static } from '@gbx/contract/schemas';
import type { DeviceContext } from '../device/types';
import type { SortCode } from '@gbx/contract/rules';

/** Status strings of §9: '1' success, '0' failure. */
export type WireStatus = '1' | '0';
export type YesNo = 'YES' | 'NO';
/** Flags that the client sends as 0/1. */
export type Bit = 0 | 1;
/** Ids arrive as numbers from some pages and strings from others. */
export type WireId = Static<typeof contract.WireId>;

/**
 * A request as the front end sends it: the contract's request, whose fields the
 * API takes optionally (it answers a gap field by field), with the fields the
 * front end always sends made required.
 */
type Sends<Request, Always extends keyof Request> = Omit<Request, Always> & Required<Pick<Request, Always>>;

/** Every key of any shape of a union. */
type KeyOfAny<U> = U extends unknown ? keyof U : never;
/** The value of key K in the shapes of U that have it. */
type ValueOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;
/**
 * One object type for an answer of several shapes (a success and a refusal):
 * the keys every shape has stay required, the others are optional. For pages
 * that read such an answer by its status rather than narrowing the union.
 */
type OneOf<U> = { [K in keyof U & PropertyKey]: ValueOf<U, K> } & { [K in Exclude<KeyOfAny<U>, keyof U>]?: ValueOf<U, K> };

/** The stored user reference that most logged-in calls send back (§3). */
export interface UserDataField {
  userdata: string;
}

/** Device context plus userdata: what the "userdata and device context" calls send. */
export type SessionFields = DeviceContext & UserDataField;

// ---------------------------------------------------------------------------
// Tokens and device
// ---------------------------------------------------------------------------

export type UserTokenResponse = Static<typeof contract.UserTokenReply>;
/** POST /api/commen/user-device: the fresh detection, without userdevice. */
export type UserDeviceRequest = Static<typeof contract.UserDeviceRequest>;
export type UserDeviceResponse = Static<typeof contract.UserDeviceReply>;

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

export type CategoryItem = Static<typeof contract.CategoryItem>;
export type SubcategoryOneItem = Static<typeof contract.SubcategoryOneItem>;
export type SubcategoryTwoItem = Static<typeof contract.SubcategoryTwoItem>;
export type SubcategoryThreeItem = Static<typeof contract.SubcategoryThreeItem>;
/** "Responses wrap these in a Category list" (§3). */
export type CategoryListResponse = Static<typeof contract.CategoryListReply>;

/** The level whose children are asked for: 1, 2 or 3 (§7). */
export type SubcategoryLevel = 1 | 2 | 3;
/** The level of the chosen category on listing pages: 1 to 4 (§4). */
export type CategoryLevel = 1 | 2 | 3 | 4;

/** A listing whose counts a category dialog shows (our design): its keyword, segment, switches, country, place. */
export type CategoryScope = Static<typeof contract.CategoryScope>;
export type SubcategoryListRequest = Static<typeof contract.SubcategoryListRequest>;
/** The next level down: level 1 items for catVal 1, and so on. */
export type SubcategoryListResponse = Static<typeof contract.SubcategoryListReply>;

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

/** A product list item of §3. Distance and DistanceUnit: advanced search with a radius. */
export type ProductListItem = Static<typeof contract.ProductListItem>;
export type ProductImage = ProductListItem['Images'][number];
export type ProductVideo = ProductListItem['Video'][number];
/** Volume pricing fields of a product (§3). */
export type VolumePricing = Pick<ProductListItem, keyof typeof contract.VolumePricingFields>;
/** The vendor's location, flags and counts, shared by product and vendor results (§3). */
export type VendorLocationFields = Pick<ProductListItem, keyof typeof contract.VendorLocationFields>;

/** The small product cards of the detail page (§3). */
export type ProductTeaser = Static<typeof contract.ProductTeaser>;
/** The category path of a product: the four ids "with names and counts" (§3). */
export type ProductCategoryPath = Static<typeof contract.ProductCategoryPath>;
/** A product on the detail page. There, CountryAvailability is the list of places and CountryAva the flag. */
export type ProductDetail = Static<typeof contract.ProductDetail>;

/** A vendor result card (§2.11): the vendor location fields of a product item plus the card's own. */
export type VendorListItem = Static<typeof contract.VendorListItem>;

// ---------------------------------------------------------------------------
// Listing requests and responses
// ---------------------------------------------------------------------------

/**
 * Sort codes of §9. 'DiscountedStatus' is the deals page default; the Bestsellers
 * code is not shown, so any other string is allowed.
 */
export type SortBy = '' | SortCode | (string & {});

export type ProductListRequest = Static<typeof contract.ProductListRequest>;
/** Fields every listing call sends (§7); offset is 12 x (page - 1): use offsetForPage. */
export type ListQuery = Required<Pick<ProductListRequest, 'sort_by' | 'search_data' | 'market_segment' | 'offset'>>;
/** Optional category filter of the listing calls; '' means no category. */
export type CategoryFilter = Pick<ProductListRequest, 'catVal' | 'subcatID'>;
/** One place field is set, naming the place of /product-result/{place} (§2.1). */
export type PlaceFields = Static<typeof contract.PlaceFieldsObject>;

export type ProductListResponse = Static<typeof contract.ProductListReply>;

export type ProductListLocationRequest = Static<typeof contract.ProductListLocationRequest>;
/** A place's listing page, and what the place fields resolved to (null for an unknown place, with a msg). */
export type ProductListLocationResponse = Static<typeof contract.ProductListLocationReply>;
export type VendorListLocationRequest = Static<typeof contract.VendorListLocationRequest>;
/** Vendors, under the product-list field name. */
export type VendorListLocationResponse = Static<typeof contract.VendorListLocationReply>;

export type VendorStoreRequest = Sends<Static<typeof contract.VendorStoreRequest>, 'vendordata'>;
/** The store's products, its company image (or false) and its vendor card. */
export type VendorStoreResponse = Static<typeof contract.VendorStoreReply>;

export type ProductDetailRequest = SessionFields;
export type ProductDetailResponse = Static<typeof contract.ProductDetailReply>;
/** The 404 of an unknown product: its answer too (postProductDetail). */
export type ProductNotFoundResponse = Static<typeof contract.ProductNotFoundReply> & { promoted_vendor?: undefined };
export type FeaturedProductsResponse = Static<typeof contract.FeaturedProductsReply>;

// ---------------------------------------------------------------------------
// Header, landing and counts
// ---------------------------------------------------------------------------

export type SiteViewResponse = Static<typeof contract.SiteViewReply>;
/** status is optional: without a stored userData the call answers a count of 0 itself, without the server (§7). */
export type WishListCountResponse = Omit<Static<typeof contract.WishListCountReply>, 'status'> & Partial<Pick<Static<typeof contract.WishListCountReply>, 'status'>>;

/**
 * POST /api/landing/landing-home: productCount, city and countryCode (§3), and
 * the marketplace home's tile counts (§3 "Home counts").
 */
export type LandingHomeResponse = Static<typeof contract.LandingHomeReply>;
/** The marketplace-home tile counts (§3 "Home counts"). */
export type HomeCounts = Pick<LandingHomeResponse, 'cityCount' | 'city' | 'StateProductCount' | 'state' | 'countryCount' | 'countryName' | 'dealCount'>;
export type LandingCityResponse = Static<typeof contract.LandingCityReply>;
export type LandingProvinceResponse = Static<typeof contract.LandingProvinceReply>;
/** Landing calls send the device context "and userdevice on first load" (§7). */
export type LandingRequest = DeviceContext;

export type DealsPromotionsResponse = Static<typeof contract.DealsPromotionsReply>;
export type MarketSegmentsResponse = Static<typeof contract.MarketSegmentsReply>;
/** The header menu's counts (§3 "Location count"). */
export type LocationCountResponse = Static<typeof contract.LocationCountReply>;

export type CitySuggestion = Static<typeof contract.CitySuggestion>;
export type CitiesListRequest = Static<typeof contract.CitiesListRequest>;
export type CitiesListResponse = Static<typeof contract.CitiesListReply>;
export type Country = Static<typeof contract.Country>;
export type CountryListResponse = Static<typeof contract.CountryListReply>;

export type CookiesConditionRequest = Static<typeof contract.CookiesConditionRequest>;
/** The cookie consent's answer (§7: not shown; ours is the usual status and message). */
export type StatusResponse = Static<typeof contract.CookiesConditionReply>;

// ---------------------------------------------------------------------------
// Advanced search
// ---------------------------------------------------------------------------

export type RadiusUnit = 'km' | 'miles';

/**
 * The whole advanced-search state (§3), and the quick filters (§2.10: one flag
 * is 1, clicksearch always 1). The device context is added because the results
 * show buyer prices, which depend on the visitor's place.
 */
export type AdvanceSearchRequest = Static<typeof contract.AdvanceSearchRequest>;
export type AdvanceSearchClickRequest = AdvanceSearchRequest;
/** The listing page, the page size and offset used, the filters applied (§7: shape not shown; ours). */
export type AdvanceSearchResponse = Static<typeof contract.AdvanceSearchReply>;

// ---------------------------------------------------------------------------
// Cart and wishlist (add-wish-list and add-shoping-cart are §7's; the cart and
// wishlist pages are our design: §7 "Buyer dashboard and cart pages on the backend host")
// ---------------------------------------------------------------------------

export type AddToListRequest = Sends<Static<typeof contract.AddToListRequest>, 'gbxproductid'>;
/** '1' with the new counts, or '0' with the server's msg (§4). */
export type AddToListResponse = Static<typeof contract.AddShopingCartReply> | Static<typeof contract.AddWishListReply>;

/** One line of the shopping cart, priced in the three currencies of §1. */
export type CartLine = Static<typeof contract.CartLine>;
/** POST /api/buyer/cart-list; cart-update and cart-remove add a msg. */
export type CartResponse = Static<typeof contract.CartReply>;
/** cart-update and cart-remove: the refreshed cart with a msg, or a refusal { status: '0', msg } (stock short, not in the cart). */
export type CartChangeResponse = Static<typeof contract.CartChangeReply>;
export type CartLineRequest = Sends<Static<typeof contract.CartLineRequest>, 'gbxproductid'>;
export type CartUpdateRequest = Sends<Static<typeof contract.CartUpdateRequest>, 'gbxproductid' | 'quantity'>;

export type WishListRequest = Static<typeof contract.WishListRequest>;
/** POST /api/buyer/wish-list: product list items, newest first, 12 per page. */
export type WishListResponse = Static<typeof contract.WishListReply>;
/** Typed with the refusal of a change (status '0', msg), so that it reads like wish-list-to-cart's answer. */
export type WishListRemoveResponse = OneOf<Static<typeof contract.WishListRemoveReply> | Static<typeof contract.Refusal>>;
/** POST /api/buyer/wish-list-to-cart: status '0' (with msg only) leaves the wishlist unchanged. */
export type WishListToCartResponse = OneOf<Static<typeof contract.WishListToCartReply>>;

// ---------------------------------------------------------------------------
// Captcha (our addition: §5's widget, enforced by the API)
// ---------------------------------------------------------------------------

/** GET /api/captcha/challenge: an ALTCHA v2 proof-of-work challenge. */
export type CaptchaChallenge = Static<typeof contract.CaptchaChallengeReply>;

// ---------------------------------------------------------------------------
// Login, registration, verification and passwords
// ---------------------------------------------------------------------------

/** Form-encoded body of POST /login-auth (backend host); remember '1' keeps the session for 30 days. */
export type LoginAuthRequest = Sends<Static<typeof contract.LoginAuthRequest>, 'email' | 'password' | 'usertype'>;
/**
 * The user record our login returns in `userdata` (its own `userdata` is the
 * opaque reference to send back). A backend that already speaks §7 may send
 * part of it, or more (saveLogin takes every form).
 */
export type LoginUserRecord = Partial<Static<typeof contract.LoginUserRecord>> & { [field: string]: unknown };
type LoginSuccess = Extract<Static<typeof contract.LoginAuthReply>, { status: '1' }>;
/**
 * Status '1' with the dashboard address in msg and the session values, or '0'
 * with the error text (§4). Widened where a backend that already speaks §7
 * differs from ours: a numeric status, userdata as an opaque string, an id as a
 * string, no username.
 */
export type LoginResponse = Omit<LoginSuccess, 'status' | 'userdata' | 'id' | 'username'> & {
  status: WireStatus | Bit;
  userdata: string | LoginUserRecord;
  id: WireId;
  username?: string;
};

export type RegistrationRequest = Static<typeof contract.RegistrationRequest>;
/** The registration form of §3 and, our addition, the captcha's answer (`altcha`). */
export type RegistrationForm = Omit<RegistrationRequest, keyof DeviceContext | 'userdata'>;
/** One broken rule of a registration: the form field (§3 name, or 'altcha') and its message. */
export type RegistrationFieldError = Static<typeof contract.FieldError>;
/** §4 shows the vendor shapes ('0' with errors, '1' with msg); buyer and affiliate use the same by our design. */
export type RegistrationResponse = Static<typeof contract.RegistrationReply>;

export type CountryPhoneCode = Static<typeof contract.CountryPhoneCode>;
export type RegistrationPageDetails = Static<typeof contract.PageDetailsReply>;
export type GetAffiliateRequest = Static<typeof contract.GetAffiliateRequest>;
export type GetAffiliateResponse = Static<typeof contract.GetAffiliateReply>;

/** GET /verify-email/{token}: a numeric status (§3). */
export type VerifyEmailResponse = Static<typeof contract.VerifyEmailReply>;

export type ForgetPasswordRequest = Static<typeof contract.ForgetPasswordRequest>;
/**
 * Carries the second path segment of /new-password/{token}: the contract calls
 * the reset token `email` (§7).
 */
export type ResetPasswordRequest = Static<typeof contract.ResetPasswordRequest>;
export type PasswordResponse = Static<typeof contract.PasswordReply>;

/** Report Product / Report Vendor and Contact Vendor (§2.9; ours). */
export type ReportRequest = Static<typeof contract.ReportRequest>;
export type ReportResponse = Static<typeof contract.ReportReply>;
export type ContactVendorRequest = Static<typeof contract.ContactVendorRequest>;
export type ContactVendorResponse = Static<typeof contract.ContactVendorReply>;
