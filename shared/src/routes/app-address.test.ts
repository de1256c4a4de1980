import { describe, expect, it } from 'vitest';
import { appAddress } from './app-address';

const origin = 'http://localhost:3000';

describe('appAddress', () => {
  it('keeps a path of this site in the app', () => {
    expect(appAddress('/buyer-dashboard', origin)).toEqual({ inApp: true, to: '/buyer-dashboard' });
  });
  it('turns a full address of this site into a path', () => {
    expect(appAddress('http://localhost:3000/buyer-dashboard?tab=cart#top', origin)).toEqual({ inApp: true, to: '/buyer-dashboard?tab=cart#top' });
  });
  it('leaves for another site', () => {
    expect(appAddress('https://backend.example/dashboard', origin)).toEqual({ inApp: false, to: 'https://backend.example/dashboard' });
  });
  it('never follows javascript: or protocol-relative addresses, or garbage', () => {
    expect(appAddress('javascript:alert(1)', origin, '/home')).toEqual({ inApp: true, to: '/home' });
    expect(appAddress('//evil.example/x', origin, '/home')).toEqual({ inApp: true, to: '/home' });
    expect(appAddress('not a url', origin, '/home')).toEqual({ inApp: true, to: '/home' });
  });
});
