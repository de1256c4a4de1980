// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LandingCityResponse, LandingProvinceResponse } from '@gbx/shared';
import { cityTiles, provinceTiles } from './place-tiles';

const city: LandingCityResponse = {
  city: 'Paris',
  countryName: 'France',
  countryCode: 'FR',
  CityProductCount: 35,
  CityVendorCount: 2,
  PostalCode: '75001',
  PostalCodeProductCount: 12,
  PostalCodeVendorCount: 1,
};

const province: LandingProvinceResponse = {
  state: 'Île-de-France',
  countryName: 'France',
  countryCode: 'FR',
  ProvinceStateProductCount: 80,
  ProvinceStateVendorCount: 4,
};

describe('cityTiles (/landing-shop, §2.5)', () => {
  it('has products then vendors located in the city, then in the postal code, with their counts', () => {
    expect(cityTiles(city).map(({ id, name, count }) => [id, name, count])).toEqual([
      ['city-products', 'Paris', 35],
      ['city-vendors', 'Paris', 2],
      ['postal-products', '75001', 12],
      ['postal-vendors', '75001', 1],
    ]);
  });

  it('leads to the product and vendor results with the place of §2.1 (cityname or postalname, name, code; vendors also condition)', () => {
    expect(cityTiles(city).map((tile) => tile.destination)).toEqual([
      { to: '/product-result/Paris?condition=city&code=FR', state: { cityname: 'Paris', name: 'Paris', code: 'FR' } },
      { to: '/vendor-result/Paris?condition=city&code=FR', state: { cityname: 'Paris', name: 'Paris', code: 'FR', condition: 'city' } },
      { to: '/product-result/75001?condition=postal&code=FR', state: { postalname: '75001', name: '75001', code: 'FR' } },
      { to: '/vendor-result/75001?condition=postal&code=FR', state: { postalname: '75001', name: '75001', code: 'FR', condition: 'postal' } },
    ]);
  });

  it('encodes the place in the address', () => {
    const [products] = cityTiles({ ...city, city: 'Ho Chi Minh City', countryCode: 'VN' });
    expect(products?.destination?.to).toBe('/product-result/Ho%20Chi%20Minh%20City?condition=city&code=VN');
  });

  it('has the same four tiles while loading, without place, count or link (skeletons of the final size)', () => {
    expect(cityTiles(undefined)).toEqual([
      { id: 'city-products', kind: 'city', unit: 'products', name: undefined, count: undefined },
      { id: 'city-vendors', kind: 'city', unit: 'vendors', name: undefined, count: undefined },
      { id: 'postal-products', kind: 'postal', unit: 'products', name: undefined, count: undefined },
      { id: 'postal-vendors', kind: 'postal', unit: 'vendors', name: undefined, count: undefined },
    ]);
  });

  it('shows -- and leads nowhere for a place the answer does not name', () => {
    const [, , postalProducts, postalVendors] = cityTiles({ ...city, PostalCode: ' ' });
    expect(postalProducts).toEqual({ id: 'postal-products', kind: 'postal', unit: 'products', name: null, count: null });
    expect(postalVendors).toEqual({ id: 'postal-vendors', kind: 'postal', unit: 'vendors', name: null, count: null });
  });

  it('keeps a zero count: zero products is an answer, not a missing one', () => {
    const [products] = cityTiles({ ...city, CityProductCount: 0 });
    expect(products?.count).toBe(0);
    expect(products?.destination).toBeDefined();
  });
});

describe('provinceTiles (/landing-province, §2.5)', () => {
  it('has the product count leading to /product-result/{state} and the vendor count leading to /vendor-result/{state}, both passing statename', () => {
    expect(provinceTiles(province)).toEqual([
      {
        id: 'state-products',
        kind: 'state',
        unit: 'products',
        name: 'Île-de-France',
        count: 80,
        destination: { to: '/product-result/%C3%8Ele-de-France?condition=state&code=FR', state: { statename: 'Île-de-France', name: 'Île-de-France', code: 'FR' } },
      },
      {
        id: 'state-vendors',
        kind: 'state',
        unit: 'vendors',
        name: 'Île-de-France',
        count: 4,
        destination: { to: '/vendor-result/%C3%8Ele-de-France?condition=state&code=FR', state: { statename: 'Île-de-France', name: 'Île-de-France', code: 'FR', condition: 'state' } },
      },
    ]);
  });

  it('has both tiles while loading', () => {
    expect(provinceTiles(undefined).map(({ id, count }) => [id, count])).toEqual([
      ['state-products', undefined],
      ['state-vendors', undefined],
    ]);
  });
});
