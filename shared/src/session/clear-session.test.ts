import { beforeEach, describe, expect, it } from 'vitest';
import { resetBus } from '../../test/reset-bus';
import { bus } from '../bus/bus';
import type { BusEvent } from '../bus/types';
import { storageKeys } from '../storage/storage-keys';
import { clearAuth, clearSession } from './clear-session';
import { saveLogin } from './save-login';

/** Fills every §3 key, so a test can see exactly which ones were removed. */
function fillEveryKey(): void {
  for (const key of Object.values(storageKeys)) localStorage.setItem(key, `v-${key}`);
  localStorage.setItem('isLoggedin', '1');
}

function remainingKeys(): string[] {
  return Object.values(storageKeys).filter((key) => localStorage.getItem(key) !== null).sort();
}

function recordEvents(): BusEvent[] {
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  return events;
}

describe('clearSession (logout)', () => {
  beforeEach(resetBus);

  it('removes exactly the keys of §4 and keeps every other key', () => {
    fillEveryKey();
    clearSession();
    // Recently viewed and the compare list belong to the browser, not to the account: §4 does not clear it.
    expect(remainingKeys()).toEqual(
      ['auth', 'csa', 'latitude', 'longitude', 'devicebrowser', 'deviceos', 'devicetype', 'userdevice', 'api_type', 'cookieConsent', 'sortBy', 'offset', 'backNavigation', 'recentlyViewed', 'compareProducts'].sort(),
    );
  });

  it('resets the session, wishlist count and language on the bus, then emits auth:logout', () => {
    saveLogin({ status: '1', msg: '/d', usertype: 'Buyer', userdata: 'u', id: 1, username: 'Ana' });
    bus.setWishlistCount(5);
    bus.setLanguage('fr');
    const events = recordEvents();
    clearSession();
    expect(bus.getSession().isLoggedIn).toBe(false);
    expect(bus.getSession().userName).toBe('');
    expect(bus.getWishlistCount()).toBe(0);
    expect(bus.getLanguage()).toBe('en');
    expect(events).toEqual([{ type: 'auth:logout' }]);
  });
});

describe('clearAuth (401)', () => {
  beforeEach(resetBus);

  it('removes the saved auth and identity only', () => {
    fillEveryKey();
    clearAuth();
    const cleared = ['auth', 'isLoggedin', 'userData', 'userName', 'userType', 'dataurl'];
    expect(remainingKeys()).toEqual(Object.values(storageKeys).filter((k) => !cleared.includes(k)).sort());
  });

  it('logs the bus session out and emits auth:unauthorized', () => {
    saveLogin({ status: '1', msg: '/d', usertype: 'Buyer', userdata: 'u', id: 1, username: 'Ana' });
    bus.setLanguage('fr');
    const events = recordEvents();
    clearAuth();
    expect(bus.getSession().isLoggedIn).toBe(false);
    expect(bus.getLanguage()).toBe('fr');
    expect(events).toEqual([{ type: 'auth:unauthorized' }]);
  });
});
