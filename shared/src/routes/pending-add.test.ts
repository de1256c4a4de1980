import { describe, expect, it } from 'vitest';
import { afterLoginAddress, loginForPendingAdd, parsePendingAdd, pendingAddOf, safeNextPath, withoutPendingAdd } from './pending-add';

describe('parsePendingAdd', () => {
  it('reads cart, wishlist or notify and a product id', () => {
    expect(parsePendingAdd('wishlist:GBX00000001')).toEqual({ kind: 'wishlist', gbxproductid: 'GBX00000001' });
    expect(parsePendingAdd('cart:GBX00000042')).toEqual({ kind: 'cart', gbxproductid: 'GBX00000042' });
    expect(parsePendingAdd('notify:GBX00000007')).toEqual({ kind: 'notify', gbxproductid: 'GBX00000007' });
  });

  it('refuses any other action, a missing or malformed id, and nothing', () => {
    for (const value of ['delete:GBX00000001', 'Cart:GBX00000001', 'Notify:GBX00000001', 'notify:', 'wishlist:', 'wishlist', 'cart:GBX 1', 'cart:<script>', 'cart:../x', 'cart: GBX00000001', `cart:${'A'.repeat(41)}`, '', null, undefined]) {
      expect(parsePendingAdd(value), String(value)).toBeNull();
    }
  });
});

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/featured-list')).toBe('/featured-list');
    expect(safeNextPath('/deals-promotion?sort_by=1&page=3#top')).toBe('/deals-promotion?sort_by=1&page=3#top');
    expect(safeNextPath('/product-detail/GBX00000001')).toBe('/product-detail/GBX00000001');
  });

  it('refuses other sites, protocol-relative and backslash addresses, scripts and the login page itself', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'featured-list',
      '/login',
      '/login?next=/x',
      '',
      null,
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
    // An encoded newline stays a path of this site, encoded.
    expect(safeNextPath('/%0A//evil.example')).toBe('/%0A//evil.example');
  });
});

describe('the Log in link and the way back', () => {
  it('sends the page (without an older pending add) and the action to the login page', () => {
    const link = loginForPendingAdd('/featured-list?add=cart:GBX00000009&page=2', { kind: 'wishlist', gbxproductid: 'GBX00000001' });
    const url = new URL(link, 'https://x.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/featured-list?page=2');
    expect(url.searchParams.get('add')).toBe('wishlist:GBX00000001');
  });

  it('returns to the page with the checked action, which the page reads', () => {
    const back = afterLoginAddress('?next=%2Ffeatured-list%3Fpage%3D2&add=wishlist%3AGBX00000001');
    expect(back).toBe('/featured-list?page=2&add=wishlist%3AGBX00000001');
    expect(pendingAddOf(new URL(back!, 'https://x.test').search)).toEqual({ kind: 'wishlist', gbxproductid: 'GBX00000001' });
    expect(withoutPendingAdd(back!)).toBe('/featured-list?page=2');
  });

  it('drops an invalid action but keeps a good return path; a bad return path means the usual destination', () => {
    expect(afterLoginAddress('?next=%2Ffeatured-list&add=delete%3Aall')).toBe('/featured-list');
    expect(afterLoginAddress('?next=%2F%2Fevil.example&add=wishlist%3AGBX00000001')).toBeNull();
    expect(afterLoginAddress('?add=wishlist%3AGBX00000001')).toBeNull();
    expect(afterLoginAddress('')).toBeNull();
  });
});
