import type { PlaceFieldsObject, Static } from '@gbx/contract/schemas';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PlaceFilter } from '../products/listing-types.js';
import type { PlaceDirectory } from '../../services/place-directory.js';

/**
 * The place fields of /product-result/{place} and /vendor-result/{place} (§2.1,
 * §7, the contract's PlaceFields): one of countryname, statename, cityname or
 * postalname, plus the display name and the country code. `condition` (vendor
 * results) may name which kind of place `name` is when no place field is set.
 */
export type PlaceFieldsBody = Static<typeof PlaceFieldsObject>;

export type PlaceKind = 'city' | 'state' | 'country' | 'postal';

export interface ResolvedPlace {
  filter: PlaceFilter;
  kind: PlaceKind;
  /** The place's name as stored ('Mumbai', 'Île-de-France', 'India', '400001'). */
  label: string;
  countryCode: string;
}

/** What the place fields named: a known place, no place at all, or a place we do not know. */
export type PlaceResolution = { status: 'place'; place: ResolvedPlace } | { status: 'none' } | { status: 'unknown'; label: string };

/** condition values that say what kind of place `name` is (vendor results). */
const CONDITION_KINDS: Record<string, PlaceKind> = {
  city: 'city', cityname: 'city', state: 'state', statename: 'state', province: 'state', provincestate: 'state',
  postal: 'postal', postalcode: 'postal', postalname: 'postal', postcode: 'postal', zip: 'postal',
  country: 'country', countryname: 'country',
};

export function conditionKind(condition: string | undefined): PlaceKind | undefined {
  return CONDITION_KINDS[(condition ?? '').trim().toLowerCase().replace(/[\s_-]+/g, '')];
}

const CACHE_LIMIT = 2000;

/**
 * Turns place names into ids. Places are reference data that do not change while
 * the API runs, so answers are cached (bounded) and a listing pays at most one
 * small indexed lookup for a place it has not seen.
 */
export class PlaceResolver {
  private readonly cache = new Map<string, ResolvedPlace | null>();

  constructor(private readonly db: Kysely<DB>, private readonly directory: PlaceDirectory) {}

  /** The country of an ISO2 code or a country name. */
  country(value: string | undefined): { iso2: string; name: string } | undefined {
    const text = (value ?? '').trim();
    if (!text) return undefined;
    if (/^[A-Za-z]{2}$/.test(text)) {
      const byCode = this.directory.country(text);
      if (byCode) return { iso2: byCode.iso2, name: byCode.name };
    }
    const lower = text.toLowerCase();
    const byName = this.directory.allCountries().find((country) => country.name.toLowerCase() === lower);
    return byName ? { iso2: byName.iso2, name: byName.name } : undefined;
  }

  async resolve(body: PlaceFieldsBody & { condition?: string | undefined }): Promise<PlaceResolution> {
    const clean = (value: string | undefined) => (value ?? '').trim();
    let postal = clean(body.postalname);
    let city = clean(body.cityname);
    let state = clean(body.statename);
    let countryName = clean(body.countryname);
    const name = clean(body.name);
    const code = clean(body.code);
    if (!postal && !city && !state && !countryName && name) {
      switch (conditionKind(body.condition)) {
        case 'postal': postal = name; break;
        case 'city': city = name; break;
        case 'state': state = name; break;
        case 'country': countryName = name; break;
        default: break;
      }
    }
    const country = this.country(code) ?? this.country(countryName);

    if (postal) return this.answer(await this.cached(`postal|${country?.iso2 ?? ''}|${postal}`, () => this.postal(postal, country?.iso2)), postal);
    if (city) return this.answer(await this.cached(`city|${country?.iso2 ?? ''}|${city.toLowerCase()}`, () => this.city(city, country?.iso2)), city);
    if (state) return this.answer(await this.cached(`state|${country?.iso2 ?? ''}|${state.toLowerCase()}`, () => this.state(state, country?.iso2)), state);
    if (countryName || (code && !name)) {
      return country
        ? { status: 'place', place: { filter: { kind: 'country', iso2: country.iso2 }, kind: 'country', label: country.name, countryCode: country.iso2 } }
        : { status: 'unknown', label: countryName || code };
    }
    if (name) {
      // Only a display name (a typed or shortened address): a postal code that
      // some city has, when the name has a digit (no city, state or country
      // name has one), else a country, a city, then a state of that name.
      if (/\d/.test(name)) {
        const byPostal = await this.cached(`known-postal|${country?.iso2 ?? ''}|${name}`, () => this.knownPostal(name, country?.iso2));
        if (byPostal) return { status: 'place', place: byPostal };
      }
      const byName = this.country(name);
      if (byName) return { status: 'place', place: { filter: { kind: 'country', iso2: byName.iso2 }, kind: 'country', label: byName.name, countryCode: byName.iso2 } };
      const found =
        (await this.cached(`city|${country?.iso2 ?? ''}|${name.toLowerCase()}`, () => this.city(name, country?.iso2))) ??
        (await this.cached(`state|${country?.iso2 ?? ''}|${name.toLowerCase()}`, () => this.state(name, country?.iso2)));
      return this.answer(found, name);
    }
    return { status: 'none' };
  }

  private answer(place: ResolvedPlace | null, label: string): PlaceResolution {
    return place ? { status: 'place', place } : { status: 'unknown', label };
  }

  private async cached(key: string, load: () => Promise<ResolvedPlace | null>): Promise<ResolvedPlace | null> {
    if (this.cache.has(key)) return this.cache.get(key) ?? null;
    const value = await load();
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, value);
    return value;
  }

  /** A city by name or ASCII name; where several share it, the market city, then the biggest. */
  private async city(name: string, iso2: string | undefined): Promise<ResolvedPlace | null> {
    let query = this.db
      .selectFrom('cities')
      .select(['id', 'name', 'country'])
      .where((eb) => eb.or([eb(sql`lower(name)`, '=', sql`lower(${name})`), eb(sql`lower(name_ascii)`, '=', sql`lower(${name})`)]));
    if (iso2) query = query.where('country', '=', iso2);
    const row = await query.orderBy('is_market', 'desc').orderBy('population', 'desc').orderBy('id').limit(1).executeTakeFirst();
    return row ? { filter: { kind: 'city', id: row.id }, kind: 'city', label: row.name, countryCode: row.country.trim() } : null;
  }

  private async state(name: string, iso2: string | undefined): Promise<ResolvedPlace | null> {
    let query = this.db.selectFrom('states').select(['id', 'name', 'country']).where(sql`lower(name)`, '=', sql`lower(${name})`);
    if (iso2) query = query.where('country', '=', iso2);
    const row = await query.orderBy('id').limit(1).executeTakeFirst();
    return row ? { filter: { kind: 'state', id: row.id }, kind: 'state', label: row.name, countryCode: row.country.trim() } : null;
  }

  /** A postal code as a city of the catalogue has it (in that country, when given): what a name alone can say is a postal code. */
  private async knownPostal(code: string, iso2: string | undefined): Promise<ResolvedPlace | null> {
    let query = this.db.selectFrom('cities').select(['country']).where('postal_code', '=', code);
    if (iso2) query = query.where('country', '=', iso2);
    const row = await query.orderBy('is_market', 'desc').orderBy('population', 'desc').limit(1).executeTakeFirst();
    if (!row) return null;
    const country = row.country.trim();
    return { filter: { kind: 'postal', country, code }, kind: 'postal', label: code, countryCode: country };
  }

  /**
   * A postal code of a country. Without a country, the market city that has the
   * code says which country; an unknown code with no country is unknown (products
   * are only indexed by country and code together).
   */
  private async postal(code: string, iso2: string | undefined): Promise<ResolvedPlace | null> {
    if (iso2) return { filter: { kind: 'postal', country: iso2, code }, kind: 'postal', label: code, countryCode: iso2 };
    return this.knownPostal(code, undefined);
  }
}
