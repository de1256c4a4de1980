import { afterEach, describe, expect, it } from 'vitest';
import { decodeRenderCookie } from './read-render-cookie';
import { encodeRenderCookie, RENDER_COOKIE, RENDER_COOKIE_MAX_BYTES, writeRenderCookie } from './render-cookie';
import { storage } from './storage';
import { storageKeys } from './storage-keys';

const cookieValue = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${RENDER_COOKIE}=`));

afterEach(() => {
  document.cookie = `${RENDER_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the render cookie', () => {
  it('carries the render keys there and back, and nothing else', () => {
    const header = `other=1; ${RENDER_COOKIE}=${encodeRenderCookie({ cookieConsent: '1', selectedLanguage: 'ar', latitude: '43.65', csa: 'secret-token' } as never)}; last=2`;
    expect(Object.fromEntries(decodeRenderCookie(header)!)).toEqual({ cookieConsent: '1', selectedLanguage: 'ar', latitude: '43.65' });
  });

  it("carries a signed-in visitor's top bar (name, type, dashboard, user reference), never a token", () => {
    const stored = { cookieConsent: '1', isLoggedin: '1', userName: 'Ana', userType: 'Buyer', userData: '42', dataurl: 'http://localhost:3000/buyer-dashboard', csa: 'api-token' };
    const header = `${RENDER_COOKIE}=${encodeRenderCookie(stored as never)}`;
    const { csa: _token, ...travels } = stored;
    expect(Object.fromEntries(decodeRenderCookie(header)!)).toEqual(travels);
  });

  it('reads nothing from a request without it, or with one that is not ours', () => {
    expect(decodeRenderCookie(undefined)).toBeNull();
    expect(decodeRenderCookie('a=b')).toBeNull();
    expect(decodeRenderCookie(`${RENDER_COOKIE}=%7Bnot json`)).toBeNull();
    expect(decodeRenderCookie(`${RENDER_COOKIE}=${encodeURIComponent('[1,2]')}`)).toBeNull();
    expect(decodeRenderCookie(`${RENDER_COOKIE}=${encodeURIComponent('null')}`)).toBeNull();
    expect(decodeRenderCookie(`${RENDER_COOKIE}=${'x'.repeat(RENDER_COOKIE_MAX_BYTES + 1)}`)).toBeNull();
  });

  it('keeps only string values of known keys from whatever a request sends', () => {
    const header = `${RENDER_COOKIE}=${encodeURIComponent(JSON.stringify({ cookieConsent: 1, selectedLanguage: 'fr', isLoggedin: null, __proto__: 'x', auth: 'token' }))}`;
    expect(Object.fromEntries(decodeRenderCookie(header)!)).toEqual({ selectedLanguage: 'fr' });
  });

  it('is written once the visitor agreed, follows every change of a render key, and goes when consent does', () => {
    storage.set(storageKeys.selectedLanguage, 'es');
    expect(cookieValue()).toBeUndefined();
    storage.set(storageKeys.cookieConsent, '1');
    expect(Object.fromEntries(decodeRenderCookie(document.cookie)!)).toEqual({ cookieConsent: '1', selectedLanguage: 'es' });
    storage.set(storageKeys.isLoggedin, '1');
    expect(decodeRenderCookie(document.cookie)!.get(storageKeys.isLoggedin)).toBe('1');
    storage.remove(storageKeys.cookieConsent);
    expect(cookieValue()).toBeUndefined();
  });

  it('is not written past the size a browser keeps', () => {
    storage.set(storageKeys.cookieConsent, '1');
    localStorage.setItem(storageKeys.userdevice, JSON.stringify({ notes: 'x'.repeat(RENDER_COOKIE_MAX_BYTES) }));
    writeRenderCookie(storage.get);
    expect(cookieValue()).toBeUndefined();
  });
});
