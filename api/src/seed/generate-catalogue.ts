import type { CopyValue } from '../db/copy-format.js';
import { Random, deriveSeed } from './prng.js';
import {
  ADJECTIVES, BRANDS, BUSINESS_TYPES, COLOURS, COMPANY_SUFFIXES, COMPANY_WORDS, MATERIALS, SEGMENT_WEIGHTS, SIZES, TYPES,
  USD_PRICE_RANGE,
} from './vocabulary.js';

/** A market city as the generator needs it. */
export interface MarketCity {
  id: number;
  name: string;
  stateId: number;
  country: string;
  postalCode: string;
  currency: string;
  population: number;
}

/** A category with its ancestors: ids and names from level 1 down to itself. */
export interface CategoryPath {
  ids: number[];
  names: string[];
}

export interface VendorSeed {
  id: number;
  name: string;
  url: string;
  city: MarketCity;
  mainProducts: string;
}

export const VENDOR_COLUMNS = [
  'id', 'company_name', 'company_url', 'city_id', 'state_id', 'country', 'postal_code', 'currency', 'business_type',
  'main_products', 'company_image', 'rating', 'rating_count', 'created_at',
] as const;

export const PRODUCT_COLUMNS = [
  'id', 'gbx_product_id', 'vendor_id', 'title', 'description', 'additional_info', 'terms', 'keywords',
  'cat1_id', 'cat2_id', 'cat3_id', 'cat4_id', 'segment', 'currency', 'price', 'price_usd',
  'band1_qty', 'band1_price', 'band2_qty', 'band2_price', 'min_qty', 'discount_percent', 'featured', 'stock_qty',
  'sold_worldwide', 'available_countries', 'colours', 'sizes', 'types', 'sku', 'oem', 'condition', 'genuine',
  'age_limit', 'warranty_months', 'customization', 'sample_price', 'lead_days', 'requires_shipping',
  'pickup_available', 'rating', 'rating_count', 'views', 'wishlist_count', 'sales_count', 'image_count',
  'city_id', 'state_id', 'country', 'postal_code', 'posted_at',
] as const;

const DAY_MS = 86_400_000;

/**
 * One vendor per market city, then one per 40 products spread by population.
 * The spread is what makes a big country's vendors run past a page of 12
 * (§2.11's pager): with only the one per city, no country of a few thousand
 * products had more than 9.
 */
export function vendorCountFor(products: number, marketCities: number): number {
  return marketCities + Math.ceil(products / 40);
}

export function gbxProductId(id: number): string {
  return `GBX${String(id).padStart(8, '0')}`;
}

function slug(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Vendors spread over the market cities, bigger cities getting more. */
export function generateVendors(seed: number, count: number, cities: readonly MarketCity[], categories: readonly CategoryPath[], now: Date): {
  vendors: VendorSeed[];
  rows: CopyValue[][];
} {
  const random = new Random(deriveSeed(seed, 'vendors'));
  const weights = cities.map((city) => Math.sqrt(Math.max(city.population, 10_000)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const pickCity = (): MarketCity => {
    let roll = random.next() * total;
    for (let i = 0; i < cities.length; i++) {
      roll -= weights[i] ?? 0;
      if (roll <= 0) return cities[i] as MarketCity;
    }
    return cities[cities.length - 1] as MarketCity;
  };
  const tops = [...new Set(categories.map((path) => path.names[0] ?? ''))];
  const vendors: VendorSeed[] = [];
  const rows: CopyValue[][] = [];
  for (let id = 1; id <= count; id++) {
    // The first vendors go one per market city, so every market city has one.
    const city = id <= cities.length ? (cities[id - 1] as MarketCity) : pickCity();
    const name = `${random.pick(BRANDS)} ${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)}`;
    const url = `${slug(name)}-${id}`;
    const mainProducts = random.sample(tops, 2).slice(0, 3).join(', ') || random.pick(tops);
    const memberSince = new Date(Date.UTC(2015, 0, 1) + random.int(0, 9 * 365) * DAY_MS);
    vendors.push({ id, name, url, city, mainProducts });
    rows.push([
      id, name, url, city.id, city.stateId, city.country, city.postalCode, city.currency, random.pick(BUSINESS_TYPES),
      mainProducts, random.chance(0.7) ? `${url}.svg` : null, (random.int(25, 50) / 10).toFixed(1), random.int(0, 800),
      memberSince < now ? memberSince : now,
    ]);
  }
  return { vendors, rows };
}

function pickSegment(random: Random): string {
  const total = SEGMENT_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [segment, weight] of SEGMENT_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return segment;
  }
  return 'B2C';
}

export interface ProductContext {
  seed: number;
  vendors: readonly VendorSeed[];
  categories: readonly CategoryPath[];
  /** Units of each currency per US dollar. */
  rates: ReadonlyMap<string, number>;
  marketCountries: readonly string[];
  now: Date;
}

/**
 * The products, one COPY row each, generated lazily so a million never sit in
 * memory. Every product gets its own PRNG seeded from its id: product N is the
 * same whatever the total, so a bigger catalogue extends a smaller one.
 */
export function* generateProducts(context: ProductContext, count: number, firstId = 1): Generator<CopyValue[]> {
  const { vendors, categories, rates, marketCountries, now } = context;
  for (let id = firstId; id < firstId + count; id++) {
    const random = new Random(deriveSeed(context.seed, `product-${id}`));
    const vendor = random.pick(vendors);
    // Most products sit at level 4; some stop at level 3 or 2 (§2.9: "the deepest level the product has").
    const leaf = random.pick(categories);
    const depth = random.chance(0.8) ? 4 : random.chance(0.75) ? 3 : 2;
    const ids = leaf.ids.slice(0, depth);
    const names = leaf.names.slice(0, depth);
    const top = names[0] ?? '';
    const subject = names[2] ?? names[1] ?? top;
    const brand = random.pick(BRANDS);
    const adjective = random.pick(ADJECTIVES);
    const model = `${brand.slice(0, 2).toUpperCase()}-${random.int(100, 999)}`;
    const title = `${brand} ${adjective} ${subject} ${model}`;
    const material = random.pick(MATERIALS);
    const description =
      `The ${brand} ${subject} ${model} is a ${adjective.toLowerCase()} choice in ${names.join(' / ')}. ` +
      `Made with ${material} and sold by ${vendor.name} from ${vendor.city.name}. ` +
      `Backed by the vendor's support and shipped with care.`;
    const additionalInfo = `<ul><li>Material: ${material}</li><li>Model: ${model}</li><li>Origin: ${vendor.city.name}, ${vendor.city.country}</li></ul>`;
    const terms = `Returns accepted within ${random.pick([7, 14, 30])} days in original condition. Prices include all sales taxes except cross-border duties.`;
    const keywords = `${vendor.name} ${names.join(' ')}`;

    const [low, high] = USD_PRICE_RANGE[top] ?? [5, 500];
    // Log-uniform: cheap items are common, expensive ones rare, across the whole range.
    const usd = round2(Math.exp(Math.log(low) + random.next() * (Math.log(high) - Math.log(low))));
    const rate = rates.get(vendor.city.currency) ?? 1;
    const price = round2(usd * rate);
    const priceUsd = round2(price / rate);
    const volume = random.chance(0.4);
    const band1Qty = volume ? random.int(5, 50) : null;
    const band2Qty = band1Qty === null ? null : band1Qty * random.int(3, 10);
    const minQty = random.chance(0.25) ? random.int(1, 20) : 0;
    const discount = random.chance(0.25) ? random.int(1, 12) * 5 : 0;
    const worldwide = random.chance(0.7);
    const availableCountries = worldwide ? [] : [...new Set([vendor.city.country, ...random.sample(marketCountries, random.int(0, 5))])];
    const postedAt = new Date(now.getTime() - Math.floor(random.next() * 730 * DAY_MS));

    yield [
      id, gbxProductId(id), vendor.id, title, description, additionalInfo, terms, keywords,
      ids[0], ids[1] ?? null, ids[2] ?? null, ids[3] ?? null, pickSegment(random), vendor.city.currency, price, priceUsd,
      band1Qty, band1Qty === null ? null : round2(price * 0.95), band2Qty, band2Qty === null ? null : round2(price * 0.9),
      minQty, discount, random.chance(0.03), random.chance(0.08) ? 0 : random.int(1, 500),
      worldwide, availableCountries,
      random.chance(0.5) ? random.sample(COLOURS, 3) : [],
      random.chance(0.35) ? random.sample(SIZES, 4) : [],
      random.chance(0.3) ? random.sample(TYPES, 2) : [],
      `${vendor.url.slice(0, 4).toUpperCase()}-${String(id).padStart(6, '0')}`,
      `OEM${random.int(100000, 999999)}`,
      random.chance(0.8) ? 'New' : random.chance(0.6) ? 'Used' : 'Refurbished',
      random.chance(0.95),
      random.chance(0.05) ? random.pick([18, 21]) : 0,
      random.chance(0.4) ? random.pick([6, 12, 24, 36]) : 0,
      random.chance(0.15),
      minQty > 0 && random.chance(0.5) ? round2(price * 0.5) : null,
      random.chance(0.2) ? random.int(2, 45) : null,
      random.chance(0.85),
      random.chance(0.35),
      (random.int(10, 50) / 10).toFixed(1), random.int(0, 500),
      random.skewed(50_000), random.skewed(2_000), random.skewed(5_000),
      random.int(1, 4),
      vendor.city.id, vendor.city.stateId, vendor.city.country, vendor.city.postalCode, postedAt,
    ];
  }
}
