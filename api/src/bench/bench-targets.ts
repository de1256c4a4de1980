import pg from 'pg';
import { MARKET_SEGMENTS } from '@gbx/contract/rules';
import { gbxProductId } from '../seed/generate-catalogue.js';
import { Random } from '../seed/prng.js';
import { advanceSearchClickPath, advanceSearchPath, dealsPromotionsPath, landingHomePath, locationCountPath, marketSegmentsPath, pathWith, productDetailPath, productListLocationPath, productListPath, productListSearchPath, vendorListLocationPath, vendorStorePath } from '@gbx/contract/paths';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** listing: the p95 goal is 50 ms; count: 10 ms; baseline: the plain Fastify reference. */
export type TargetKind = 'listing' | 'count' | 'baseline';

export interface BenchTarget {
  name: string;
  kind: TargetKind;
  /** The baseline whose document has this call's size class. */
  baseline: 'baseline-list' | 'baseline-count';
  /** Sent in turn by every connection, so that the run is not one cached request. */
  requests: BenchRequest[];
  /** The baseline server, or the API process without the listing cache; default: the API as configured. */
  server?: 'baseline' | 'nocache' | 'noindex';
  /**
   * How requests are drawn: 'cycle' (default) sends the set in turn; 'long-tail' draws from a large
   * pool with zipfian popularity (zipf.ts), so that most requests are not the ones sent a moment ago.
   */
  draw?: 'cycle' | 'long-tail';
}

export interface BenchSamples {
  products: number;
  vendorUrls: string[];
  /** [category id, level] pairs with products. */
  categories: Array<[number, 1 | 2 | 3 | 4]>;
  /** Every category with products, for the long-tail mixes. */
  allCategories: Array<[number, 1 | 2 | 3 | 4]>;
  /** The search vocabulary (search_words), for the long-tail mixes. */
  words: string[];
}

/** Buyers in a few market cities, so prices come in several currencies. */
const DEVICES: Array<[string, string]> = [
  ['19.0760', '72.8777'], ['48.8566', '2.3522'], ['40.7128', '-74.0060'], ['35.6762', '139.6503'], ['-23.5505', '-46.6333'], ['6.5244', '3.3792'],
];

const KEYWORDS = ['tractor', 'premium', 'oak', 'sculpture', 'hotel', 'tyres', 'apex', 'microscope', 'tractrs', 'fishing boats', 'villa', 'paints', 'solara compact', 'lab safety'];

const PLACES: Array<Record<string, string>> = [
  { cityname: 'Mumbai', name: 'Mumbai', code: 'IN' },
  { cityname: 'Paris', name: 'Paris', code: 'FR' },
  { cityname: 'New York', name: 'New York', code: 'US' },
  { statename: 'Mahārāshtra', name: 'Mahārāshtra', code: 'IN' },
  { statename: 'California', name: 'California', code: 'US' },
  { countryname: 'India', name: 'India', code: 'IN' },
  { countryname: 'United States', name: 'United States', code: 'US' },
  { countryname: 'Germany', name: 'Germany', code: 'DE' },
  { postalname: '400001', name: '400001', code: 'IN' },
  { postalname: '75001', name: '75001', code: 'FR' },
];

function device(index: number): Record<string, string> {
  const [latitude, longitude] = DEVICES[index % DEVICES.length] as [string, string];
  return { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Chrome', latitude, longitude, userdevice: '', userdata: '' };
}

const post = (path: string, body: object): BenchRequest => ({
  method: 'POST', path, body: JSON.stringify(body), headers: { 'content-type': 'application/json' },
});

/** Every call of the benchmark with a varied set of requests each (deterministic). */
export function benchTargets(samples: BenchSamples): BenchTarget[] {
  const random = new Random(2024);
  const listQuery = (i: number, extra: object) => ({ ...device(i), sort_by: '', search_data: '', market_segment: '', offset: 0, catVal: '', subcatID: '', ...extra });

  const productList: BenchRequest[] = [];
  const sorts = ['', 'Low', 'High', 'A', 'Z', 'View', 'Bestsellers'];
  const segments = ['', 'B2B', 'C2C'];
  let i = 0;
  for (const sort_by of sorts) {
    for (const market_segment of segments) {
      productList.push(post(productListPath, listQuery(i++, { sort_by, market_segment, offset: random.pick([0, 0, 12, 120]) })));
    }
  }
  productList.push(post(productListPath, listQuery(i++, { discounted_product: 1, sort_by: 'DiscountedStatus' })));
  productList.push(post(productListPath, listQuery(i++, { featured_product: 1 })));
  for (const [id, level] of samples.categories.slice(0, 8)) {
    productList.push(post(productListPath, listQuery(i++, { catVal: level, subcatID: id, sort_by: random.pick(sorts) })));
  }

  const search = KEYWORDS.flatMap((keyword, k) => [
    post(productListSearchPath, listQuery(k, { search_data: keyword })),
    post(productListSearchPath, listQuery(k + 1, { search_data: keyword, sort_by: random.pick(['Low', 'High', 'View']), offset: 12 })),
  ]);

  const location = PLACES.flatMap((place, p) => [
    post(productListLocationPath, listQuery(p, { ...place })),
    post(productListLocationPath, listQuery(p + 1, { ...place, sort_by: random.pick(['Low', 'A', 'View']), market_segment: random.pick(['', 'B2C']) })),
    post(productListLocationPath, listQuery(p + 2, { ...place, offset: 12 })),
  ]);

  const vendors = PLACES.flatMap((place, p) => [
    post(vendorListLocationPath, listQuery(p, { ...place, condition: '' })),
    post(vendorListLocationPath, listQuery(p + 1, { ...place, sort_by: random.pick(['A', 'Z']), offset: random.pick([0, 12]) })),
    post(vendorListLocationPath, listQuery(p + 2, { ...place, search_data: random.pick(['apex', 'trading', 'boats']), market_segment: random.pick(['', 'B2B']) })),
  ]);

  const store = samples.vendorUrls.slice(0, 30).map((vendordata, v) =>
    post(vendorStorePath, listQuery(v, { vendordata, sort_by: random.pick(['', 'Low', 'A']), search_data: v % 5 === 4 ? 'premium' : '' })),
  );

  const empty = {
    keyword: '', city: '', citydata: '', vendor: '', productid: '', radiuscity: '', radiuspostalcode: '', radiusUnit: 'km', radiuswithin: '',
    category: '', subcategoryone: '', subcategorytwo: '', subcategorythree: '', marketsegments: [], newproduct: 0, usedproduct: 0,
    refurbishedproduct: 0, genuineproduct: 0, replicaproduct: 0, volumediscount: 0, age: '', shippingrequired: 0, pickupavailable: 0,
    productdownload: 0, productscountry: '', pricingmin: '', pricingmax: '', productrating: '', vendorrating: '', datepostedafter: '',
    datepostedbefore: '', limit: 12, offset: 0,
  };
  const [top] = samples.categories.find(([, level]) => level === 1) ?? [1];
  const [leaf] = samples.categories.find(([, level]) => level === 4) ?? [1];
  const forms: object[] = [
    { keyword: 'tractor' },
    { keyword: 'premium', city: 'Mumbai, Mahārāshtra, India' },
    { city: 'Paris, Île-de-France, France', radiuscity: 1, radiuswithin: '300', radiusUnit: 'km' },
    { citydata: '400001', radiuspostalcode: 1, radiuswithin: '200', radiusUnit: 'miles', marketsegments: ['B2B', 'B2C'] },
    { category: top, pricingmin: '100', pricingmax: '500' },
    { subcategorythree: leaf, newproduct: 1, genuineproduct: 1 },
    { productscountry: 'DE', volumediscount: 1, productrating: 4 },
    { vendor: 'Apex Trading', shippingrequired: 1 },
    { productid: gbxProductId(1 + Math.floor(samples.products / 2)) },
    { keyword: 'oak', datepostedafter: '2025-01-01', vendorrating: 4 },
    { marketsegments: ['G2G'], pickupavailable: 1, age: '18' },
    { keyword: 'boats', productscountry: 'United States', pricingmax: '20000' },
  ];
  const advanced = forms.map((form, f) => post(advanceSearchPath, { ...device(f), ...empty, ...form }));
  const click = (['lasthours', 'lastdays', 'bestselling', 'mostwishlisted'] as const).flatMap((flag, q) => [
    post(advanceSearchClickPath, { ...device(q), [flag]: 1, clicksearch: 1, limit: 12, offset: 0 }),
    post(advanceSearchClickPath, { ...device(q + 1), [flag]: 1, clicksearch: 1, limit: 12, offset: 12 }),
  ]);

  const detail = Array.from({ length: 200 }, (_, d) => post(pathWith(productDetailPath, { gbxproductid: gbxProductId(random.int(1, samples.products)) }), device(d)));

  const deviceCalls = (path: string) => DEVICES.map((_, d) => post(path, device(d)));

  // Long tails: every sort, segment and page 1-10 of the whole catalogue, every category's pages 1-5 in every
  // sort; every search word's pages 1-5 in every sort, and pairs of words.
  const listTail: BenchRequest[] = [];
  for (const sort_by of sorts) {
    for (const market_segment of ['', ...MARKET_SEGMENTS]) {
      for (let page = 0; page < 10; page++) listTail.push(post(productListPath, listQuery(listTail.length, { sort_by, market_segment, offset: page * 12 })));
    }
    for (const [id, level] of samples.allCategories) {
      for (let page = 0; page < 5; page++) listTail.push(post(productListPath, listQuery(listTail.length, { sort_by, catVal: level, subcatID: id, offset: page * 12 })));
    }
  }
  const searchTail: BenchRequest[] = [];
  const words = samples.words.length ? samples.words : KEYWORDS;
  for (const sort_by of sorts) {
    for (const search_data of words) {
      for (let page = 0; page < 5; page++) searchTail.push(post(productListSearchPath, listQuery(searchTail.length, { sort_by, search_data, offset: page * 12 })));
    }
  }
  for (let pair = 0; pair < 3000; pair++) {
    const search_data = `${random.pick(words)} ${random.pick(words)}`;
    searchTail.push(post(productListSearchPath, listQuery(searchTail.length, { search_data, sort_by: random.pick(['', '', 'Low', 'High']), offset: random.pick([0, 0, 12]) })));
  }

  return [
    { name: 'baseline-list', kind: 'baseline', baseline: 'baseline-list', server: 'baseline', requests: [{ method: 'POST', path: '/baseline/list' }] },
    { name: 'baseline-count', kind: 'baseline', baseline: 'baseline-count', server: 'baseline', requests: [{ method: 'POST', path: '/baseline/count' }] },
    { name: 'product-list', kind: 'listing', baseline: 'baseline-list', requests: productList },
    { name: 'product-list-search', kind: 'listing', baseline: 'baseline-list', requests: search },
    { name: 'product-list-location', kind: 'listing', baseline: 'baseline-list', requests: location },
    { name: 'vendor-list-location', kind: 'listing', baseline: 'baseline-list', requests: vendors },
    { name: 'vendor-store', kind: 'listing', baseline: 'baseline-list', requests: store },
    { name: 'advance-search', kind: 'listing', baseline: 'baseline-list', requests: advanced },
    { name: 'advance-search-click', kind: 'listing', baseline: 'baseline-list', requests: click },
    { name: 'product-detail', kind: 'listing', baseline: 'baseline-list', requests: detail },
    { name: 'product-list long tail', kind: 'listing', baseline: 'baseline-list', requests: listTail, draw: 'long-tail' },
    { name: 'product-list-search long tail', kind: 'listing', baseline: 'baseline-list', requests: searchTail, draw: 'long-tail' },
    { name: 'location-count', kind: 'count', baseline: 'baseline-count', requests: deviceCalls(locationCountPath) },
    { name: 'landing-home', kind: 'count', baseline: 'baseline-count', requests: deviceCalls(landingHomePath) },
    { name: 'deals-promotions', kind: 'count', baseline: 'baseline-count', requests: [{ method: 'GET', path: dealsPromotionsPath }] },
    { name: 'market-sagment', kind: 'count', baseline: 'baseline-count', requests: [{ method: 'GET', path: marketSegmentsPath }] },
  ];
}

/** The samples the targets draw on, read from the benchmark's seeded database. */
export async function samplesFrom(databaseUrl: string, products: number): Promise<BenchSamples> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const vendors = await client.query<{ company_url: string }>('select company_url from vendors where id % 97 = 0 order by id limit 30');
    const categories = await client.query<{ id: number; level: number }>('select id, level from categories where product_count > 0 order by level, id');
    const words = await client.query<{ word: string }>('select word from search_words order by word');
    const pairs = categories.rows.map((row): [number, 1 | 2 | 3 | 4] => [row.id, row.level as 1 | 2 | 3 | 4]);
    return {
      products,
      vendorUrls: vendors.rows.map((row) => row.company_url),
      // The fixed sets keep their sample of every seventh category (as before the long tails).
      categories: pairs.filter(([id]) => id % 7 === 0).slice(0, 12),
      allCategories: pairs,
      words: words.rows.map((row) => row.word),
    };
  } finally {
    await client.end();
  }
}
