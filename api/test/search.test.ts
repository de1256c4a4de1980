import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../src/lib/geo.js';
import { ENGINES, device, openTestApp, post, type TestApp } from './test-app.js';

interface Item {
  product_id: number;
  GBXProductID: string;
  ProductTitle: string;
  ProductCity: string;
  ProductProvinceState: string;
  ProductCountry: string;
  ProductPostalCode: string;
  CompanyURL: string;
  VendorInfo: string;
  USPrice: number;
  ProductCountPagi?: number;
  Distance?: number;
  DistanceUnit?: string;
}

interface Vendor {
  CompanyURL: string;
  VendorInfo: string;
  VendorProductCount: number;
  MainProducts: string;
  BusinessType: string;
  CompanyImage: string;
  Image_path: string;
  VandorCity: string;
  VandorPostalCode: string;
  Country: string;
  CityVendorCount: number;
  ProductCountPagi?: number;
}

const LOCATION = '/api/product-search/product-list-location';
const VENDORS = '/api/vendor-search/vendor-list-location';
const STORE = '/api/product-search/vendor-store';
const ADVANCED = '/api/advance-search/advance-search';
const CLICK = '/api/advance-search/advance-search-click';
const listQuery = (extra: Record<string, unknown> = {}) => ({ ...device(), sort_by: '', search_data: '', market_segment: '', offset: 0, ...extra });

describe.each(ENGINES)('places, vendors, vendor stores and advanced search on %s', (engine) => {
  let t: TestApp;
  let paris: { id: number; state_id: number };
  beforeAll(async () => {
    t = await openTestApp(engine);
    paris = await t.database.db.selectFrom('cities').select(['id', 'state_id']).where('name', '=', 'Paris').where('is_market', '=', true).executeTakeFirstOrThrow();
  });
  afterAll(async () => t?.close());

  const count = async (build: (q: ReturnType<typeof t.database.db.selectFrom<'products'>>) => ReturnType<typeof t.database.db.selectFrom<'products'>>) =>
    Number((await build(t.database.db.selectFrom('products')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);

  const call = async (url: string, body: Record<string, unknown>) => {
    const response = await post(t.app, url, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { status: string; product_list: Item[]; product_count: number; msg?: string; place?: unknown; filters?: Array<{ field: string; value: string }> };
  };

  describe('product-list-location', () => {
    it('lists the products of a city, state, country or postal code with their precomputed totals', async () => {
      const city = await call(LOCATION, listQuery({ cityname: 'Paris', name: 'Paris', code: 'FR' }));
      expect(city.status).toBe('1');
      expect(city.product_count).toBe(await count((q) => q.where('city_id', '=', paris.id)));
      expect(city.product_count).toBeGreaterThan(12);
      expect(city.product_list).toHaveLength(12);
      expect(city.product_list.every((item) => item.ProductCity === 'Paris')).toBe(true);
      expect(city.product_list[0]?.ProductCountPagi).toBe(city.product_count);
      expect(city.place).toEqual({ type: 'city', name: 'Paris', code: 'FR' });

      const state = await call(LOCATION, listQuery({ statename: 'Île-de-France', name: 'Île-de-France', code: 'FR' }));
      expect(state.product_count).toBe(await count((q) => q.where('state_id', '=', paris.state_id)));
      expect(state.product_list.every((item) => item.ProductProvinceState === 'Île-de-France')).toBe(true);

      const country = await call(LOCATION, listQuery({ countryname: 'United States', name: 'United States', code: 'US' }));
      expect(country.product_count).toBe(await count((q) => q.where('country', '=', 'US')));
      expect(country.product_list.every((item) => item.ProductCountry === 'US')).toBe(true);
      // The US flag row sends the country's name and code only (§2.1).
      const byName = await call(LOCATION, listQuery({ name: 'United States', code: 'US' }));
      expect(byName.product_count).toBe(country.product_count);

      const postal = await call(LOCATION, listQuery({ postalname: '400001', name: '400001', code: 'IN' }));
      expect(postal.product_count).toBe(await count((q) => q.where('country', '=', 'IN').where('postal_code', '=', '400001')));
      expect(postal.product_list.every((item) => item.ProductPostalCode === '400001')).toBe(true);

      // A shared or typed /product-result/400001 sends the name alone: it is the postal code of a city, found without its country too.
      const bare = await call(LOCATION, listQuery({ name: '400001' }));
      expect(bare.product_count).toBe(postal.product_count);
      expect(bare.place).toEqual({ type: 'postal', name: '400001', code: 'IN' });
      expect(await call(LOCATION, listQuery({ name: '400001', code: 'IN' }))).toMatchObject({ product_count: postal.product_count });
      const vendorsThere = await call(VENDORS, listQuery({ postalname: '400001', name: '400001', code: 'IN', condition: 'postal' }));
      expect(await call(VENDORS, listQuery({ name: '400001' }))).toMatchObject({ product_count: vendorsThere.product_count });
      // A name with a digit that no city has as its postal code is still tried as a place name, and is unknown.
      expect(await call(LOCATION, listQuery({ name: '99999999' }))).toMatchObject({ product_count: 0, place: null });
    });

    it('combines a place with segment, keyword, category and sort', async () => {
      const b2c = await call(LOCATION, listQuery({ cityname: 'Paris', name: 'Paris', code: 'FR', market_segment: 'B2C' }));
      expect(b2c.product_count).toBe(await count((q) => q.where('city_id', '=', paris.id).where('segment', '=', 'B2C')));
      const low = await call(LOCATION, listQuery({ countryname: 'India', name: 'India', code: 'IN', sort_by: 'Low' }));
      for (let i = 1; i < low.product_list.length; i++) expect(low.product_list[i - 1]!.USPrice).toBeLessThanOrEqual(low.product_list[i]!.USPrice);
      const keyword = await call(LOCATION, listQuery({ countryname: 'India', name: 'India', code: 'IN', search_data: 'premium' }));
      expect(keyword.product_count).toBeGreaterThan(0);
      expect(keyword.product_count).toBeLessThan(low.product_count);
      expect(keyword.product_list.every((item) => item.ProductCountry === 'IN')).toBe(true);
      const top = await t.database.db.selectFrom('categories').select('id').where('level', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      const category = await call(LOCATION, listQuery({ countryname: 'India', name: 'India', code: 'IN', catVal: 1, subcatID: top.id }));
      expect(category.product_count).toBe(await count((q) => q.where('country', '=', 'IN').where('cat1_id', '=', top.id)));
    });

    it('answers an empty list for a place it does not know', async () => {
      const unknown = await call(LOCATION, listQuery({ cityname: 'Atlantis', name: 'Atlantis', code: 'FR' }));
      expect(unknown).toMatchObject({ status: '1', product_list: [], product_count: 0 });
      expect(unknown.msg).toMatch(/Atlantis/);
    });
  });

  describe('category counts of a listing (category-list and subcategory-list with its fields)', () => {
    type Top = { id: number; category_name: string; Count: number };
    const tops = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/commen/category-list?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { Category: Top[] }).Category;
    };

    it('counts what choosing each category shows on that listing, at every level', async () => {
      const place = { cityname: 'Paris', name: 'Paris', code: 'FR', market_segment: 'B2C' };
      const listing = await call(LOCATION, listQuery(place));
      const scoped = await tops(new URLSearchParams(place).toString());
      expect(scoped.length).toBeGreaterThan(0);
      expect(scoped.every((top) => top.Count > 0)).toBe(true);
      // Every product is in one top category: the counts add up to the listing's total.
      expect(scoped.reduce((sum, top) => sum + top.Count, 0)).toBe(listing.product_count);
      for (const top of scoped) {
        expect((await call(LOCATION, listQuery({ ...place, catVal: 1, subcatID: top.id }))).product_count, top.category_name).toBe(top.Count);
      }
      const biggest = [...scoped].sort((a, b) => b.Count - a.Count)[0]!;
      const children = await post(t.app, '/api/commen/subcategory-list', { catVal: 1, subcatID: biggest.id, ...place });
      const level2 = children.body.Category as Array<{ id: number; subcat1_name: string; subcatOneCount: number }>;
      expect(level2.reduce((sum, child) => sum + child.subcatOneCount, 0)).toBe(biggest.Count);
      for (const child of level2) {
        expect((await call(LOCATION, listQuery({ ...place, catVal: 2, subcatID: child.id }))).product_count).toBe(child.subcatOneCount);
      }
      // The listing names its category filter by its path, top first (after a reload too: it is in the answer).
      const filtered = await post(t.app, LOCATION, listQuery({ ...place, catVal: 2, subcatID: level2[0]!.id }));
      expect(filtered.body.category_path).toEqual([
        { level: 1, id: biggest.id, name: biggest.category_name },
        { level: 2, id: level2[0]!.id, name: level2[0]!.subcat1_name },
      ]);
      expect((await post(t.app, LOCATION, listQuery(place))).body.category_path).toBeUndefined();
    });

    it('counts the deals and a corrected keyword as their listings do; the whole marketplace without fields', async () => {
      const deals = await tops('discounted_product=1');
      const site = await tops('');
      expect(site).toHaveLength(14);
      expect(deals.length).toBeGreaterThan(0);
      const shown = deals[0]!;
      expect(shown.Count).toBeLessThan(site.find((top) => top.id === shown.id)!.Count);
      const inDeals = await call('/api/marketplace/product-list', listQuery({ discounted_product: 1, catVal: 1, subcatID: shown.id }));
      expect(inDeals.product_count).toBe(shown.Count);

      const typo = await tops('search_data=sculptre');
      const exact = await tops('search_data=sculpture');
      expect(typo).toEqual(exact);
      const first = exact[0]!;
      expect((await call('/api/marketplace/product-list-search', listQuery({ search_data: 'sculptre', catVal: 1, subcatID: first.id }))).product_count).toBe(first.Count);
    });

    it('lists nothing for a place nobody knows, and refuses a bad field with a 400', async () => {
      expect(await tops('cityname=Atlantis&name=Atlantis&code=FR')).toEqual([]);
      const bad = await t.app.inject({ method: 'GET', url: '/api/commen/category-list?market_segment=XYZ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ status: '0' });
    });
  });

  describe('vendor-list-location', () => {
    const vendors = async (extra: Record<string, unknown>) => (await call(VENDORS, listQuery(extra))) as unknown as { status: string; product_count: number; product_list: Vendor[] };

    it('lists the vendors of a place with the card fields, totals from the precomputed counts', async () => {
      const page = await vendors({ cityname: 'Paris', name: 'Paris', code: 'FR', condition: 'city' });
      const expected = Number((await t.database.db.selectFrom('vendors').select(sql<number>`count(*)::int`.as('n')).where('city_id', '=', paris.id).executeTakeFirstOrThrow()).n);
      expect(page.product_count).toBe(expected);
      expect(page.product_list.length).toBe(Math.min(12, expected));
      const first = page.product_list[0]!;
      for (const field of ['CompanyURL', 'VendorInfo', 'MainProducts', 'BusinessType', 'CompanyImage', 'Image_path', 'VandorCity', 'VandorProvinceState',
        'VandorPostalCode', 'VendorCountryName', 'CountryVendorName', 'Country', 'VandorDate', 'VendorProductCount', 'VandorCountry', 'USFlag', 'UserCountry',
        'Icon_path', 'UserCountryName', 'UserCountryCode', 'CityProductCount', 'CityVendorCount', 'PostalCodeProductCount', 'CountryVendorCount']) {
        expect(first, field).toHaveProperty(field);
      }
      expect(first.ProductCountPagi).toBe(expected);
      expect(first.CityVendorCount).toBe(expected);
      expect(page.product_list.every((vendor) => vendor.VandorCity === 'Paris')).toBe(true);
      // Reset order: most products first.
      const counts = page.product_list.map((vendor) => vendor.VendorProductCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      // condition names the kind of place when only `name` is sent.
      const byCondition = await vendors({ name: 'Paris', code: 'FR', condition: 'city' });
      expect(byCondition.product_count).toBe(expected);
    });

    it('sorts by name A-Z and Z-A, filters by keyword and segment, pages by offset', async () => {
      // Sorts and pages over every vendor (the test catalogue has one per market city and one per 40 products).
      const az = await vendors({ sort_by: 'A' });
      const names = az.product_list.map((vendor) => vendor.VendorInfo);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const za = await vendors({ sort_by: 'Z' });
      const znames = za.product_list.map((vendor) => vendor.VendorInfo);
      expect(znames).toEqual([...znames].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const second = await vendors({ sort_by: 'A', offset: 12 });
      expect(second.product_list).toHaveLength(12);
      expect((second.product_list[0]?.VendorInfo ?? '') >= (names[11] ?? '')).toBe(true);
      expect(second.product_list.map((v) => v.CompanyURL)).not.toContain(az.product_list[11]?.CompanyURL);

      const country = { countryname: 'India', name: 'India', code: 'IN' };
      const inIndia = await t.database.db.selectFrom('vendors').select('company_name').where('country', '=', 'IN').orderBy('id').executeTakeFirstOrThrow();
      const word = inIndia.company_name.split(' ')[0] ?? '';
      const keyword = await vendors({ ...country, search_data: word.toLowerCase() });
      expect(keyword.product_count).toBeGreaterThan(0);
      expect(keyword.product_list.every((vendor) => `${vendor.VendorInfo} ${vendor.MainProducts} ${vendor.BusinessType}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
      const exact = Number((await t.database.db.selectFrom('vendors').select(sql<number>`count(*)::int`.as('n')).where('country', '=', 'IN')
        .where(sql<boolean>`(company_name || ' ' || main_products || ' ' || business_type) ilike ${`%${word}%`}`).executeTakeFirstOrThrow()).n);
      expect(keyword.product_count).toBe(exact);

      const segment = await vendors({ ...country, market_segment: 'G2G' });
      const withSegment = Number((await t.database.db.selectFrom('products').select(sql<number>`count(distinct vendor_id)::int`.as('n'))
        .where('country', '=', 'IN').where('segment', '=', 'G2G').executeTakeFirstOrThrow()).n);
      expect(segment.product_count).toBe(withSegment);
      // The same through the exact count (keyword + segment is never precomputed).
      const both = await vendors({ ...country, market_segment: 'G2G', search_data: ' ' });
      expect(both.product_count).toBe(withSegment);
    });

    it("pages a big country's vendors: the seed spreads vendors by population, so one runs past a page of 12", async () => {
      const biggest = await t.database.db.selectFrom('vendors').select(['country', sql<number>`count(*)::int`.as('n')]).groupBy('country')
        .orderBy('n', 'desc').executeTakeFirstOrThrow();
      expect(biggest.n).toBeGreaterThan(12);
      const name = (await t.database.db.selectFrom('countries').select('name').where('iso2', '=', biggest.country).executeTakeFirstOrThrow()).name;
      const place = { countryname: name, name, code: biggest.country, condition: 'country' };
      const first = await vendors(place);
      const second = await vendors({ ...place, offset: 12 });
      expect(first.product_count).toBe(biggest.n);
      expect(first.product_list).toHaveLength(12);
      expect(second.product_list).toHaveLength(Math.min(12, biggest.n - 12));
      const urls = [...first.product_list, ...second.product_list].map((vendor) => vendor.CompanyURL);
      expect(new Set(urls).size).toBe(urls.length);
      expect(second.product_list.every((vendor) => vendor.Country === biggest.country)).toBe(true);
    });
  });

  describe('vendor-store', () => {
    it("lists a vendor's products with the company image, and its own category tree with counts", async () => {
      const vendor = await t.database.db.selectFrom('vendors').select(['company_url', 'company_name', 'product_count', 'company_image'])
        .where('company_image', 'is not', null).where('product_count', '>', 12).orderBy('id').executeTakeFirstOrThrow();
      const store = (await call(STORE, { ...listQuery(), vendordata: vendor.company_url, userdata: '', catVal: '', subcatID: '' })) as unknown as {
        product_list: Item[]; product_count: number; companyImageData: string | false; vendorData: { VendorInfo: string };
      };
      expect(store.product_count).toBe(vendor.product_count);
      expect(store.product_list).toHaveLength(12);
      expect(store.product_list.every((item) => item.CompanyURL === vendor.company_url)).toBe(true);
      expect(store.vendorData.VendorInfo).toBe(vendor.company_name);
      expect(store.companyImageData).toMatch(/\/images\/vendors\/[a-z0-9-]+\.svg$/);
      const image = await t.app.inject({ method: 'GET', url: new URL(store.companyImageData as string).pathname });
      expect(image.statusCode).toBe(200);

      // The store's dialog asks category-list with the store's vendordata: the vendor's categories and counts.
      const scoped = await t.app.inject({ method: 'GET', url: `/api/commen/category-list?vendordata=${encodeURIComponent(vendor.company_url)}` });
      const tops = (scoped.json() as { Category: Array<{ id: number; category_name: string; Count: number }> }).Category;
      expect(tops.reduce((sum, c) => sum + c.Count, 0)).toBe(vendor.product_count);
      const unknownStore = await t.app.inject({ method: 'GET', url: '/api/commen/category-list?vendordata=no-such-vendor' });
      expect(unknownStore.json()).toEqual({ Category: [] });
      const top = tops.sort((a, b) => b.Count - a.Count)[0]!;
      const inTop = await call(STORE, { ...listQuery(), vendordata: vendor.company_url, catVal: 1, subcatID: top.id });
      expect(inTop.product_count).toBe(top.Count);
      const subs = await post(t.app, '/api/commen/subcategory-list', { vendordata: vendor.company_url, catVal: 1, subcatID: top.id });
      const level2 = subs.body.Category as Array<{ id: number; subcat1_name: string; subcatOneCount: number }>;
      expect(Object.keys(level2[0]!).sort()).toEqual(['id', 'subcat1_name', 'subcatOneCount']);
      expect(level2.reduce((sum, c) => sum + c.subcatOneCount, 0)).toBe(top.Count);
      const two = await call(STORE, { ...listQuery(), vendordata: vendor.company_url, catVal: 2, subcatID: level2[0]!.id });
      expect(two.product_count).toBe(level2[0]!.subcatOneCount);

      const sorted = await call(STORE, { ...listQuery(), vendordata: vendor.company_url, sort_by: 'High' });
      for (let i = 1; i < sorted.product_list.length; i++) expect(sorted.product_list[i - 1]!.USPrice).toBeGreaterThanOrEqual(sorted.product_list[i]!.USPrice);
    });

    it('answers false for a vendor without an image and 404 for an unknown store', async () => {
      const plain = await t.database.db.selectFrom('vendors').select('company_url').where('company_image', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      const store = await call(STORE, { ...listQuery(), vendordata: plain.company_url });
      expect((store as unknown as { companyImageData: unknown }).companyImageData).toBe(false);
      const missing = await post(t.app, STORE, { ...listQuery(), vendordata: 'no-such-vendor' });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ status: '0', product_list: [], product_count: 0, companyImageData: false });
    });
  });

  describe('advanced search', () => {
    const search = (extra: Record<string, unknown>, url = ADVANCED) => call(url, { ...device(), limit: 12, offset: 0, ...extra });

    it('corrects words the catalogue does not know, and leaves codes alone', async () => {
      const exact = await call('/api/marketplace/product-list-search', listQuery({ search_data: 'sculpture' }));
      expect(exact.product_count).toBeGreaterThan(0);
      for (const typo of ['sculptre', 'scuplture']) {
        const corrected = await call('/api/marketplace/product-list-search', listQuery({ search_data: typo }));
        expect(corrected.product_count, typo).toBe(exact.product_count);
      }
      const two = await call('/api/marketplace/product-list-search', listQuery({ search_data: 'premum sculpture' }));
      const both = await call('/api/marketplace/product-list-search', listQuery({ search_data: 'premium sculpture' }));
      expect(two.product_count).toBe(both.product_count);
      expect(both.product_count).toBeGreaterThan(0);
      const code = await call('/api/marketplace/product-list-search', listQuery({ search_data: 'QQ-999' }));
      expect(code.product_count).toBe(0);
      // A keyword with a sort: every match, in that order.
      const sorted = await call('/api/marketplace/product-list-search', listQuery({ search_data: 'sculpture', sort_by: 'High', offset: 12 }));
      expect(sorted.product_count).toBe(exact.product_count);
      for (let i = 1; i < sorted.product_list.length; i++) expect(sorted.product_list[i - 1]!.USPrice).toBeGreaterThanOrEqual(sorted.product_list[i]!.USPrice);
    });

    it('finds by keyword like the listing search, and by city', async () => {
      const listing = await call('/api/marketplace/product-list-search', listQuery({ search_data: 'tractors' }));
      const advanced = await search({ keyword: 'tractors' });
      expect(advanced.product_count).toBe(listing.product_count);
      expect(advanced.product_list.map((i) => i.GBXProductID)).toEqual(listing.product_list.map((i) => i.GBXProductID));
      expect(advanced.filters).toEqual([{ field: 'keyword', label: 'Keyword', value: 'tractors' }]);

      const mumbai = await t.database.db.selectFrom('cities').select('id').where('name', '=', 'Mumbai').where('is_market', '=', true).executeTakeFirstOrThrow();
      const byCity = await search({ city: 'Mumbai, Mahārāshtra, India' });
      expect(byCity.product_count).toBe(await count((q) => q.where('city_id', '=', mumbai.id)));
      expect(byCity.product_list.every((item) => item.ProductCity === 'Mumbai')).toBe(true);
      const unknown = await search({ city: 'Nowhereville' });
      expect(unknown).toMatchObject({ status: '1', product_list: [], product_count: 0 });
      expect(unknown.msg).toMatch(/Nowhereville/);
    });

    it('a category with a price range whose bounds are prices of its own products: both bounds included, at every level, in price order', async () => {
      const fields = ['category', 'subcategoryone', 'subcategorytwo', 'subcategorythree'] as const;
      for (const level of [1, 2, 3, 4] as const) {
        const column = `cat${level}_id` as const;
        // The level's most populous category, and three of its prices: the 20th, 50th and 80th from the cheapest.
        const top = await t.database.db.selectFrom('products').select([column, sql<number>`count(*)::int`.as('n')]).where(column, 'is not', null)
          .groupBy(column).orderBy('n', 'desc').limit(1).executeTakeFirstOrThrow();
        const id = Number(top[column]);
        const prices = (await t.database.db.selectFrom('products').select('price_usd').where(column, '=', id).orderBy('price_usd').execute())
          .map((row) => Number(row.price_usd));
        expect(prices.length, `level ${level}`).toBeGreaterThan(10);
        const at = (share: number) => prices[Math.floor((prices.length - 1) * share)] as number;
        for (const [min, max] of [[at(0.2), at(0.8)], [at(0.5), at(0.5)], [undefined, at(0.2)], [at(0.8), undefined]] as const) {
          const expected = await count((q) => {
            let where = q.where(column, '=', id);
            if (min !== undefined) where = where.where('price_usd', '>=', String(min));
            if (max !== undefined) where = where.where('price_usd', '<=', String(max));
            return where;
          });
          const found = await search({ [fields[level - 1] as string]: id, sort_by: 'Low', ...(min === undefined ? {} : { pricingmin: String(min) }), ...(max === undefined ? {} : { pricingmax: String(max) }) });
          expect(found.product_count, `level ${level} ${min}..${max}`).toBe(expected);
          const listed = found.product_list.map((item) => item.USPrice);
          expect(listed).toEqual([...listed].sort((a, b) => a - b));
          expect(listed.every((usd) => (min === undefined || usd >= min) && (max === undefined || usd <= max))).toBe(true);
        }
      }
    });

    it('finds within a radius of a city or a postal code, in km or miles, by great-circle distance', async () => {
      const markets = await t.database.db.selectFrom('cities').select(['id', 'name', 'latitude', 'longitude']).where('is_market', '=', true).execute();
      const center = markets.find((city) => city.name === 'Paris')!;
      const near = markets.filter((city) => distanceKm(center.latitude, center.longitude, city.latitude, city.longitude) <= 500).map((city) => city.id);
      expect(near.length).toBeGreaterThan(2);
      const expected = await count((q) => q.where('city_id', 'in', near));
      const km = await search({ city: 'Paris', radiuscity: 1, radiuswithin: '500', radiusUnit: 'km' });
      expect(km.product_count).toBe(expected);
      expect(km.product_list.every((item) => item.DistanceUnit === 'km' && (item.Distance ?? 999) <= 500)).toBe(true);
      expect(new Set(km.product_list.map((item) => item.ProductCity)).size).toBeGreaterThanOrEqual(1);
      const miles = await search({ city: 'Paris', radiuscity: '1', radiuswithin: 500 / 1.609344, radiusUnit: 'miles' });
      expect(miles.product_count).toBe(expected);
      expect(miles.product_list.every((item) => item.DistanceUnit === 'miles' && (item.Distance ?? 999) <= 311)).toBe(true);
      const postal = await search({ citydata: '75001', radiuspostalcode: 1, radiuswithin: '500', radiusUnit: 'km' });
      expect(postal.product_count).toBe(expected);
      // Without a location the device's own city is the center (Paris here).
      const mine = await search({ radiuscity: 1, radiuswithin: '500' });
      expect(mine.product_count).toBe(expected);
      // A tiny radius holds only the city itself.
      const tiny = await search({ city: 'Paris', radiuscity: 1, radiuswithin: '1' });
      expect(tiny.product_count).toBe(await count((q) => q.where('city_id', '=', center.id)));
    });

    it('applies category levels, segments, options, delivery, country, prices, ratings and dates like the database', async () => {
      const leaf = await t.database.db.selectFrom('categories').select(['id', 'parent_id', 'product_count']).where('level', '=', 4).where('product_count', '>', 0).orderBy('id').executeTakeFirstOrThrow();
      const byLeaf = await search({ category: '', subcategoryone: '', subcategorytwo: leaf.parent_id ?? '', subcategorythree: leaf.id });
      expect(byLeaf.product_count).toBe(leaf.product_count);
      // The chosen filters name the whole path, top first: one chip per level.
      const trail: string[] = [];
      for (let id: number | null = leaf.id; id !== null; ) {
        const row: { name: string; parent_id: number | null } = await t.database.db.selectFrom('categories').select(['name', 'parent_id']).where('id', '=', id).executeTakeFirstOrThrow();
        trail.unshift(row.name);
        id = row.parent_id;
      }
      expect(byLeaf.filters?.filter((filter) => filter.field.startsWith('category') || filter.field.startsWith('subcategory'))).toEqual(
        ['category', 'subcategoryone', 'subcategorytwo', 'subcategorythree'].map((field, index) => ({
          field, label: index === 0 ? 'Category' : `Sub-Category ${index}`, value: trail[index],
        })),
      );
      const bySegments = await search({ marketsegments: ['B2B', 'C2C'] });
      expect(bySegments.product_count).toBe(await count((q) => q.where('segment', 'in', ['B2B', 'C2C'])));

      const body = {
        newproduct: 1, usedproduct: 1, refurbishedproduct: 0, genuineproduct: 1, replicaproduct: 0, volumediscount: 1, age: '17',
        shippingrequired: 1, pickupavailable: 1, productdownload: 0, productscountry: 'IN', pricingmin: '10', pricingmax: '$5,000',
        productrating: 2, vendorrating: '3', datepostedafter: '2000-01-01', datepostedbefore: '2100-12-31',
      };
      const combined = await search(body);
      const expected = await count((q) => q
        .where('condition', 'in', ['New', 'Used']).where('genuine', '=', true).where('band1_qty', 'is not', null).where('age_limit', '<=', 17)
        .where((eb) => eb.or([eb('requires_shipping', '=', true), eb('pickup_available', '=', true)])).where('country', '=', 'IN')
        .where('price_usd', '>=', '10').where('price_usd', '<=', '5000').where('rating', '>=', '2')
        .where('vendor_id', 'in', (eb) => eb.selectFrom('vendors').select('id').where('rating', '>=', '3')));
      expect(expected).toBeGreaterThan(0);
      expect(combined.product_count).toBe(expected);
      expect(combined.filters?.map((f) => f.field)).toEqual(expect.arrayContaining(['condition', 'genuine', 'volumediscount', 'age', 'delivery', 'productscountry', 'pricing', 'productrating', 'vendorrating', 'datepostedafter', 'datepostedbefore']));

      const replicas = await search({ replicaproduct: 1 });
      expect(replicas.product_count).toBe(await count((q) => q.where('genuine', '=', false)));
      const downloads = await search({ productdownload: 1 });
      expect(downloads.product_count).toBe(0);

      const [row] = await t.database.db.selectFrom('products').select(['posted_at']).orderBy('id').limit(1).execute();
      const day = new Date(row!.posted_at).toISOString().slice(0, 10);
      const sameDay = await search({ datepostedafter: day, datepostedbefore: day });
      const start = new Date(`${day}T00:00:00Z`);
      expect(sameDay.product_count).toBe(await count((q) => q.where('posted_at', '>=', start).where('posted_at', '<', new Date(start.getTime() + 86_400_000))));
      expect(sameDay.product_count).toBeGreaterThan(0);
    });

    it('finds a product id and a vendor', async () => {
      for (const productid of ['GBX00000010', 'gbx00000010', '10']) {
        const one = await search({ productid });
        expect(one.product_count).toBe(1);
        expect(one.product_list[0]?.GBXProductID).toBe('GBX00000010');
      }
      const vendor = await t.database.db.selectFrom('vendors').select(['company_name', 'company_url', 'product_count']).where('product_count', '>', 0).orderBy('id').executeTakeFirstOrThrow();
      const byUrl = await search({ vendor: vendor.company_url });
      expect(byUrl.product_count).toBeGreaterThanOrEqual(vendor.product_count);
      const byName = await search({ vendor: vendor.company_name.toLowerCase() });
      expect(byName.product_list.every((item) => item.VendorInfo.toLowerCase().includes(vendor.company_name.split(' ')[0]!.toLowerCase()))).toBe(true);
      expect(byName.product_list.map((item) => item.CompanyURL)).toContain(vendor.company_url);
    });

    it('runs the quick filters through advance-search-click', async () => {
      // The API counts from the current minute (so that totals can be shared).
      const now = Math.floor(Date.now() / 60_000) * 60_000;
      const days = await search({ lastdays: 1, clicksearch: 1 }, CLICK);
      expect(days.product_count).toBe(await count((q) => q.where('posted_at', '>=', new Date(now - 30 * 86_400_000))));
      const hours = await search({ lasthours: 1, clicksearch: 1 }, CLICK);
      expect(hours.product_count).toBe(await count((q) => q.where('posted_at', '>=', new Date(now - 86_400_000))));
      for (const [flag, column] of [['bestselling', 'sales_count'], ['mostwishlisted', 'wishlist_count']] as const) {
        const page = await search({ [flag]: 1, clicksearch: 1 }, CLICK);
        const rows = await t.database.db.selectFrom('products').select(['gbx_product_id', column]).where('gbx_product_id', 'in', page.product_list.map((i) => i.GBXProductID)).execute();
        const value = new Map(rows.map((r) => [r.gbx_product_id, Number((r as Record<string, unknown>)[column])]));
        const values = page.product_list.map((i) => value.get(i.GBXProductID) ?? -1);
        expect(values).toEqual([...values].sort((a, b) => b - a));
        const max = await t.database.db.selectFrom('products').select((eb) => eb.fn.max(column).as('m')).executeTakeFirstOrThrow();
        expect(values[0]).toBe(Number(max.m));
        expect(page.product_list[0]?.ProductCountPagi).toBe(page.product_count);
      }
      const limited = await search({ limit: 5, offset: 5 });
      expect(limited.product_list).toHaveLength(5);
    });

    it('orders by the listings’ sort codes (sort_by), as the database does; an unknown code is no sort, as on the listings', async () => {
      // New products only: a filter the precomputed counts do not hold, so the planned search, not a shortcut, answers.
      const expected = async (column: 'price_usd' | 'title' | 'views' | 'sales_count', direction: 'asc' | 'desc', idDirection: 'asc' | 'desc', offset = 0) =>
        (await t.database.db.selectFrom('products').select('gbx_product_id').where('condition', '=', 'New')
          .orderBy(column, direction).orderBy('id', idDirection).limit(12).offset(offset).execute()).map((row) => row.gbx_product_id);
      const ids = (answer: { product_list: Item[] }) => answer.product_list.map((item) => item.GBXProductID);
      const none = await search({ newproduct: 1 });
      expect(none.product_count).toBeGreaterThan(24);
      const cases = [
        ['Low', 'price_usd', 'asc', 'asc'], ['High', 'price_usd', 'desc', 'desc'], ['A', 'title', 'asc', 'asc'],
        ['z', 'title', 'desc', 'desc'], ['View', 'views', 'desc', 'asc'], ['Bestsellers', 'sales_count', 'desc', 'asc'],
      ] as const;
      for (const [code, column, direction, idDirection] of cases) {
        const sorted = await search({ newproduct: 1, sort_by: code });
        expect(ids(sorted), code).toEqual(await expected(column, direction, idDirection));
        // The same total whatever the order.
        expect(sorted.product_count).toBe(none.product_count);
        const second = await search({ newproduct: 1, sort_by: code, offset: 12 });
        expect(ids(second), `${code}, offset 12`).toEqual(await expected(column, direction, idDirection, 12));
      }
      // The sorts change the order (else this test could not fail).
      expect(ids(await search({ newproduct: 1, sort_by: 'Low' }))).not.toEqual(ids(none));
      expect(ids(await search({ newproduct: 1, sort_by: 'High' }))).not.toEqual(ids(await search({ newproduct: 1, sort_by: 'Low' })));
      // 'Reset' (a label the select also offers) and an unknown code: the order of no sort, never an error.
      for (const code of ['', 'Reset', 'sideways']) expect(ids(await search({ newproduct: 1, sort_by: code })), code).toEqual(ids(none));
      // A chosen sort wins over a quick search's own order.
      const quick = await search({ bestselling: 1, clicksearch: 1, newproduct: 1, sort_by: 'Low' }, CLICK);
      expect(ids(quick)).toEqual(await expected('price_usd', 'asc', 'asc'));
    });

    it('rejects wrong inputs with the field named', async () => {
      for (const [body, field] of [
        [{ pricingmin: 'cheap' }, 'pricingmin'], [{ pricingmin: '50', pricingmax: '10' }, 'pricingmin'], [{ datepostedafter: '2024-02-30' }, 'datepostedafter'],
        [{ datepostedbefore: 'yesterday' }, 'datepostedbefore'], [{ radiuswithin: '-3', radiuscity: 1 }, 'radiuswithin'], [{ productscountry: 'Atlantis' }, 'productscountry'],
        [{ marketsegments: ['F2C'] }, 'marketsegments.0'], [{ age: '22' }, 'age'], [{ productrating: 6 }, 'productrating'], [{ limit: 500 }, 'limit'],
      ] as const) {
        const response = await post(t.app, ADVANCED, { ...device(), ...body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.status).toBe('0');
        expect(response.body.errors.map((e: { field: string }) => e.field), JSON.stringify(response.body)).toContain(field);
      }
    });
  });
});
