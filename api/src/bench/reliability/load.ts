import autocannon from 'autocannon';
import { engineArgument, openStorage, startApi, writeResult, type ApiProcess, type EngineName } from './api-server.js';
import { advanceSearchPath, categoryListPath, dealsPromotionsPath, featuredProductsPath, landingHomePath, locationCountPath, pathWith, productDetailPath, productListLocationPath, productListPath, productListSearchPath, vendorStorePath } from '@gbx/contract/paths';

/**
 * Battery line "load" (issue 17): 200 connections for 60 s on the listing mix
 * must give 0 errors, 0 timeouts, only 2xx answers, and the API's memory must
 * stay flat (the mean of the first 10 s and of the last 10 s within 10%), after
 * a warm-up that fills the caches the way a day of visitors would.
 *
 * Then the stall probe of finding 4: ten costly advanced searches at once (the
 * whole world as radius, deep offsets) and, while they run, one unrelated
 * product-list; its time with the search gate (services/search-gate.ts) and
 * without it (SEARCH_CONCURRENCY=100), side by side in the same run.
 *
 * `node api/dist/bench/reliability/load.js --engine pglite|postgres`
 * (RELIABILITY_LOAD_SECONDS shortens the measured run while working on it).
 */
const CONNECTIONS = 200;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS) || 60;
const WARM_UP_SECONDS = 15;
const TIMEOUT_SECONDS = 10;
const DEVICE = { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Chrome', latitude: '48.8566', longitude: '2.3522', userdevice: '', userdata: '' };

interface Samples {
  productIds: string[];
  vendorUrls: string[];
  categories: Array<{ id: number; level: number }>;
}

async function postJson(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Products, vendors and categories of the seeded catalogue, read through the API as a visitor would. */
async function samplesOf(api: ApiProcess): Promise<Samples> {
  const items: Array<{ GBXProductID: string; CompanyURL: string }> = [];
  for (const offset of [0, 12, 24, 36]) {
    const page = await postJson(`${api.url}${productListPath}`, { ...DEVICE, sort_by: '', search_data: '', market_segment: '', offset });
    items.push(...((page.json.product_list as typeof items | undefined) ?? []));
  }
  const categories = (await (await fetch(`${api.url}${categoryListPath}`)).json()) as { Category?: Array<{ id: number }> };
  return {
    productIds: [...new Set(items.map((item) => item.GBXProductID))],
    vendorUrls: [...new Set(items.map((item) => item.CompanyURL))].slice(0, 8),
    categories: (categories.Category ?? []).slice(0, 14).map((category) => ({ id: category.id, level: 1 })),
  };
}

/** The listing mix: what visitors' pages ask for, each connection cycling through it. */
function listingMix(samples: Samples): autocannon.Request[] {
  const post = (path: string, body: Record<string, unknown>): autocannon.Request => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEVICE, ...body }),
  });
  const listing = { sort_by: '', search_data: '', market_segment: '', offset: 0 };
  const requests: autocannon.Request[] = [
    post(productListPath, listing),
    post(productListPath, { ...listing, offset: 12, sort_by: 'Low' }),
    post(productListPath, { ...listing, discounted_product: '1', sort_by: 'DiscountedStatus' }),
    post(productListPath, { ...listing, featured_product: '1' }),
    post(productListPath, { ...listing, market_segment: 'B2C' }),
    post(productListSearchPath, { ...listing, search_data: 'premium' }),
    post(productListSearchPath, { ...listing, search_data: 'tractor', offset: 12 }),
    post(productListLocationPath, { ...listing, cityname: 'Paris', name: 'Paris', code: 'FR' }),
    post(landingHomePath, {}),
    post(locationCountPath, {}),
    post(featuredProductsPath, {}),
    { method: 'GET', path: categoryListPath },
    { method: 'GET', path: dealsPromotionsPath },
  ];
  for (const category of samples.categories.slice(0, 4)) requests.push(post(productListPath, { ...listing, catVal: category.level, subcatID: category.id }));
  for (const vendordata of samples.vendorUrls.slice(0, 4)) requests.push(post(vendorStorePath, { ...listing, vendordata }));
  for (const id of samples.productIds.slice(0, 12)) requests.push(post(pathWith(productDetailPath, { gbxproductid: id }), {}));
  return requests;
}

interface LoadFigures {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  p95: number;
  firstMb: number;
  lastMb: number;
}

async function runLoad(api: ApiProcess, requests: autocannon.Request[], seconds: number, connections: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  const memory: number[] = [];
  let non2xx = 0;
  const sampler = setInterval(() => memory.push(api.rssMb()), 1000);
  try {
    const result = await new Promise<autocannon.Result>((done, fail) => {
      const instance = autocannon({ url: api.url, connections, duration: seconds, requests, timeout: TIMEOUT_SECONDS }, (error, finished) => (error ? fail(error) : done(finished)));
      instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
        if (statusCode < 200 || statusCode >= 300) non2xx += 1;
      });
    });
    latencies.sort((a, b) => a - b);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
    return {
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx,
      p95: Math.round(latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN),
      firstMb: mean(memory.slice(0, 10)),
      lastMb: mean(memory.slice(-10)),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Milliseconds of one uncached product-list while ten costly advanced searches run. */
async function stallProbe(api: ApiProcess, round: number): Promise<{ listingMs: number; searchStatuses: number[]; slowestSearchMs: number }> {
  const sent = performance.now();
  const searches = Array.from({ length: 10 }, (_, index) =>
    postJson(`${api.url}${advanceSearchPath}`, {
      ...DEVICE, radiuscity: '1', radiuswithin: '39998', radiusUnit: 'km', keyword: '', limit: 12, offset: 1200 + 12 * (index + 10 * round),
    }).then((answer) => ({ status: answer.status, ms: performance.now() - sent })));
  // Started once the searches are on their way, as a visitor's click would come in among them.
  await new Promise((done) => setTimeout(done, 20));
  const started = performance.now();
  const listing = await postJson(`${api.url}${productListPath}`, { ...DEVICE, sort_by: 'High', search_data: '', market_segment: '', offset: 600 + 12 * round });
  const listingMs = performance.now() - started;
  if (listing.status !== 200) throw new Error(`product-list answered ${listing.status} during the probe`);
  const answers = await Promise.all(searches);
  return { listingMs, searchStatuses: answers.map((answer) => answer.status), slowestSearchMs: Math.max(...answers.map((answer) => answer.ms)) };
}

async function probeWith(engine: EngineName, env: Record<string, string>): Promise<{ medianMs: number; statuses: number[]; allSearchesMs: number }> {
  const storage = await openStorage(engine);
  try {
    const api = await startApi(storage, env);
    try {
      // Five rounds, each with offsets of its own, so nothing comes from the listing cache.
      const times: number[] = [];
      const statuses: number[] = [];
      const lasts: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        const probe = await stallProbe(api, round);
        times.push(probe.listingMs);
        statuses.push(...probe.searchStatuses);
        lasts.push(probe.slowestSearchMs);
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? Number.NaN;
      return { medianMs: median(times), statuses, allSearchesMs: median(lasts) };
    } finally {
      await api.stop();
    }
  } finally {
    storage.dispose();
  }
}

async function main(): Promise<void> {
  const engine = engineArgument();
  const storage = await openStorage(engine);
  let figures: LoadFigures;
  try {
    const api = await startApi(storage);
    try {
      const mix = listingMix(await samplesOf(api));
      await runLoad(api, mix, WARM_UP_SECONDS, 50);
      figures = await runLoad(api, mix, SECONDS, CONNECTIONS);
    } finally {
      await api.stop();
    }
  } finally {
    storage.dispose();
  }

  // The catalogue of npm start (5,000 products), where finding 4 was measured.
  const gated = await probeWith(engine, { SEED_PRODUCTS: '5000' });
  const ungated = await probeWith(engine, { SEED_PRODUCTS: '5000', SEARCH_CONCURRENCY: '100' });

  const growth = figures.lastMb / figures.firstMb - 1;
  const flat = Math.abs(growth) <= 0.1;
  const ok = figures.errors === 0 && figures.timeouts === 0 && figures.non2xx === 0 && flat;
  const probeLine = `finding 4: a product-list among 10 costly advanced searches took ${gated.medianMs.toFixed(0)} ms with the search gate, ${ungated.medianMs.toFixed(0)} ms without (median of 5, same run; ratio ${(ungated.medianMs / gated.medianMs).toFixed(1)})`;
  writeResult(`load-${engine}`, {
    name: 'load',
    engine,
    ok,
    summary:
      `${CONNECTIONS} connections for ${SECONDS} s on the listing mix: ${figures.requests.toLocaleString('en')} requests, ` +
      `${figures.errors} errors, ${figures.timeouts} timeouts, ${figures.non2xx} non-2xx, p95 ${figures.p95} ms; ` +
      `API memory ${figures.firstMb.toFixed(0)} MB in the first 10 s, ${figures.lastMb.toFixed(0)} MB in the last 10 s (${(growth * 100).toFixed(1)}%)`,
    details: [
      `warm-up: ${WARM_UP_SECONDS} s at 50 connections first (caches filled), request timeout ${TIMEOUT_SECONDS} s`,
      probeLine,
      `the ten searches were all answered in ${gated.allSearchesMs.toFixed(0)} ms with the gate, ${ungated.allSearchesMs.toFixed(0)} ms without (median): ` +
        'the gate bounds what a burst of slow searches costs everybody else; where searches are this fast there is little to bound',
      `search answers during the probes: ${countBy(gated.statuses)} with the gate, ${countBy(ungated.statuses)} without`,
    ],
  });
}

function countBy(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} x ${status}`).join(', ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
