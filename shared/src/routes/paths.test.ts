import { describe, expect, it } from 'vitest';
import { FALLBACK_PATH, paths } from './paths';

describe('paths', () => {
  it('build the plain addresses of §2.1', () => {
    expect(paths.home.to()).toBe('/home');
    expect(paths.landingMarketplace.to()).toBe('/landing-marketplace');
    expect(paths.advanceSearch.to()).toBe('/advance-search');
    expect(paths.login.to()).toBe('/login');
  });

  it('encode their parameters', () => {
    expect(paths.productResult.to('United States')).toBe('/product-result/United%20States');
    expect(paths.vendorResult.to('São Paulo')).toBe('/vendor-result/S%C3%A3o%20Paulo');
    expect(paths.marketplaceCountry.to('Côte d’Ivoire')).toBe('/marketplace/C%C3%B4te%20d%E2%80%99Ivoire');
    expect(paths.productDetail.to('GBX/12?x')).toBe('/product-detail/GBX%2F12%3Fx');
    expect(paths.productDetail.to(42)).toBe('/product-detail/42');
    expect(paths.vendorStore.to('acme#1')).toBe('/vendor-store/acme%231');
    expect(paths.verifyEmail.to('a/b')).toBe('/verify-email/a%2Fb');
    expect(paths.newPassword.to('t&k')).toBe('/new-password/t%26k');
  });

  it('name the products to compare in the address', () => {
    expect(paths.compare.pattern).toBe('/compare');
    expect(paths.compare.to([])).toBe('/compare?ids=');
    expect(paths.compare.to(['GBX00000001', 'GBX00000002'])).toBe('/compare?ids=GBX00000001,GBX00000002');
    expect(paths.compare.to(['a b'])).toBe('/compare?ids=a%20b');
  });

  it('add the optional affiliate code of a registration only when given', () => {
    expect(paths.register.to('Vendor')).toBe('/register/Vendor');
    expect(paths.register.to('Affiliate', 'AB-12/3')).toBe('/register/Affiliate/AB-12%2F3');
  });

  it('have an absolute pattern for every route', () => {
    for (const route of Object.values(paths)) expect(route.pattern.startsWith('/')).toBe(true);
    expect(paths.productDetail.pattern).toBe('/product-detail/:productid');
    expect(paths.productResult.pattern).toBe('/product-result/:name/*');
  });

  it('send unknown addresses to /landing-marketplace', () => {
    expect(FALLBACK_PATH).toBe('/landing-marketplace');
  });
});
