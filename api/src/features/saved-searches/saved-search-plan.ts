import { planSearch, type FieldError } from '../advanced-search/advanced-search-plan.js';
import { listingFilterOf } from '../products/listing-filter.js';
import type { ListingFilter } from '../products/listing-types.js';
import type { PlaceResolver } from '../places-search/place-resolver.js';
import { vendorIdOf } from '../vendor-store/vendor-id.js';
import type { Services } from '../../http/app-types.js';
import { advancedSearchBodyOf, listingFieldsOf, segmentOf, type SavedAddress } from './saved-address.js';

/**
 * What a saved address lists, as the listing filter its page's call builds:
 * the same reading (listingFilterOf, the place resolver, the advanced search's
 * plan), so a saved search's new results are the products its page would show.
 * `nothing`: the address names nothing we know (a vendor, a place or a country
 * of no store, an unknown city): it lists, and so counts, no product.
 * `errors`: an advanced search the page itself would refuse (a price that is
 * not an amount, an impossible date).
 */
export type SavedSearchPlan = { filter: ListingFilter } | { nothing: string } | { errors: FieldError[] };

export interface PlanContext {
  services: Services;
  resolver: PlaceResolver;
  /** The device's coordinates when it was saved: an advanced search's radius with no location typed is around that city. */
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

export async function planSavedSearch({ services, resolver, latitude, longitude }: PlanContext, saved: SavedAddress): Promise<SavedSearchPlan> {
  const fields = listingFieldsOf(saved.params);
  switch (saved.page) {
    case 'deals':
      return { filter: listingFilterOf({ ...fields, discounted_product: 1 }) };
    case 'featured':
      return { filter: listingFilterOf({ ...fields, featured_product: 1 }) };
    case 'productResult': {
      // /product-result/{segment}: product-list of the segment; else /product-result/{place}: product-list-location.
      const segment = segmentOf(saved.name);
      if (segment) return { filter: listingFilterOf({ ...fields, market_segment: segment }) };
      const kind = saved.params.get('condition');
      const code = saved.params.get('code') ?? '';
      const placeField = kind === 'city' ? 'cityname' : kind === 'state' ? 'statename' : kind === 'postal' ? 'postalname' : kind === 'country' ? 'countryname' : undefined;
      const resolution = await resolver.resolve({
        ...(placeField ? { [placeField]: saved.name } : {}),
        name: saved.name,
        ...(/^[A-Za-z]{2}$/.test(code) ? { code: code.toUpperCase() } : {}),
      });
      if (resolution.status === 'unknown') return { nothing: `No place called ${resolution.label}` };
      const filter = listingFilterOf(fields);
      if (resolution.status === 'place') filter.place = resolution.place.filter;
      return { filter };
    }
    case 'vendorStore': {
      const vendorId = await vendorIdOf(services.catalogue, saved.name);
      if (vendorId === undefined) return { nothing: `No vendor store called ${saved.name}` };
      return { filter: { ...listingFilterOf(fields), vendorId } };
    }
    case 'marketplaceCountry': {
      const country = resolver.country(saved.name);
      if (!country) return { nothing: `No country called ${saved.name}` };
      return { filter: listingFilterOf({ ...fields, available_country: country.iso2 }) };
    }
    case 'advancedSearch': {
      const body = { ...advancedSearchBodyOf(saved.params), ...(latitude != null && longitude != null ? { latitude, longitude } : {}) };
      const stats = await services.counts.ready();
      const plan = await planSearch({ db: services.catalogue, directory: services.directory, resolver, stats }, body, new Date());
      if ('errors' in plan) return { errors: plan.errors };
      if (plan.nothing) return { nothing: plan.nothing };
      return { filter: plan.filter };
    }
  }
}
