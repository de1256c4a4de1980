import type { BuyerContext } from './place-directory.js';
import { postalKey, type StatCounts } from './stat-counts.js';

/** Where a vendor is located, as a product row and a vendor row both hold it. */
export interface VendorPlace {
  city_id: number;
  state_id: number;
  city_name: string;
  state_name: string;
  postal_code: string;
  country_name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/**
 * The vendor location fields of §3 that a product item and a vendor result
 * item share: the vendor's city, state, postal code and country with their
 * product and vendor counts (the place buttons' dialog), and the flags and
 * counts of the vendor's, the US and the buyer's countries.
 */
export function vendorLocationFields(place: VendorPlace, { buyer, stats, base }: { buyer: BuyerContext; stats: StatCounts; base: string }) {
  const country = place.country.trim();
  const postal = postalKey(country, place.postal_code);
  return {
    VandorCity: place.city_name,
    VandorProvinceState: place.state_name,
    VandorPostalCode: place.postal_code,
    VendorCountryName: place.country_name,
    CountryVendorName: place.country_name,
    Country: country,
    VandorCountry: `${country}.svg`,
    USFlag: 'US.svg',
    UserCountry: `${buyer.country.iso2}.svg`,
    Icon_path: `${base}/images/flags/`,
    UserCountryName: buyer.country.name,
    UserCountryCode: buyer.country.iso2,
    CountryProductCount: stats.products('country', country),
    USProductCount: stats.products('country', 'US'),
    UserCountryCount: stats.products('country', buyer.country.iso2),
    CityProductCount: stats.products('city', place.city_id),
    CityVendorCount: stats.vendors('city', place.city_id),
    ProvinceStateProductCount: stats.products('state', place.state_id),
    ProvinceStateVendorCount: stats.vendors('state', place.state_id),
    PostalCodeProductCount: stats.products('postal', postal),
    PostalCodeVendorCount: stats.vendors('postal', postal),
    CountryVendorCount: stats.vendors('country', country),
  };
}
