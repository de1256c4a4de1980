import { MARKET_SEGMENTS, type MarketSegment } from '@gbx/contract/rules';
import { calls } from '@gbx/contract/schemas';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { postalKey } from '../../services/stat-counts.js';
import { sessionCartSummary } from '../cart-wishlist/cart-wishlist-routes.js';

/** Landing pages, header menu and tile counts: every count is a precomputed lookup. */
export function registerLandingRoutes(app: App, { db, directory, counts }: Services): void {
  app.post(calls.landingHome.path, {
    schema: {
      ...contractSchema(calls.landingHome),
      tags: ['landing'],
      summary: "Landing (productCount, city, countryCode) and marketplace-home tile counts for the device's place",
    },
  }, async (request) => {
    const stats = await counts.ready();
    const { place, country } = directory.buyer(request.body.latitude, request.body.longitude);
    return {
      productCount: stats.products('all'),
      city: place.city,
      countryCode: country.iso2,
      cityCount: stats.products('city', place.cityId),
      StateProductCount: stats.products('state', place.stateId),
      state: place.state,
      countryCount: stats.products('country', country.iso2),
      countryName: country.name,
      dealCount: stats.products('discounted'),
    };
  });

  app.post(calls.landingCity.path, {
    schema: { ...contractSchema(calls.landingCity), tags: ['landing'], summary: 'Products and vendors located in the city and in the postal code of the device' },
  }, async (request) => {
    const stats = await counts.ready();
    const { place, country } = directory.buyer(request.body.latitude, request.body.longitude);
    const postal = postalKey(country.iso2, place.postalCode);
    return {
      city: place.city,
      countryName: country.name,
      countryCode: country.iso2,
      CityProductCount: stats.products('city', place.cityId),
      CityVendorCount: stats.vendors('city', place.cityId),
      PostalCode: place.postalCode,
      PostalCodeProductCount: stats.products('postal', postal),
      PostalCodeVendorCount: stats.vendors('postal', postal),
    };
  });

  app.post(calls.landingProvince.path, {
    schema: { ...contractSchema(calls.landingProvince), tags: ['landing'], summary: 'Products and vendors located in the state or province of the device' },
  }, async (request) => {
    const stats = await counts.ready();
    const { place, country } = directory.buyer(request.body.latitude, request.body.longitude);
    return {
      state: place.state,
      countryName: country.name,
      countryCode: country.iso2,
      ProvinceStateProductCount: stats.products('state', place.stateId),
      ProvinceStateVendorCount: stats.vendors('state', place.stateId),
    };
  });

  app.get(calls.dealsPromotions.path, {
    schema: { ...contractSchema(calls.dealsPromotions), tags: ['landing'], summary: 'Featured and discounted product counts: { reqestData: { FeaturedProductCount, DiscountedProductCount } }' },
  }, async () => {
    const stats = await counts.ready();
    return { reqestData: { FeaturedProductCount: stats.products('featured'), DiscountedProductCount: stats.products('discounted') } };
  });

  app.get(calls.marketSegments.path, {
    schema: { ...contractSchema(calls.marketSegments), tags: ['landing'], summary: 'Product count of each of the nine active market segments: { marketSagment: { B2C, ... } }' },
  }, async () => {
    const stats = await counts.ready();
    return { marketSagment: Object.fromEntries(MARKET_SEGMENTS.map((segment) => [segment, stats.products('segment', segment)])) as Record<MarketSegment, number> };
  });

  app.post(calls.locationCount.path, {
    schema: { ...contractSchema(calls.locationCount), tags: ['landing'], summary: "The header menu's counts for the device's place, with the cart summary" },
  }, async (request) => {
    const stats = await counts.ready();
    const buyer = directory.buyer(request.body.latitude, request.body.longitude);
    const { place, country } = buyer;
    const postal = postalKey(country.iso2, place.postalCode);
    return {
      DiscountedProductCount: stats.products('discounted'),
      FeaturedProductCount: stats.products('featured'),
      city: place.city,
      CityProductCount: stats.products('city', place.cityId),
      CityVendorCount: stats.vendors('city', place.cityId),
      postal: place.postalCode,
      PostalCodeProductCount: stats.products('postal', postal),
      PostalCodeVendorCount: stats.vendors('postal', postal),
      country_name: country.name,
      country_code: country.iso2,
      ProductAvailableCount: stats.products('available', country.iso2),
      // Mega Brands is "Coming Soon" (§2.6).
      MegaBrandsCount: 0,
      buyer_currency: buyer.currency,
      // The session buyer's cart (sum of quantities, amount in the buyer currency); zeros without a session.
      ...(await sessionCartSummary(db, request, buyer)),
    };
  });
}
