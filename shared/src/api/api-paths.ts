/**
 * Every path of §7, exactly as the existing backend spells it (misspellings are
 * part of the contract: commen, whish-list-count, market-sagment, add-shoping-cart).
 * Exported so the API package can mount the same strings.
 */
export const apiPaths = {
  userToken: '/api/commen/user-token',
  userDevice: '/api/commen/user-device',
  categoryList: '/api/commen/category-list',
  subcategoryList: '/api/commen/subcategory-list',
  siteView: '/api/header/site-view',
  wishListCount: '/api/header/whish-list-count',
  landingHome: '/api/landing/landing-home',
  landingCity: '/api/landing/landing-city',
  landingProvince: '/api/landing/landing-province',
  dealsPromotions: '/api/commen/deals-promotions',
  marketSegments: '/api/commen/market-sagment',
  locationCount: '/api/commen/location-count',
  citiesList: '/api/commen/cities-list',
  countryList: '/api/commen/country-list',
  cookiesCondition: '/api/home/cookies-condition',
  featuredProducts: '/api/marketplace/featured-products',
  productList: '/api/marketplace/product-list',
  productListSearch: '/api/marketplace/product-list-search',
  productListLocation: '/api/product-search/product-list-location',
  vendorListLocation: '/api/vendor-search/vendor-list-location',
  vendorStore: '/api/product-search/vendor-store',
  vendorCategoryList: '/api/product-search/vendor-category-list',
  vendorSubcategoryList: '/api/product-search/vendor-subcategory-list',
  productDetail: (gbxproductid: string) => `/api/product/product-detail/${encodeURIComponent(gbxproductid)}`,
  advanceSearch: '/api/advance-search/advance-search',
  advanceSearchClick: '/api/advance-search/advance-search-click',
  addWishList: '/api/buyer/add-wish-list',
  addShopingCart: '/api/buyer/add-shoping-cart',
  pageDetails: '/api/registration/page-details',
  getAffiliate: '/api/registration/get-affiliate',
  registrationBuyer: '/api/registration/registration-buyer',
  registrationVendor: '/api/registration/registration-vendor',
  registrationAffiliate: '/api/registration/registration-affiliate',
  forgetPassword: '/api/password/forget-password',
  resetPassword: '/api/password/reset-password',
} as const;

/** Paths on the backend host. */
export const backendPaths = {
  loginAuth: '/login-auth',
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
} as const;
