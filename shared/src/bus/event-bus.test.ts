import { describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_SESSION } from '../session/session-state';
import { EMPTY_CART, createEventBus } from './event-bus';
import type { BusEvent, SessionState } from './types';

const ana: SessionState = { isLoggedIn: true, userName: 'Ana', userType: 'Buyer', userData: 'u-1', dashboardUrl: '/dash' };

describe('createEventBus: state', () => {
  it('starts logged out, without device, in en, with empty counts when storage is empty', () => {
    const bus = createEventBus();
    expect(bus.getSession()).toEqual(LOGGED_OUT_SESSION);
    expect(bus.getDevice()).toBeNull();
    expect(bus.getLanguage()).toBe('en');
    expect(bus.getWishlistCount()).toBe(0);
    expect(bus.getCartSummary()).toEqual(EMPTY_CART);
  });

  it('restores the session, language, wishlist count and device from storage', () => {
    localStorage.setItem('isLoggedin', '1');
    localStorage.setItem('userName', 'Ana');
    localStorage.setItem('userType', 'Buyer');
    localStorage.setItem('userData', 'u-1');
    localStorage.setItem('dataurl', '/dash');
    localStorage.setItem('selectedLanguage', 'FR');
    localStorage.setItem('wishListCountData', '4');
    localStorage.setItem('userdevice', JSON.stringify({ languages_name: 'French', languages_code: 'fr', api_type: 'x' }));
    localStorage.setItem('deviceos', 'Linux');
    const bus = createEventBus();
    expect(bus.getSession()).toEqual(ana);
    expect(bus.getLanguage()).toBe('fr');
    expect(bus.getWishlistCount()).toBe(4);
    expect(bus.getDevice()).toMatchObject({ devicetype: 'WEB', deviceos: 'Linux' });
  });

  it('ignores a non-numeric stored wishlist count', () => {
    localStorage.setItem('wishListCountData', 'lots');
    expect(createEventBus().getWishlistCount()).toBe(0);
  });

  it('gives a late subscriber the current value at once, then every change', () => {
    const bus = createEventBus();
    bus.setSession(ana);
    const seen: SessionState[] = [];
    const subscription = bus.session$.subscribe((s) => seen.push(s));
    bus.setSession(LOGGED_OUT_SESSION);
    subscription.unsubscribe();
    expect(seen).toEqual([ana, LOGGED_OUT_SESSION]);
  });

  it('has a setter and getter for every piece of state', () => {
    const bus = createEventBus();
    const device = { devicetype: 'WEB' as const, deviceos: 'iOS', devicebrowser: 'Safari', latitude: '1', longitude: '2', userdevice: '{}' };
    bus.setDevice(device);
    bus.setLanguage('hi');
    bus.setWishlistCount(3);
    bus.setCartSummary({ count: 2, amount: 10.5, currency: 'INR' });
    expect(bus.getDevice()).toBe(device);
    expect(bus.getLanguage()).toBe('hi');
    expect(bus.getWishlistCount()).toBe(3);
    expect(bus.getCartSummary()).toEqual({ count: 2, amount: 10.5, currency: 'INR' });
  });

  it('does not re-emit a value that did not change', () => {
    const bus = createEventBus();
    const counts: number[] = [];
    bus.wishlistCount$.subscribe((n) => counts.push(n));
    bus.setWishlistCount(2);
    bus.setWishlistCount(2);
    bus.setWishlistCount(3);
    expect(counts).toEqual([0, 2, 3]);
  });

  it('exposes read-only observables: there is no next() on the state streams', () => {
    const bus = createEventBus();
    for (const stream of [bus.session$, bus.device$, bus.language$, bus.wishlistCount$, bus.cartSummary$, bus.events$]) {
      expect('next' in stream).toBe(false);
    }
  });

  it('takes explicit initial state over storage', () => {
    localStorage.setItem('selectedLanguage', 'fr');
    expect(createEventBus({ language: 'de' }).getLanguage()).toBe('de');
  });
});

describe('createEventBus: events', () => {
  it('delivers events in order on events$', () => {
    const bus = createEventBus();
    const seen: BusEvent[] = [];
    bus.events$.subscribe((e) => seen.push(e));
    bus.emit({ type: 'auth:logout' });
    bus.emit({ type: 'cart:added', gbxproductid: 'GBX1' });
    expect(seen).toEqual([{ type: 'auth:logout' }, { type: 'cart:added', gbxproductid: 'GBX1' }]);
  });

  it('on(type) gets only that type, narrowed', () => {
    const bus = createEventBus();
    const ids: string[] = [];
    bus.on('wishlist:added').subscribe((e) => ids.push(e.gbxproductid));
    bus.emit({ type: 'cart:added', gbxproductid: 'cart' });
    bus.emit({ type: 'wishlist:added', gbxproductid: 'wish' });
    bus.emit({ type: 'page:viewed', title: 'Home', area: 'mf_browse' });
    expect(ids).toEqual(['wish']);
  });

  it('does not replay past events to a new subscriber (they are one-off)', () => {
    const bus = createEventBus();
    bus.emit({ type: 'auth:unauthorized' });
    const handler = vi.fn();
    bus.on('auth:unauthorized').subscribe(handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps separate buses separate', () => {
    const a = createEventBus();
    const b = createEventBus();
    const handler = vi.fn();
    b.events$.subscribe(handler);
    a.emit({ type: 'auth:logout' });
    a.setLanguage('fr');
    expect(handler).not.toHaveBeenCalled();
    expect(b.getLanguage()).toBe('en');
  });
});
