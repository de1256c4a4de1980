import { calls } from '@gbx/contract/schemas';
import { sql } from 'kysely';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';

const CITY_SUGGESTIONS = 10;

/** City autocomplete and the country select. */
export function registerPlaceRoutes(app: App, { catalogue: db, directory }: Services): void {
  app.post(calls.citiesList.path, {
    schema: {
      ...contractSchema(calls.citiesList),
      tags: ['places'],
      summary: 'City autocomplete: cities whose name starts with citydata, market cities and big cities first',
      description: 'CityList items: value ("City, State, Country", the text to show), city_name, country_code.',
    },
  }, async (request) => {
    const prefix = request.body.citydata.trim().toLowerCase();
    if (!prefix) return { CityList: [] };
    // Escape LIKE wildcards: the visitor's % or _ are letters, not patterns.
    const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const rows = await db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .innerJoin('countries', 'countries.iso2', 'cities.country')
      .select(['cities.name', 'states.name as state', 'countries.name as country_name', 'cities.country'])
      .where(sql`lower(cities.name_ascii)`, 'like', pattern)
      .orderBy('cities.is_market', 'desc')
      .orderBy('cities.population', 'desc')
      .limit(CITY_SUGGESTIONS)
      .execute();
    return {
      CityList: rows.map((row) => ({ value: `${row.name}, ${row.state}, ${row.country_name}`, city_name: row.name, country_code: row.country })),
    };
  });

  app.post(calls.countryList.path, {
    schema: { ...contractSchema(calls.countryList), tags: ['places'], summary: 'Every country: { CountryList: [{ CountryName, ISOCode2 }] }' },
  }, async () => ({
    CountryList: directory.allCountries().map((country) => ({ CountryName: country.name, ISOCode2: country.iso2 })),
  }));
}
