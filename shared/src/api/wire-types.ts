/**
 * The wire contract of spec §3 and §7, spelled exactly as the spec spells it,
 * misspellings included (reqestData, marketSagment, VandorCity, relatedProuctData,
 * affilate, ...): the front end must also work against a backend that already
 * speaks this contract. Keep these names at the edge; reshape into clean names
 * inside a feature where that helps.
 *
 * Where the spec says "not shown", the shape below is our design, in the same
 * style, and is marked "Our design".
 */
import type { MarketSegment, UserType } from '../constants';
import type { DeviceContext, DeviceRecord } from '../device/types';


/** Status strings of §9: '1' success, '0' failure. */
export type WireStatus = '1' | '0';
export type YesNo = 'YES' | 'NO';
/** Flags that the server sends as 0/1. */
export type Bit = 0 | 1;
/** Ids arrive as numbers from some endpoints and strings from others. */
export type WireId = number | string;

/** The stored user reference that most logged-in calls send back (§3). */
export interface UserDataField {
  userdata: string;
}

/** Device context plus userdata: what the "userdata and device context" calls send. */
export type SessionFields = DeviceContext & UserDataField;

// ---------------------------------------------------------------------------
// Tokens and device
// ---------------------------------------------------------------------------

export interface UserTokenResponse {
  status: WireStatus;
  token: string;
}

/** POST /api/commen/user-device: the fresh detection, without userdevice. */
export type UserDeviceRequest = Omit<DeviceContext, 'userdevice'>;

export interface UserDeviceResponse {
  status: WireStatus;
  deviceData: DeviceRecord;
}

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

export interface CategoryItem {
  id: WireId;
  category_name: string;
  Count: number;
}

export interface SubcategoryOneItem {
  id: WireId;
  subcat1_name: string;
  subcatOneCount: number;
}

export interface SubcategoryTwoItem {
  id: WireId;
  subcat2_name: string;
  subcatTwoCount: number;
}

export interface SubcategoryThreeItem {
  id: WireId;
  subcat3_name: string;
  subcatThreeCount: number;
}

/** "Responses wrap these in a Category list" (§3). */
export interface CategoryListResponse {
  Category: CategoryItem[];
}

/** The level whose children are asked for: 1, 2 or 3 (§7). */
export type SubcategoryLevel = 1 | 2 | 3;
/** The level of the chosen category on listing pages: 1 to 4 (§4). */
export type CategoryLevel = 1 | 2 | 3 | 4;

export interface SubcategoryListRequest {
  catVal: SubcategoryLevel;
  subcatID: WireId;
}

/** The next level down: level 1 items for catVal 1, and so on. */
export interface SubcategoryListResponse {
  Category: Array<SubcategoryOneItem | SubcategoryTwoItem | SubcategoryThreeItem>;
}

/** Optional category filter of the listing calls; '' means no category. */
export interface CategoryFilter {
  catVal?: CategoryLevel | '';
  subcatID?: WireId;
}

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

export interface ProductImage {
  UserImageName: string;
}

export interface ProductVideo {
  UserVideoName: string;
}

/** Volume pricing fields of a product (§3). */
export interface VolumePricing {
  /** 1 if any volume band exists. */
  HasDiscount: Bit;
  UpToQuantity1: number;
  UpToQuantity2: number;
  MoreThanQuantity2: number;
  HasMinimumQuantity: number;
  UserPrice: number;
  UserPrice_one: number;
  UserPrice_sec: number;
}

/** The vendor's location, flags and counts, shared by product and vendor results (§3). */
export interface VendorLocationFields {
  CompanyURL: string;
  /** The vendor name. */
  VendorInfo: string;
  VendorProductCount: number;
  VandorCity: string;
  VandorProvinceState: string;
  VandorPostalCode: string;
  VendorCountryName: string;
  CountryVendorName: string;
  Country: string;
  /** Member since. */
  VandorDate: string;
  /** Flag image of the vendor's country. */
  VandorCountry: string;
  USFlag: string;
  /** Flag image of the buyer's country. */
  UserCountry: string;
  Icon_path: string;
  UserCountryName: string;
  UserCountryCode: string;
  CountryProductCount: number;
  USProductCount: number;
  UserCountryCount: number;
  CityProductCount: number;
  CityVendorCount: number;
  ProvinceStateProductCount: number;
  ProvinceStateVendorCount: number;
  PostalCodeProductCount: number;
  PostalCodeVendorCount: number;
  CountryVendorCount: number;
}

export interface ProductListItem extends VolumePricing, VendorLocationFields {
  product_id: WireId;
  GBXProductID: string;
  ProductTitle: string;
  ProdDescription: string;
  /** Vendor HTML: sanitize before rendering. */
  AdditionalProductInfo: string;
  Images: ProductImage[];
  Image_path: string;
  Video: ProductVideo[];
  video_path: string;
  /** 1 = featured. */
  isFeatured: Bit;
  QTYAvailable: boolean;
  /** 1 or true = sellable in the buyer's country. */
  CountryAvailability: boolean | Bit;
  DiscountedStatusData: boolean;
  DiscountedPercentage: number;
  addedwish: boolean;
  addedshop: boolean;
  /** Type of the viewing user: 'Buyer' or other. */
  UserType: string;
  ProductCity: string;
  ProductProvinceState: string;
  CountryProductName: string;
  ProductPostalCode: string;
  ProductCountry: string;
  /** Vendor currency and price. */
  VandorCur: string;
  VandorPrice: number;
  USCurrency: string;
  USPrice: number;
  /** Buyer currency and price. */
  Buyer_currency: string;
  UserPriceMain: number;
  /** Present on the first item only: the total for paging. */
  ProductCountPagi?: number;
}

/** The small product cards of the detail page (§3). */
export interface ProductTeaser {
  UserImageName: string;
  ProductTitle: string;
  GBXProductID: string;
  product_id: WireId;
}

/**
 * The category path of a product. §3 names the four ids "with names and counts";
 * the name and count field names are our design.
 */
export interface ProductCategoryPath {
  firstCategoryId: WireId;
  firstCategoryName: string;
  firstCategoryCount: number;
  secondCategoryId: WireId | null;
  secondCategoryName: string | null;
  secondCategoryCount: number | null;
  thirdCategoryId: WireId | null;
  thirdCategoryName: string | null;
  thirdCategoryCount: number | null;
  fourthCategoryId: WireId | null;
  fourthCategoryName: string | null;
  fourthCategoryCount: number | null;
}

/** A product on the detail page. There, CountryAvailability is the list of places and CountryAva the flag. */
export interface ProductDetail extends Omit<ProductListItem, 'CountryAvailability'> {
  VendorSKU: string;
  OEMNumber: string;
  Colour: string[];
  Size: string[];
  Type: string[];
  TermsConditions: string;
  Category: ProductCategoryPath;
  relatedProuctData: ProductTeaser[];
  vendorOtherProductData: ProductTeaser[];
  CountryAvailability: Array<{ CountryName: string }>;
  CountryAva: boolean | Bit;
  productComment: unknown[];
  ProductRatingArr: number[];
  TotalNumberRatings: number;
  TotalNumVendorRatings: number;
  ProductRatingComment: unknown[];
  VendorRatingComment: unknown[];
  FirstName: string;
  created_at: string;
  IsUsed: 'New' | 'Used' | 'Refurbished';
  GenuineProduct: 'Genuine' | 'Replica';
  AgeRestricted: YesNo;
  AgeLimit: number;
  HasWarranty: YesNo;
  WarrantyMonths: number;
  ProductCustomization: YesNo;
  SampleAvailable: YesNo;
  SamplePrice: number;
  LeadTimeRequired: YesNo;
  LeadDays: number;
  RequiresShipping: YesNo;
  PickupAvailable: YesNo;
}

/**
 * A vendor result card (§2.11): the vendor location fields of a product item plus
 * the card's own texts. The last three names are our design (§3 does not name them).
 */
export interface VendorListItem extends VendorLocationFields {
  MainProducts: string;
  BusinessType: string;
  /** Vendor image name, '' when none. */
  CompanyImage: string;
}

// ---------------------------------------------------------------------------
// Listing requests and responses
// ---------------------------------------------------------------------------

/**
 * Sort codes of §9. 'DiscountedStatus' is the deals page default; the Bestsellers
 * code is not shown, so any other string is allowed.
 */
export type SortBy = '' | 'Low' | 'High' | 'A' | 'Z' | 'View' | 'DiscountedStatus' | (string & {});

/** Fields every listing call sends (§7). */
export interface ListQuery {
  sort_by: SortBy;
  /** The keyword; '' for none. */
  search_data: string;
  /** A segment code of §9, or '' for all. */
  market_segment: MarketSegment | '';
  /** 12 x (page - 1): use offsetForPage. */
  offset: number;
}

/** One place field is set, naming the place of /product-result/{place} (§2.1). */
export interface PlaceFields {
  countryname?: string;
  statename?: string;
  cityname?: string;
  postalname?: string;
  /** The place's display name. */
  name: string;
  /** The country code. */
  code: string;
}

export interface ProductListRequest extends ListQuery, CategoryFilter, SessionFields {
  /** Deals page (§4). */
  discounted_product?: 1;
  /** Featured page (§4). */
  featured_product?: 1;
}

export interface ProductListResponse {
  product_list: ProductListItem[];
  product_count: number;
}

export interface ProductListLocationRequest extends ListQuery, PlaceFields, DeviceContext {}

export interface VendorListLocationRequest extends ListQuery, PlaceFields, DeviceContext {
  /** Passed on from the navigation state (§2.1); its values are not shown. */
  condition?: string;
}

export interface VendorListLocationResponse {
  product_count: number;
  /** Vendors, under the product-list field name. */
  product_list: VendorListItem[];
}

export interface VendorStoreRequest extends ListQuery, CategoryFilter, SessionFields {
  /** The {vendor} segment of /vendor-store/{vendor}. */
  vendordata: string;
}

export interface VendorStoreResponse extends ProductListResponse {
  /** The company image, or false when there is none. */
  companyImageData: string | false;
}

export type ProductDetailRequest = SessionFields;

export interface ProductDetailResponse {
  product_list: ProductDetail[];
}

export interface FeaturedProductsResponse {
  /** ProductTitle is our addition (alt text and caption). */
  featuredData: Array<{ UserImageName: string; GBXProductID: string; ProductTitle?: string }>;
  /** Prefix for the image names. */
  imagePath: string;
}

// ---------------------------------------------------------------------------
// Header, landing and counts
// ---------------------------------------------------------------------------

export interface SiteViewResponse {
  languagesCode: string;
  languagesName: string;
}

export interface WishListCountResponse {
  wishListCount: number;
}

/** The marketplace-home tile counts (§3 "Home counts"). */
export interface HomeCounts {
  cityCount: number;
  city: string;
  StateProductCount: number;
  state: string;
  countryCount: number;
  countryName: string;
  dealCount: number;
}

/**
 * POST /api/landing/landing-home: productCount, city and countryCode (§3). The
 * marketplace home reads its tile counts from the same call, hence the optional
 * home counts (our design: §7 names no other call for them).
 */
export interface LandingHomeResponse extends Partial<Omit<HomeCounts, 'city'>> {
  productCount: number;
  city: string;
  countryCode: string;
}

export interface LandingCityResponse {
  city: string;
  countryName: string;
  countryCode: string;
  CityProductCount: number;
  CityVendorCount: number;
  PostalCode: string;
  PostalCodeProductCount: number;
  PostalCodeVendorCount: number;
}

export interface LandingProvinceResponse {
  state: string;
  countryName: string;
  countryCode: string;
  ProvinceStateProductCount: number;
  ProvinceStateVendorCount: number;
}

/** Landing calls send the device context "and userdevice on first load" (§7). */
export type LandingRequest = DeviceContext;

export interface DealsPromotionsResponse {
  reqestData: {
    FeaturedProductCount: number;
    DiscountedProductCount: number;
  };
}

export interface MarketSegmentsResponse {
  marketSagment: Record<MarketSegment, number>;
}

/** The header menu's counts (§3 "Location count"). */
export interface LocationCountResponse {
  DiscountedProductCount: number;
  FeaturedProductCount: number;
  city: string;
  CityProductCount: number;
  CityVendorCount: number;
  postal: string;
  PostalCodeProductCount: number;
  PostalCodeVendorCount: number;
  country_name: string;
  country_code: string;
  ProductAvailableCount: number;
  MegaBrandsCount: number;
  buyer_currency: string;
  shoppingCartCount: number;
  shoppingCartAmount: number;
}

export interface CitySuggestion {
  value: string;
  city_name: string;
  country_code: string;
}

export interface CitiesListRequest {
  /** What the visitor typed (3 or more characters, §5). */
  citydata: string;
}

export interface CitiesListResponse {
  CityList: CitySuggestion[];
}

export interface Country {
  CountryName: string;
  ISOCode2: string;
}

export interface CountryListResponse {
  CountryList: Country[];
}

export interface CookiesConditionRequest extends DeviceContext {
  /** The language at the time of consent. The field name is our design (§7 says "language"). */
  language: string;
}

/** Response not shown; our design is the usual status and message. */
export interface StatusResponse {
  status: WireStatus;
  msg?: string;
}

// ---------------------------------------------------------------------------
// Advanced search
// ---------------------------------------------------------------------------

export type RadiusUnit = 'km' | 'miles';

/**
 * The whole advanced-search state (§3). The product-option, shipping and pickup
 * flag names are not shown; the names below are our design. The device context is
 * added because the results show buyer prices, which depend on the visitor's place.
 */
export interface AdvanceSearchRequest extends DeviceContext {
  keyword: string;
  city: string;
  citydata: string;
  vendor: string;
  productid: string;
  /** 1 when the radius is measured from the city. */
  radiuscity: Bit | '';
  /** 1 when the radius is measured from the postal code. */
  radiuspostalcode: Bit | '';
  radiusUnit: RadiusUnit | '';
  radiuswithin: string;
  category: WireId | '';
  subcategoryone: WireId | '';
  subcategorytwo: WireId | '';
  subcategorythree: WireId | '';
  marketsegments: MarketSegment[];
  newproduct: Bit;
  usedproduct: Bit;
  refurbishedproduct: Bit;
  genuineproduct: Bit;
  replicaproduct: Bit;
  volumediscount: Bit;
  /** '01' to '21', or '' for any. */
  age: string;
  shippingrequired: Bit;
  pickupavailable: Bit;
  productdownload: Bit;
  productscountry: string;
  pricingmin: string;
  pricingmax: string;
  /** 1 to 5, or '' for any. */
  productrating: number | '';
  vendorrating: number | '';
  datepostedafter: string;
  datepostedbefore: string;
  /** Always PAGE_SIZE (12). */
  limit: number;
  offset: number;
}

/** The quick filters (§2.10): exactly one flag is 1, and clicksearch is always 1. */
export interface AdvanceSearchClickRequest extends Partial<Omit<AdvanceSearchRequest, keyof DeviceContext>>, DeviceContext {
  lasthours?: Bit;
  lastdays?: Bit;
  bestselling?: Bit;
  mostwishlisted?: Bit;
  clicksearch: 1;
  limit: number;
  offset: number;
}

/** Response not shown; our design reuses the product-list shape. */
export type AdvanceSearchResponse = ProductListResponse;

// ---------------------------------------------------------------------------
// Cart and wishlist
// ---------------------------------------------------------------------------

/** POST /api/buyer/add-wish-list and add-shoping-cart (§7). */
export interface AddToListRequest extends CategoryFilter, SessionFields {
  gbxproductid: string;
}

export interface AddToListResponse {
  status: WireStatus;
  msg: string;
}

/*
 * The buyer's cart and wishlist pages: "not shown" in the spec (§7: "Buyer
 * dashboard and cart pages on the backend host"), so these calls and shapes are
 * our design, in the same style. Identity is the session cookie; userdata and the
 * device fields travel as usual (the coordinates pick the buyer's currency).
 */

/** One line of the shopping cart, priced in the three currencies of §1. */
export interface CartLine {
  product_id: WireId;
  GBXProductID: string;
  ProductTitle: string;
  UserImageName: string;
  /** Prefix of UserImageName. */
  Image_path: string;
  /** The vendor store's address segment (/vendor-store/{CompanyURL}). */
  CompanyURL: string;
  /** The vendor name. */
  VendorInfo: string;
  Quantity: number;
  HasMinimumQuantity: number;
  StockQuantity: number;
  /** The stock covers the quantity. */
  QTYAvailable: boolean;
  /** Sellable in the buyer's country. */
  CountryAvailability: boolean;
  VandorCur: string;
  VandorPrice: number;
  VandorLinePrice: number;
  USCurrency: string;
  USPrice: number;
  USLinePrice: number;
  Buyer_currency: string;
  UserPrice: number;
  UserLinePrice: number;
  added_at: string;
}

/** POST /api/buyer/cart-list, cart-update and cart-remove. */
export interface CartResponse {
  status: WireStatus;
  msg?: string;
  cartData: CartLine[];
  /** The sum of the quantities. */
  shoppingCartCount: number;
  /** The total in the buyer's currency. */
  shoppingCartAmount: number;
  USCartAmount: number;
  buyer_currency: string;
}

/** A cart answer may also be a refusal: { status: '0', msg } (stock short, not in the cart). */
export type CartChangeResponse = CartResponse | { status: '0'; msg: string };

export interface CartLineRequest extends SessionFields {
  gbxproductid: string;
}

export interface CartUpdateRequest extends CartLineRequest {
  /** 1 or more (§5: purchase quantity minimum 1). */
  quantity: number;
}

export interface WishListRequest extends SessionFields {
  offset: number;
}

/** POST /api/buyer/wish-list: product list items, newest first, 12 per page. */
export interface WishListResponse extends ProductListResponse {
  status: WireStatus;
  wishListCount: number;
}

/** POST /api/buyer/wish-list-remove. */
export interface WishListRemoveResponse {
  status: WireStatus;
  msg: string;
  wishListCount?: number;
}

/** POST /api/buyer/wish-list-to-cart: status '0' leaves the wishlist unchanged. */
export interface WishListToCartResponse {
  status: WireStatus;
  msg: string;
  wishListCount?: number;
  shoppingCartCount?: number;
  shoppingCartAmount?: number;
  buyer_currency?: string;
}

// ---------------------------------------------------------------------------
// Captcha (our addition: §5's widget, enforced by the API)
// ---------------------------------------------------------------------------

/** GET /api/captcha/challenge: an ALTCHA v2 proof-of-work challenge. */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
    [field: string]: unknown;
  };
  signature?: string;
}

// ---------------------------------------------------------------------------
// Login, registration, verification and passwords
// ---------------------------------------------------------------------------

/** Form-encoded body of POST /login-auth (backend host). */
export interface LoginAuthRequest {
  email: string;
  password: string;
  /** The login page's hidden user type (§2.12); its field name is our design. */
  usertype: UserType;
  /** Our extension: '1' keeps the session for 30 days (Remember Me). */
  remember?: '1' | '0';
}

/**
 * The user record a login may return in `userdata` instead of an opaque string.
 * Our design: §3 only says "userdata"; see saveLogin for how each form is stored.
 */
export interface LoginUserRecord {
  /** Opaque reference to send back as `userdata`; when absent the record itself is stored as JSON. */
  userdata?: string;
  name?: string;
  FirstName?: string;
  LastName?: string;
  email?: string;
  [field: string]: unknown;
}

export interface LoginResponse {
  status: WireStatus | Bit;
  /** The dashboard address on success; the error text otherwise. */
  msg: string;
  usertype: UserType | string;
  userdata: string | LoginUserRecord;
  id: WireId;
  /** Our extension: the display name, when the server sends one. */
  username?: string;
}

export interface RegistrationForm {
  firstname: string;
  middlename?: string;
  lastname: string;
  birth_year: string;
  birth_month: string;
  birth_date: string;
  email: string;
  email_confirm: string;
  password: string;
  password_confirmation: string;
  password_hint: string;
  mobile_phone_country_code: string;
  mobile_no: string;
  what_app: Bit;
  we_chat: Bit;
  affiliate_code: string;
  /**
   * Our addition: the captcha's answer, base64 JSON { challenge, solution } of a
   * challenge from GET /api/captcha/challenge (ALTCHA v2, the widget's value).
   */
  altcha: string;
}

export type RegistrationRequest = RegistrationForm & DeviceContext;

/** One broken rule of a registration: the form field (§3 name, or 'altcha') and its message. */
export interface RegistrationFieldError {
  /** Our addition (§4 shows only msg): the §3 field name the message is about. */
  field?: keyof RegistrationForm | (string & {});
  msg: string;
}

/**
 * §4 shows the vendor shapes ('0' with errors, '1' with msg); buyer and affiliate
 * responses are not shown and use the same shapes by our design, with what was
 * registered added on success.
 */
export type RegistrationResponse =
  | {
      status: '1';
      msg: string;
      /** Our design: the type registered, the address the verification mail went to. */
      usertype?: UserType;
      email?: string;
      /** Our design: a new affiliate's own code. */
      affiliate_code?: string;
    }
  | { status: '0'; msg?: string; errors: RegistrationFieldError[] };

export interface CountryPhoneCode {
  CountryName: string;
  /** Absolute address of the country's flag image. */
  CountryFlag: string;
  /** The dialling code without '+', e.g. '91'. */
  CountryPhoneCode: string;
  /** Our addition: the ISO code, which tells apart countries that share a dialling code (US and CA: '1'). */
  ISOCode2?: string;
}

export interface RegistrationPageDetails {
  status?: WireStatus;
  DefaultAffiliate: string;
  /** Our addition: the default affiliate's full name, for the "default affiliate" label (§5). */
  DefaultAffiliateName?: string;
  CountryCode: CountryPhoneCode[];
  /** The detected country's dialling code ('91' when unknown, §9). */
  calling_code: string;
  /** The detected country's flag image. */
  flagURL: string;
  /** The detected country's ISO code ('IN' when unknown, §9). */
  country_code: string;
  /** '1' shows the affiliate field (§5 "the affiliate switch"); the field name is our design. */
  affiliate_switch?: WireStatus;
}

export interface GetAffiliateRequest extends DeviceContext {
  affilatecode: string;
}

export type GetAffiliateResponse =
  | { status: '1'; affilate: { FirstName: string; LastName: string } }
  | { status: '0'; affilate?: null; msg?: string };

/** GET /verify-email/{token}: a numeric status (§3). */
export interface VerifyEmailResponse {
  status: Bit;
  msg: string;
}

export interface ForgetPasswordRequest extends DeviceContext {
  email: string;
}

export interface ResetPasswordRequest extends DeviceContext {
  /**
   * Carries the second path segment of /new-password/{token}: the contract calls
   * the reset token `email` (§7).
   */
  email: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordResponse {
  status: WireStatus;
  msg: string;
}
