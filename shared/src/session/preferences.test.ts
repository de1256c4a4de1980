import { beforeEach, describe, expect, it } from 'vitest';
import { resetBus } from '../../test/reset-bus';
import { bus } from '../bus/bus';
import type { BusEvent } from '../bus/types';
import { saveLanguageChoice, saveWishlistCount } from './preferences';

describe('saveLanguageChoice', () => {
  beforeEach(resetBus);

  it('stores the selected and previous language in lowercase, updates the bus and emits', () => {
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    saveLanguageChoice('HI');
    expect(localStorage.getItem('selectedLanguage')).toBe('hi');
    expect(localStorage.getItem('preselectedLanguage')).toBe('en');
    expect(bus.getLanguage()).toBe('hi');
    saveLanguageChoice('En');
    expect(localStorage.getItem('selectedLanguage')).toBe('en');
    expect(localStorage.getItem('preselectedLanguage')).toBe('hi');
    expect(events).toEqual([
      { type: 'language:changed', language: 'hi' },
      { type: 'language:changed', language: 'en' },
    ]);
  });
});

describe('saveWishlistCount', () => {
  beforeEach(resetBus);

  it('stores wishListCountData and publishes the count', () => {
    saveWishlistCount(7);
    expect(localStorage.getItem('wishListCountData')).toBe('7');
    expect(bus.getWishlistCount()).toBe(7);
  });

  it('turns bad counts into 0', () => {
    saveWishlistCount(-2);
    expect(bus.getWishlistCount()).toBe(0);
    saveWishlistCount(Number.NaN);
    expect(localStorage.getItem('wishListCountData')).toBe('0');
  });
});
