import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../db/schema.js';
import { distanceKm, parseCoordinate } from '../lib/geo.js';
import { NearestPoint } from '../lib/nearest-point.js';

export interface CountryInfo {
  iso2: string;
  name: string;
  currency: string;
  flag: string;
  phoneCode: string;
  languageName: string;
  languageCode: string;
}

export interface MarketPlace {
  cityId: number;
  city: string;
  stateId: number;
  state: string;
  postalCode: string;
  country: CountryInfo;
  latitude: number;
  longitude: number;
}

/** Where the buyer is and what they pay in (§1: prices in the buyer's currency). */
export interface BuyerContext {
  place: MarketPlace;
  country: CountryInfo;
  currency: string;
  /** Units of the buyer's currency per US dollar. */
  rate: number;
}

/** §9: with no usable position the buyer is in India. */
export const DEFAULT_COUNTRY = 'IN';

/**
 * The read-mostly reference data every request needs (countries, market
 * cities, every city's position, exchange rates in force), held in memory and
 * reloaded after changes: resolving a buyer is then a walk over nearby
 * cities, not a query.
 */
export class PlaceDirectory {
  private countries = new Map<string, CountryInfo>();
  private places: MarketPlace[] = [];
  /** Every city of the data package, market or not: where a position is. */
  private cities = new NearestPoint<MarketPlace>([]);
  private rates = new Map<string, number>();
  private byCity = new Map<number, MarketPlace>();
  /**
   * The place of each position asked for lately. A visitor's device keeps its
   * position, and every call of every page they open asks for it again: the
   * walk over nearby cities (thousands of distances in a dense band) was a
   * quarter of the API's time under bench:render's load. Emptied when the
   * data is loaded again.
   */
  private placeAt = new LRUCache<string, MarketPlace>({ max: 20_000 });

  constructor(private readonly db: Kysely<DB>) {}

  async load(): Promise<void> {
    const countryRows = await this.db.selectFrom('countries').selectAll().execute();
    const countries = new Map(
      countryRows.map((row) => [
        row.iso2,
        { iso2: row.iso2, name: row.name, currency: row.currency, flag: row.flag, phoneCode: row.phone_code, languageName: row.language_name, languageCode: row.language_code },
      ]),
    );
    const cityRows = await this.db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.id', 'cities.name', 'cities.state_id', 'states.name as state', 'cities.postal_code', 'cities.country', 'cities.latitude', 'cities.longitude', 'cities.is_market'])
      .orderBy('cities.id')
      .execute();
    const places: MarketPlace[] = [];
    const cities: MarketPlace[] = [];
    for (const row of cityRows) {
      const country = countries.get(row.country);
      if (!country) continue;
      const city = {
        cityId: row.id, city: row.name, stateId: row.state_id, state: row.state, postalCode: row.postal_code ?? '',
        country, latitude: row.latitude, longitude: row.longitude,
      };
      cities.push(city);
      if (row.is_market) places.push(city);
    }
    // The latest dated rate of each currency is the one in force.
    const rateRows = await this.db
      .selectFrom('exchange_rates')
      .select(['currency', 'units_per_usd'])
      .distinctOn('currency')
      .orderBy('currency')
      .orderBy('rate_date', 'desc')
      .execute();
    this.countries = countries;
    this.places = places;
    this.cities = new NearestPoint(cities);
    this.rates = new Map(rateRows.map((row) => [row.currency.trim(), Number(row.units_per_usd)]));
    this.placeAt.clear();
  }

  country(iso2: string): CountryInfo | undefined {
    return this.countries.get(iso2.toUpperCase());
  }

  allCountries(): CountryInfo[] {
    return [...this.countries.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Units per US dollar, or undefined for a currency with no rate. */
  rate(currency: string): number | undefined {
    return this.rates.get(currency);
  }

  /**
   * The place of a position. Its country is that of the nearest city of any
   * size: the nearest market city can be across a border (Riyadh for a
   * position in Dubai, Vienna for one in Bratislava), and the country sets
   * the currency (§1). The place is the country's nearest market city, where
   * its products and postal codes are; in a country with no market city, the
   * nearest city itself.
   */
  nearest(latitude: number, longitude: number): MarketPlace | undefined {
    const key = `${latitude},${longitude}`;
    const known = this.placeAt.get(key);
    if (known) return known;
    const found = this.findNearest(latitude, longitude);
    if (found) this.placeAt.set(key, found);
    return found;
  }

  private findNearest(latitude: number, longitude: number): MarketPlace | undefined {
    const here = this.cities.nearest(latitude, longitude);
    if (!here) return undefined;
    let best: MarketPlace = here;
    let bestKm = Infinity;
    for (const place of this.places) {
      if (place.country !== here.country) continue;
      const km = distanceKm(latitude, longitude, place.latitude, place.longitude);
      if (km < bestKm) {
        bestKm = km;
        best = place;
      }
    }
    return best;
  }

  /** The market city of an id (products and vendors are located in market cities), or undefined. */
  place(cityId: number): MarketPlace | undefined {
    if (this.byCity.size !== this.places.length) this.byCity = new Map(this.places.map((place) => [place.cityId, place]));
    return this.byCity.get(cityId);
  }

  /** The biggest market city of a country (the first listed), used when there is no position. */
  capitalOf(iso2: string): MarketPlace | undefined {
    return this.places.find((place) => place.country.iso2 === iso2);
  }

  /**
   * The buyer's place from the device's coordinates, else the default country.
   * A currency without a rate falls back to US dollars so a price is never wrong.
   */
  buyer(latitude: unknown, longitude: unknown): BuyerContext {
    const lat = parseCoordinate(latitude, 90);
    const lng = parseCoordinate(longitude, 180);
    const place = (lat !== null && lng !== null ? this.nearest(lat, lng) : undefined) ?? this.capitalOf(DEFAULT_COUNTRY) ?? this.places[0];
    if (!place) throw new Error('No market cities loaded: seed the database first');
    const rate = this.rate(place.country.currency);
    return rate === undefined
      ? { place, country: place.country, currency: 'USD', rate: 1 }
      : { place, country: place.country, currency: place.country.currency, rate };
  }
}
