import { afterEach, describe, expect, it } from 'vitest';
import { backendUrl, configureApi, getApiConfig } from './config';

describe('configureApi', () => {
  afterEach(() => {
    configureApi({ apiBaseUrl: '', backendBaseUrl: '' });
  });

  it("defaults both hosts to '' (same origin)", () => {
    expect(getApiConfig()).toEqual({ apiBaseUrl: '', backendBaseUrl: '' });
  });

  it('sets the hosts, without trailing slashes', () => {
    expect(configureApi({ apiBaseUrl: 'http://api.test:4000/', backendBaseUrl: 'http://backend.test//' })).toEqual({
      apiBaseUrl: 'http://api.test:4000',
      backendBaseUrl: 'http://backend.test',
    });
    expect(getApiConfig().apiBaseUrl).toBe('http://api.test:4000');
  });

  it('changes only the hosts it is given', () => {
    configureApi({ apiBaseUrl: 'http://api.test', backendBaseUrl: 'http://backend.test' });
    configureApi({ apiBaseUrl: 'http://other.test' });
    expect(getApiConfig()).toEqual({ apiBaseUrl: 'http://other.test', backendBaseUrl: 'http://backend.test' });
  });

  it('returns copies that cannot change the configuration', () => {
    const copy = getApiConfig();
    copy.apiBaseUrl = 'http://evil.test';
    expect(getApiConfig().apiBaseUrl).toBe('');
  });

  it('is kept page-wide, on globalThis', () => {
    configureApi({ apiBaseUrl: 'http://api.test' });
    expect(globalThis.__GBX_API_CONFIG__?.apiBaseUrl).toBe('http://api.test');
  });

  it('builds backend addresses', () => {
    configureApi({ backendBaseUrl: 'http://backend.test/' });
    expect(backendUrl('/logout')).toBe('http://backend.test/logout');
    expect(backendUrl('cart')).toBe('http://backend.test/cart');
  });
});
