import type { AppliedFilter as AppliedFilterSchema, Static } from '@gbx/contract/schemas';
import { parseAmount, parseDay, parseRadius, searchProblems, type SearchProblem, type SearchRuleField } from '@gbx/contract/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PlaceDirectory } from '../../services/place-directory.js';
import type { StatCounts } from '../../services/stat-counts.js';
import { catalogueNamesOf, categoryTrail } from '../../services/catalogue-names.js';
import { cachedLookup } from '../../services/count-cache.js';
import { gbxProductId } from '../../seed/generate-catalogue.js';
import type { Condition } from '../products/listing-types.js';
import { parseSort } from '../products/listing-query.js';
import type { ListingFilter, SortKey } from '../products/listing-types.js';
import type { PlaceResolver } from '../places-search/place-resolver.js';
import { containsPattern } from '../places-search/vendor-list.js';
import { isOn, type AdvanceSearchBody } from './advanced-search-schema.js';
import { citiesWithin, KM_PER_MILE, MAX_RADIUS_KM } from './proximity.js';

/** One chosen filter, echoed back for the "chosen filters" line of the results (§2.10). */
export type AppliedFilter = Static<typeof AppliedFilterSchema>;

export interface FieldError {
  field: string;
  msg: string;
}

export interface Plan {
  filter: ListingFilter;
  sort: SortKey;
  applied: AppliedFilter[];
  /** Set when a filter names nothing we know (a city, a category): the answer is empty, with this message. */
  nothing?: string;
  /** Distances of the proximity search: city id -> distance in `unit`. */
  proximity?: { unit: 'km' | 'miles'; distances: Map<number, number> };
}

const DAY_MS = 86_400_000;

/** The English message of each problem of the shared rules (the form shows its own, translated). */
const PROBLEM_MESSAGES: Record<SearchProblem, (field: SearchRuleField) => string> = {
  amount: (field) => `${field} must be an amount in US dollars, like 25 or 25.50`,
  minAboveMax: () => 'pricingmin must not be above pricingmax',
  date: (field) => `${field} must be a date YYYY-MM-DD`,
  afterBeforeOrder: () => 'datepostedafter must not be after datepostedbefore',
  radius: () => 'radiuswithin must be a positive number',
};

const isValid = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);
const isDay = (value: Date | undefined): value is Date => value !== undefined && !Number.isNaN(value.getTime());

const text = (value: string | number | undefined): string => String(value ?? '').trim();

interface CityRow {
  id: number;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  postal_code: string | null;
}

export interface PlanServices {
  db: Kysely<DB>;
  directory: PlaceDirectory;
  resolver: PlaceResolver;
  stats: StatCounts;
}

/**
 * A city from the location field: "Mumbai" or the autocomplete's "Mumbai,
 * Mahārāshtra, India" (city, state, country). Market cities first, then the
 * biggest of the name.
 */
function findCity(services: PlanServices, value: string): Promise<CityRow | undefined> {
  return cachedLookup(services.db, `advanced-city\u0000${value.toLowerCase()}`, () => readCity(services, value));
}

async function readCity({ db, resolver }: PlanServices, value: string): Promise<CityRow | undefined> {
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  const [cityName] = parts;
  if (!cityName) return undefined;
  const country = parts.length >= 2 ? resolver.country(parts[parts.length - 1]) : undefined;
  const stateName = parts.length >= 3 ? parts.slice(1, -1).join(', ') : undefined;
  let query = db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .select(['cities.id', 'cities.name', 'cities.country', 'cities.latitude', 'cities.longitude', 'cities.postal_code'])
    .where((eb) => eb.or([eb(sql`lower(cities.name)`, '=', sql`lower(${cityName})`), eb(sql`lower(cities.name_ascii)`, '=', sql`lower(${cityName})`)]));
  if (country) query = query.where('cities.country', '=', country.iso2);
  const ordered = query.orderBy('cities.is_market', 'desc').orderBy('cities.population', 'desc').orderBy('cities.id');
  if (stateName) {
    const inState = await ordered.where(sql`lower(states.name)`, '=', sql`lower(${stateName})`).limit(1).executeTakeFirst();
    if (inState) return inState;
  }
  return ordered.limit(1).executeTakeFirst();
}

/** A postal code's place: the city that has it (postal codes are city-centre codes of market cities). */
function findPostal({ db }: PlanServices, code: string): Promise<CityRow | undefined> {
  return cachedLookup(db, `advanced-postal\u0000${code.toUpperCase()}`, () => db
    .selectFrom('cities')
    .select(['id', 'name', 'country', 'latitude', 'longitude', 'postal_code'])
    .where(sql`upper(postal_code)`, '=', code.toUpperCase())
    .orderBy('is_market', 'desc')
    .orderBy('population', 'desc')
    .limit(1)
    .executeTakeFirst());
}

const CATEGORY_FIELDS = [
  ['category', 'Category'],
  ['subcategoryone', 'Sub-Category 1'],
  ['subcategorytwo', 'Sub-Category 2'],
  ['subcategorythree', 'Sub-Category 3'],
] as const;

/**
 * Reads, checks and resolves the advanced-search state into a listing filter.
 * Within a group of checkboxes the choices are alternatives (New or Used;
 * Shipping or Pickup); groups and fields combine with AND. Returns the field
 * errors instead when an input is wrong.
 */
export async function planSearch(services: PlanServices, body: AdvanceSearchBody, now: Date): Promise<Plan | { errors: FieldError[] }> {
  const { db, directory, resolver, stats } = services;
  // The form's own rules first (prices, dates, radius), the same in the browser.
  const errors: FieldError[] = Object.entries(searchProblems(body)).map(([field, problem]) => ({
    field,
    msg: PROBLEM_MESSAGES[problem](field as SearchRuleField),
  }));
  const applied: AppliedFilter[] = [];
  const conditions: Condition[] = [];
  const filter: ListingFilter = {};
  let nothing: string | undefined;
  let proximity: Plan['proximity'];

  // Keyword
  const keyword = text(body.keyword);
  if (keyword) {
    filter.keyword = keyword;
    applied.push({ field: 'keyword', label: 'Keyword', value: keyword });
  }

  // Category: the deepest level chosen.
  let category: { level: 1 | 2 | 3 | 4; value: string } | undefined;
  CATEGORY_FIELDS.forEach(([field], index) => {
    const value = text(body[field]);
    if (value) category = { level: (index + 1) as 1 | 2 | 3 | 4, value };
  });
  if (category) {
    const { level, value } = category;
    // An id beyond PostgreSQL's integer names no category (and cannot be compared): read as a name, it finds none.
    const row = await cachedLookup(db, `advanced-category\u0000${level}\u0000${value.toLowerCase()}`, () => /^[0-9]+$/.test(value) && Number(value) <= 2_147_483_647
      ? db.selectFrom('categories').select(['id', 'name']).where('id', '=', Number(value)).where('level', '=', level).executeTakeFirst()
      : db.selectFrom('categories').select(['id', 'name']).where(sql`lower(name)`, '=', sql`lower(${value})`).where('level', '=', level).orderBy('id').limit(1).executeTakeFirst());
    const [field, label] = CATEGORY_FIELDS[level - 1] ?? CATEGORY_FIELDS[0];
    if (row) {
      filter.category = { level, id: row.id };
      // The levels above it as the tree has them, then it: each one a chip (Fashion › Watches › Women Watches).
      const trail = categoryTrail(await catalogueNamesOf(db, directory).categories(), row.id);
      for (const step of trail.length ? trail : [{ level, name: row.name }]) {
        const [stepField, stepLabel] = CATEGORY_FIELDS[step.level - 1] ?? CATEGORY_FIELDS[0];
        applied.push({ field: stepField, label: stepLabel, value: step.name });
      }
    } else {
      nothing ??= `No ${label.toLowerCase()} ${value}`;
      applied.push({ field, label, value });
    }
  }

  // Market segments
  const segments = Array.isArray(body.marketsegments) ? [...new Set(body.marketsegments)] : [];
  if (segments.length === 1) filter.segment = segments[0];
  else if (segments.length > 1) conditions.push({ kind: 'segments', values: segments });
  if (segments.length) applied.push({ field: 'marketsegments', label: 'Market segments', value: segments.join(', ') });

  // Product id
  const productId = text(body.productid);
  if (productId) {
    const gbx = /^[0-9]{1,10}$/.test(productId) ? gbxProductId(Number(productId)) : productId.toUpperCase();
    const row = await cachedLookup(db, `advanced-product\u0000${gbx}`, () => db.selectFrom('products').select('id').where('gbx_product_id', '=', gbx).executeTakeFirst());
    conditions.push({ kind: 'product', gbx, id: row?.id ?? null });
    applied.push({ field: 'productid', label: 'Product ID', value: gbx });
  }

  // Vendor: CompanyURL, or every word in the name.
  const vendor = text(body.vendor);
  if (vendor) {
    const words = vendor.split(/\s+/).filter(Boolean).slice(0, 8);
    const ids = await cachedLookup(db, `advanced-vendor\u0000${vendor.toLowerCase()}`, () => db
      .selectFrom('vendors')
      .select('vendors.id')
      .where((w) => w.or([
        w('vendors.company_url', '=', vendor.toLowerCase()),
        w.and(words.map((word) => w(sql`vendors.company_name`, 'ilike', containsPattern(word)))),
      ]))
      .orderBy('vendors.id')
      .execute()
      .then((rows) => rows.map((row) => row.id)));
    conditions.push({ kind: 'vendors', ids });
    applied.push({ field: 'vendor', label: 'Vendor', value: vendor });
  }

  // Location and proximity
  const radius = parseRadius(body.radiuswithin);
  const radiusValue = isValid(radius) ? radius : undefined;
  const unit: 'km' | 'miles' = /^m/i.test(text(body.radiusUnit)) ? 'miles' : 'km';
  const byCity = isOn(body.radiuscity);
  const byPostal = isOn(body.radiuspostalcode);
  const location = text(body.city) || text(body.citydata);
  const radiusKm = radiusValue === undefined ? undefined : unit === 'miles' ? radiusValue * KM_PER_MILE : radiusValue;
  if (radiusKm !== undefined && (byCity || byPostal)) {
    // The center: the location field (a city, or a postal code for radiuspostalcode),
    // else the device's own city or postal code.
    const device = directory.buyer(body.latitude, body.longitude).place;
    let center: { latitude: number; longitude: number; label: string } | undefined;
    if (byPostal) {
      const code = text(body.citydata) || text(body.city);
      if (code) {
        // A postal code, else a city typed in the location field.
        const found = (await findPostal(services, code)) ?? (await findCity(services, code));
        if (found) center = { latitude: found.latitude, longitude: found.longitude, label: found.postal_code ?? found.name };
        else nothing ??= `No postal code ${code}`;
      } else {
        center = { latitude: device.latitude, longitude: device.longitude, label: device.postalCode };
      }
    } else if (location) {
      const found = await findCity(services, location);
      if (found) center = { latitude: found.latitude, longitude: found.longitude, label: found.name };
      else nothing ??= `No city called ${location}`;
    } else {
      center = { latitude: device.latitude, longitude: device.longitude, label: device.city };
    }
    if (center) {
      const within = await cachedLookup(db, `advanced-within\u0000${center.latitude}\u0000${center.longitude}\u0000${radiusKm}`,
        () => citiesWithin(db, center, Math.min(radiusKm, MAX_RADIUS_KM)));
      // Only cities that have products matter to the product filter.
      const ids = [...within.keys()].filter((id) => stats.products('city', id) > 0);
      if (ids.length === 0) nothing ??= `No products within ${radiusValue} ${unit} of ${center.label}`;
      else conditions.push({ kind: 'cities', ids });
      const factor = unit === 'miles' ? 1 / KM_PER_MILE : 1;
      proximity = { unit, distances: new Map([...within].map(([id, km]) => [id, Math.round(km * factor * 10) / 10])) };
      applied.push({ field: 'radiuswithin', label: 'Within', value: `${radiusValue} ${unit} of ${center.label}` });
    }
  } else if (location) {
    const found = await findCity(services, location);
    if (found) {
      filter.place = { kind: 'city', id: found.id };
      applied.push({ field: 'city', label: 'City', value: found.name });
    } else {
      nothing ??= `No city called ${location}`;
      applied.push({ field: 'city', label: 'City', value: location });
    }
  }

  // Product options: condition and genuineness are alternatives within their group.
  const conditionsChosen = ([['newproduct', 'New'], ['usedproduct', 'Used'], ['refurbishedproduct', 'Refurbished']] as const)
    .filter(([field]) => isOn(body[field]))
    .map(([, value]) => value);
  if (conditionsChosen.length > 0 && conditionsChosen.length < 3) conditions.push({ kind: 'conditions', values: conditionsChosen });
  if (conditionsChosen.length) applied.push({ field: 'condition', label: 'Condition', value: conditionsChosen.join(', ') });
  const genuine = isOn(body.genuineproduct);
  const replica = isOn(body.replicaproduct);
  if (genuine !== replica) conditions.push({ kind: 'genuine', value: genuine });
  if (genuine || replica) applied.push({ field: 'genuine', label: 'Authenticity', value: [genuine && 'Genuine', replica && 'Replica'].filter(Boolean).join(', ') });
  if (isOn(body.volumediscount)) {
    conditions.push({ kind: 'volumeBands' });
    applied.push({ field: 'volumediscount', label: 'Volume discount', value: 'Yes' });
  }
  const ageText = text(body.age);
  if (ageText) {
    // The buyer's age: products they may buy (no age limit above it).
    const age = Number(ageText);
    conditions.push({ kind: 'ageAtMost', age });
    applied.push({ field: 'age', label: 'Age', value: String(age).padStart(2, '0') });
  }

  // Delivery: any of the chosen methods. Nothing is downloadable (§2.9 "product download: always no").
  const delivery = ([['shippingrequired', 'Shipping required'], ['pickupavailable', 'Available for pickup'], ['productdownload', 'Download']] as const)
    .filter(([field]) => isOn(body[field]));
  if (delivery.length) {
    conditions.push({ kind: 'delivery', shipping: isOn(body.shippingrequired), pickup: isOn(body.pickupavailable) });
    applied.push({ field: 'delivery', label: 'Delivery', value: delivery.map(([, label]) => label).join(', ') });
  }

  // Country
  const countryText = text(body.productscountry);
  if (countryText) {
    const country = resolver.country(countryText);
    if (!country) errors.push({ field: 'productscountry', msg: `productscountry: no country ${countryText}` });
    else {
      conditions.push({ kind: 'country', iso2: country.iso2 });
      applied.push({ field: 'productscountry', label: 'Located in', value: country.name });
    }
  }

  // Price in US dollars
  const minPrice = parseAmount(body.pricingmin);
  const maxPrice = parseAmount(body.pricingmax);
  if (isValid(minPrice) || isValid(maxPrice)) {
    conditions.push({ kind: 'price', ...(isValid(minPrice) ? { min: minPrice } : {}), ...(isValid(maxPrice) ? { max: maxPrice } : {}) });
    applied.push({ field: 'pricing', label: 'Price (USD)', value: `${minPrice ?? 0} - ${maxPrice ?? 'any'}` });
  }

  // Ratings: at least N stars.
  const productRating = text(body.productrating);
  if (productRating) {
    conditions.push({ kind: 'ratingAtLeast', stars: Number(productRating) });
    applied.push({ field: 'productrating', label: 'Product rating', value: `${productRating}+ stars` });
  }
  const vendorRating = text(body.vendorrating);
  if (vendorRating) {
    const stars = Number(vendorRating);
    const ids = await cachedLookup(db, `advanced-vendor-rating\u0000${stars}`, () => db
      .selectFrom('vendors').select('id').where('rating', '>=', String(stars)).orderBy('id').execute().then((rows) => rows.map((row) => row.id)));
    conditions.push({ kind: 'vendors', ids });
    applied.push({ field: 'vendorrating', label: 'Vendor rating', value: `${vendorRating}+ stars` });
  }

  // Dates posted (days in UTC, both ends included)
  const after = parseDay(body.datepostedafter);
  const before = parseDay(body.datepostedbefore);
  if (isDay(after)) {
    conditions.push({ kind: 'posted', from: after });
    applied.push({ field: 'datepostedafter', label: 'Posted after', value: after.toISOString().slice(0, 10) });
  }
  if (isDay(before)) {
    const end = new Date(before.getTime() + DAY_MS);
    conditions.push({ kind: 'posted', to: end });
    applied.push({ field: 'datepostedbefore', label: 'Posted before', value: before.toISOString().slice(0, 10) });
  }

  // Quick filters (§2.10)
  let quickSort: SortKey | undefined;
  if (isOn(body.lasthours)) {
    const since = new Date(now.getTime() - DAY_MS);
    conditions.push({ kind: 'posted', from: since });
    quickSort ??= 'newest';
    applied.push({ field: 'lasthours', label: 'Posted', value: 'Last 24 hours' });
  }
  if (isOn(body.lastdays)) {
    const since = new Date(now.getTime() - 30 * DAY_MS);
    conditions.push({ kind: 'posted', from: since });
    quickSort ??= 'newest';
    applied.push({ field: 'lastdays', label: 'Posted', value: 'Last 30 days' });
  }
  if (isOn(body.bestselling)) {
    quickSort = 'bestsellers';
    applied.push({ field: 'bestselling', label: 'Sorted by', value: 'Best selling' });
  }
  if (isOn(body.mostwishlisted)) {
    quickSort = 'wishlisted';
    applied.push({ field: 'mostwishlisted', label: 'Sorted by', value: 'Most wishlisted' });
  }

  if (errors.length) return { errors };
  if (conditions.length) filter.conditions = conditions;
  const requested = parseSort(body.sort_by);
  const sort: SortKey = requested !== 'default' ? requested : quickSort ?? (keyword ? 'default' : 'newest');
  return { filter, sort, applied, ...(nothing ? { nothing } : {}), ...(proximity ? { proximity } : {}) };
}
