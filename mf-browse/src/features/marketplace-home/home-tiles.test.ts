// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LandingHomeResponse } from '@gbx/shared';
import { HOME_LINK_TILES, homeCountTiles, keywordDestinations } from './home-tiles';

const paris: LandingHomeResponse = {
  productCount: 5000,
  city: 'Paris',
  countryCode: 'FR',
  cityCount: 35,
  StateProductCount: 36,
  state: 'Île-de-France',
  countryCount: 106,
  countryName: 'France',
  dealCount: 1262,
};

describe('marketplace home count tiles (§2.4)', () => {
  it('are skeletons while landing-home loads', () => {
    expect(homeCountTiles(undefined, 'en').map((tile) => [tile.id, tile.count, tile.place, tile.destination])).toEqual([
      ['city', undefined, undefined, undefined],
      ['state', undefined, undefined, undefined],
      ['country', undefined, undefined, undefined],
      ['deals', undefined, undefined, undefined],
    ]);
  });

  it('show the city, state, country and deal counts and lead to their products, whose address says the place, with the §2.1 state', () => {
    const [city, state, country, deals] = homeCountTiles(paris, 'en');
    expect(city).toEqual({ id: 'city', place: 'Paris', count: 35, destination: { to: '/product-result/Paris?condition=city&code=FR', state: { cityname: 'Paris', name: 'Paris', code: 'FR' } } });
    expect(state).toEqual({
      id: 'state',
      place: 'Île-de-France',
      count: 36,
      destination: { to: '/product-result/%C3%8Ele-de-France?condition=state&code=FR', state: { statename: 'Île-de-France', name: 'Île-de-France', code: 'FR' } },
    });
    expect(country).toEqual({ id: 'country', place: 'France', count: 106, destination: { to: '/product-result/France?condition=country&code=FR', state: { countryname: 'France', name: 'France', code: 'FR' } } });
    expect(deals).toEqual({ id: 'deals', place: undefined, count: 1262, destination: { to: '/landing-deal-promotion' } });
  });

  it('name the country in the page language, and keep its English name in the address', () => {
    const country = homeCountTiles(paris, 'ar')[2];
    expect(country?.place).toBe('فرنسا');
    expect(country?.destination?.to).toBe('/product-result/France?condition=country&code=FR');
  });

  // A backend that speaks only §7's landing-home (productCount, city, countryCode) answers no home counts.
  it("show '--' for a count the answer lacks, and no link to a place it does not name", () => {
    const [, state, country, deals] = homeCountTiles({ productCount: 1, city: 'Paris', countryCode: 'FR' } as LandingHomeResponse, 'en');
    expect([state?.count, country?.count, deals?.count]).toEqual([null, null, null]);
    expect([state?.destination, country?.destination]).toEqual([undefined, undefined]);
  });
});

describe('marketplace home link tiles', () => {
  it('lead to advanced search, the market segments and the home page; All Categories opens its modal', () => {
    expect(HOME_LINK_TILES.map((tile) => [tile.id, tile.destination?.to])).toEqual([
      ['advancedSearch', '/advance-search'],
      ['allCategories', undefined],
      ['marketSegments', '/landing-market-segment'],
      ['homePage', '/home'],
    ]);
  });
});

describe('keyword buttons (§2.4)', () => {
  it('Products: the marketplace page of the country with the keyword; Suppliers: the vendors of the same country with it', () => {
    expect(keywordDestinations(paris, 'solar panels')).toEqual({
      products: { to: '/marketplace/France?keyword=solar+panels' },
      suppliers: { to: '/vendor-result/France?condition=country&code=FR&keyword=solar+panels', state: { countryname: 'France', name: 'France', code: 'FR', condition: 'country' } },
    });
  });

  it('wait for the place', () => {
    expect(keywordDestinations(undefined, 'x')).toBeNull();
  });
});
