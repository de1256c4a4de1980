import { countryName } from '@gbx/shared';

/**
 * A place as a page names it: a country in the page's language (Intl, from
 * its code), a city, state or postal code as the API spells it. The API's
 * (English) name stays the one in addresses and searches.
 */
export function placeName(place: { type: string; name: string; code: string }, language: string): string {
  return place.type === 'country' && place.code ? countryName(place.code, language) : place.name;
}
