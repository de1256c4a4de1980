import { describe, expect, it } from 'vitest';
import * as shared from './index';

/** The names the host and the remotes are coded against: renaming one breaks them. */
const PUBLIC_VALUES = [
  'SHARED_VERSION',
  'bus',
  'createEventBus',
  'storage',
  'storageKeys',
  'LOGOUT_KEYS',
  'clearSession',
  'clearAuth',
  'getDeviceContext',
  'detectBrowserAndOs',
  'DEFAULT_COUNTRY',
  'DEFAULT_DIAL_CODE',
  'DEFAULT_LANGUAGE',
  'PAGE_SIZE',
  'SUCCESS',
  'offsetForPage',
  'configureApi',
  'getApiConfig',
  'apiClient',
  'backendClient',
  'useSession',
  'useDevice',
  'useLanguage',
  'useWishlistCount',
  'useCartSummary',
  'useBusEvent',
  'paths',
  'getUserToken',
  'postUserDevice',
  'getCategoryList',
  'postSubcategoryList',
  'postSiteView',
  'postWishListCount',
  'postLandingHome',
  'postLandingCity',
  'postLandingProvince',
  'getDealsPromotions',
  'getMarketSegments',
  'postLocationCount',
  'postCitiesList',
  'postCountryList',
  'postCookiesCondition',
  'postFeaturedProducts',
  'postProductList',
  'postProductListSearch',
  'postProductListLocation',
  'postVendorListLocation',
  'postVendorStore',
  'postProductDetail',
  'postAdvanceSearch',
  'postAdvanceSearchClick',
  'postAddWishList',
  'postAddShopingCart',
  'postPageDetails',
  'getData',
  'postData',
  'postOnce',
  'sessionFields',
] as const;

describe('the public API of @gbx/shared', () => {
  it.each(PUBLIC_VALUES)('exports %s', (name) => {
    expect(shared[name]).toBeDefined();
  });

  it('exports the page-wide bus with every state stream, getter and setter', () => {
    for (const member of [
      'session$',
      'device$',
      'language$',
      'wishlistCount$',
      'cartSummary$',
      'events$',
      'getSession',
      'getDevice',
      'getLanguage',
      'getWishlistCount',
      'getCartSummary',
      'setSession',
      'setDevice',
      'setLanguage',
      'setWishlistCount',
      'setCartSummary',
      'emit',
      'on',
    ] as const) {
      expect(shared.bus[member], member).toBeDefined();
    }
  });
});
