import { Type, type TNumber } from 'typebox';
import { DeviceContext, number, text } from './common.js';
import { MARKET_SEGMENTS, type MarketSegment } from '../rules/market.js';

/** Landing calls send the device context "and userdevice on first load" (§7). */
export const LandingRequest = DeviceContext;

/**
 * POST /api/landing/landing-home: productCount, city and countryCode (§3), and
 * the marketplace home's tile counts (§3 "Home counts"; our design: §7 names no
 * other call for them).
 */
export const LandingHomeReply = Type.Object({
  productCount: number(),
  city: text(),
  countryCode: text(),
  cityCount: number(),
  StateProductCount: number(),
  state: text(),
  countryCount: number(),
  countryName: text(),
  dealCount: number(),
});

export const LandingCityReply = Type.Object({
  city: text(),
  countryName: text(),
  countryCode: text(),
  CityProductCount: number(),
  CityVendorCount: number(),
  PostalCode: text(),
  PostalCodeProductCount: number(),
  PostalCodeVendorCount: number(),
});

export const LandingProvinceReply = Type.Object({
  state: text(),
  countryName: text(),
  countryCode: text(),
  ProvinceStateProductCount: number(),
  ProvinceStateVendorCount: number(),
});

export const DealsPromotionsReply = Type.Object({
  reqestData: Type.Object({ FeaturedProductCount: number(), DiscountedProductCount: number() }),
});

/** Product count of each of the nine active segments (§3 "Segment counts"). */
const segmentCounts = Object.fromEntries(MARKET_SEGMENTS.map((segment) => [segment, number()])) as Record<MarketSegment, TNumber>;
export const MarketSegmentsReply = Type.Object({ marketSagment: Type.Object(segmentCounts) });

/** The header menu's counts (§3 "Location count"), with the session buyer's cart summary. */
export const LocationCountRequest = DeviceContext;
export const LocationCountReply = Type.Object({
  DiscountedProductCount: number(),
  FeaturedProductCount: number(),
  city: text(),
  CityProductCount: number(),
  CityVendorCount: number(),
  postal: text(),
  PostalCodeProductCount: number(),
  PostalCodeVendorCount: number(),
  country_name: text(),
  country_code: text(),
  ProductAvailableCount: number(),
  MegaBrandsCount: number('Mega Brands is "Coming Soon" (§2.6): 0'),
  buyer_currency: text(),
  shoppingCartCount: number('Sum of the quantities; 0 without a session'),
  shoppingCartAmount: number("In the buyer's currency"),
});
