/**
 * Every browser-storage key of spec §3, spelled exactly as the existing product
 * spells them (note `isLoggedin`), so the app reads state left by the old front end
 * and a backend page that writes the same keys keeps working. Nothing else in the
 * code base may use a raw key string: `storage` only accepts these.
 */
export const storageKeys = {
  /** The user token object, including user_id (JSON). */
  auth: 'auth',
  /** The anonymous API token from /api/commen/user-token. */
  csa: 'csa',
  /** '0' or '1'. */
  isLoggedin: 'isLoggedin',
  userType: 'userType',
  userName: 'userName',
  /** Opaque user reference the server hands out at login; sent back as `userdata`. */
  userData: 'userData',
  /** The dashboard address (the `msg` of a successful login). */
  dataurl: 'dataurl',
  wishListCountData: 'wishListCountData',
  latitude: 'latitude',
  longitude: 'longitude',
  devicebrowser: 'devicebrowser',
  deviceos: 'deviceos',
  /** Always 'WEB'. */
  devicetype: 'devicetype',
  /** JSON of the device record the server returned. */
  userdevice: 'userdevice',
  languageName: 'languageName',
  /** The visitor's country language code. */
  countryLanguage: 'countryLanguage',
  api_type: 'api_type',
  selectedLanguage: 'selectedLanguage',
  preselectedLanguage: 'preselectedLanguage',
  /**
   * The cookie-consent flag, '1' once agreed. §3 does not name it; `cookieConsent`
   * is our name for it.
   */
  cookieConsent: 'cookieConsent',
  sortBy: 'sortBy',
  offset: 'offset',
  /** Set by a static page's BACK link (§2.1); §3 does not name it either. */
  backNavigation: 'backNavigation',
  /** The last products a visitor opened, newest first (JSON; ours, not in §3). */
  recentlyViewed: 'recentlyViewed',
  /** The products a visitor chose to compare, at most four (JSON of { id, title }; ours, issue 41). */
  compareProducts: 'compareProducts',
} as const;

export type StorageKeyName = keyof typeof storageKeys;
export type StorageKey = (typeof storageKeys)[StorageKeyName];

/** Exactly what logout clears (§4), in the spec's order. */
export const LOGOUT_KEYS: readonly StorageKey[] = [
  storageKeys.isLoggedin,
  storageKeys.userType,
  storageKeys.userName,
  storageKeys.userData,
  storageKeys.dataurl,
  storageKeys.wishListCountData,
  storageKeys.selectedLanguage,
  storageKeys.preselectedLanguage,
  storageKeys.languageName,
  storageKeys.countryLanguage,
];

/**
 * What a 401 clears (§4 "Any 401 response clears the saved auth"): the token and
 * the identity, but not language or wishlist, so the login page still speaks the
 * visitor's language.
 */
export const UNAUTHORIZED_KEYS: readonly StorageKey[] = [
  storageKeys.auth,
  storageKeys.isLoggedin,
  storageKeys.userData,
  storageKeys.userName,
  storageKeys.userType,
  storageKeys.dataurl,
];
