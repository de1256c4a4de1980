import { describe, expect, it } from 'vitest';
import { LOGOUT_KEYS, UNAUTHORIZED_KEYS, storageKeys } from './storage-keys';

describe('storageKeys', () => {
  it('are the exact key names of §3', () => {
    expect(Object.values(storageKeys).sort()).toEqual(
      [
        'auth',
        'csa',
        'isLoggedin',
        'userType',
        'userName',
        'userData',
        'dataurl',
        'wishListCountData',
        'latitude',
        'longitude',
        'devicebrowser',
        'deviceos',
        'devicetype',
        'userdevice',
        'languageName',
        'countryLanguage',
        'api_type',
        'selectedLanguage',
        'preselectedLanguage',
        'cookieConsent',
        'sortBy',
        'offset',
        'backNavigation',
        // Ours: the recently viewed products.
        'recentlyViewed',
        // Ours: the products to compare (issue 41).
        'compareProducts',
      ].sort(),
    );
  });

  it('name each key after its value, so a lookup never hides a rename', () => {
    for (const [name, value] of Object.entries(storageKeys)) expect(value).toBe(name);
  });
});

describe('LOGOUT_KEYS', () => {
  it('are exactly what §4 says logout clears', () => {
    expect(LOGOUT_KEYS).toEqual([
      'isLoggedin',
      'userType',
      'userName',
      'userData',
      'dataurl',
      'wishListCountData',
      'selectedLanguage',
      'preselectedLanguage',
      'languageName',
      'countryLanguage',
    ]);
  });

  it('leave the tokens, device and consent alone', () => {
    for (const key of ['auth', 'csa', 'userdevice', 'cookieConsent', 'latitude'] as const) {
      expect(LOGOUT_KEYS).not.toContain(key);
    }
  });
});

describe('UNAUTHORIZED_KEYS', () => {
  it('are the saved auth and identity', () => {
    expect([...UNAUTHORIZED_KEYS].sort()).toEqual(['auth', 'dataurl', 'isLoggedin', 'userData', 'userName', 'userType']);
  });
});
