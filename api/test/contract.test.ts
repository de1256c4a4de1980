import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../src/data/categories.js';
import { ENGINES, device, get, openTestApp, post, type TestApp } from './test-app.js';
import { TEST_PRODUCTS } from './test-constants.js';

const SEGMENTS = ['B2C', 'M2C', 'C2C', 'B2B', 'M2B', 'G2B', 'B2G', 'M2G', 'G2G'];

describe.each(ENGINES)('contract of the §7 calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('GET /api/commen/user-token issues a token', async () => {
    const { status, body } = await get(t.app, '/api/commen/user-token');
    expect(status).toBe(200);
    expect(body.status).toBe('1');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('GET /api/commen/user-token writes nothing, however often it is called (issue 17, finding 9)', async () => {
    const rows = async () => Number((await t.database.db.selectFrom('visitor_tokens').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await rows();
    const tokens = new Set<string>();
    for (let call = 0; call < 50; call += 1) tokens.add((await get(t.app, '/api/commen/user-token')).body.token);
    expect(tokens.size).toBe(50);
    expect(await rows()).toBe(before);
  });

  it('POST /api/commen/user-device resolves the nearest market city and its language', async () => {
    const { body: token } = await get(t.app, '/api/commen/user-token');
    const mumbai = await post(t.app, '/api/commen/user-device', { devicetype: 'WEB', deviceos: 'Android', devicebrowser: 'Chrome', latitude: '19.07', longitude: '72.88' }, { authorization: `Bearer ${token.token}` });
    expect(mumbai.status).toBe(200);
    expect(mumbai.body.status).toBe('1');
    expect(mumbai.body.deviceData).toMatchObject({ languages_code: 'hi', languages_name: 'Hindi', api_type: 'WEB', city: 'Mumbai', country_code: 'IN', postal_code: '400001' });
    const paris = await post(t.app, '/api/commen/user-device', { devicetype: 'WEB', deviceos: 'Mac', devicebrowser: 'Safari', latitude: 48.86, longitude: 2.34 });
    expect(paris.body.deviceData).toMatchObject({ languages_code: 'fr', languages_name: 'French', city: 'Paris', country_code: 'FR' });
    const rows = await t.database.db.selectFrom('devices').select(['country', 'token_hash']).execute();
    expect(rows.map((row) => row.country?.trim())).toEqual(['IN', 'FR']);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('without coordinates the buyer is in the default country IN (§9)', async () => {
    const { body } = await post(t.app, '/api/commen/user-device', { devicetype: 'WEB', deviceos: 'Linux', devicebrowser: 'Firefox', latitude: '', longitude: '' });
    expect(body.deviceData.country_code).toBe('IN');
  });

  it('GET /api/commen/category-list lists the 14 top categories of §5 with counts summing to the catalogue', async () => {
    const { body } = await get(t.app, '/api/commen/category-list');
    expect(body.Category.map((c: { category_name: string }) => c.category_name)).toEqual(CATEGORY_TREE.map((c) => c.name).sort());
    expect(Object.keys(body.Category[0]).sort()).toEqual(['Count', 'category_name', 'id']);
    expect(body.Category.reduce((sum: number, c: { Count: number }) => sum + c.Count, 0)).toBe(TEST_PRODUCTS);
  });

  it('POST /api/commen/subcategory-list walks three levels down with the field names of each level', async () => {
    const { body: top } = await get(t.app, '/api/commen/category-list');
    const art = top.Category.find((c: { category_name: string }) => c.category_name === 'Art');
    const one = await post(t.app, '/api/commen/subcategory-list', { catVal: 1, subcatID: art.id });
    expect(one.body.Category.length).toBe(4);
    expect(Object.keys(one.body.Category[0]).sort()).toEqual(['id', 'subcat1_name', 'subcatOneCount']);
    const sumOne = one.body.Category.reduce((sum: number, c: { subcatOneCount: number }) => sum + c.subcatOneCount, 0);
    expect(sumOne).toBeLessThanOrEqual(art.Count);
    const two = await post(t.app, '/api/commen/subcategory-list', { catVal: '2', subcatID: String(one.body.Category[0].id) });
    expect(Object.keys(two.body.Category[0]).sort()).toEqual(['id', 'subcat2_name', 'subcatTwoCount']);
    const three = await post(t.app, '/api/commen/subcategory-list', { catVal: 3, subcatID: two.body.Category[0].id });
    expect(three.body.Category).toHaveLength(3);
    expect(Object.keys(three.body.Category[0]).sort()).toEqual(['id', 'subcat3_name', 'subcatThreeCount']);
    // An id at another level than catVal says has no children at that level.
    const wrong = await post(t.app, '/api/commen/subcategory-list', { catVal: 2, subcatID: art.id });
    expect(wrong.body.Category).toEqual([]);
  });

  it('POST /api/header/site-view answers the country language', async () => {
    const { body } = await post(t.app, '/api/header/site-view', device('52.52', '13.405'));
    expect(body).toMatchObject({ languagesCode: 'de', languagesName: 'German' });
  });

  it('POST /api/landing/landing-home, landing-city and landing-province answer for the device place', async () => {
    const home = await post(t.app, '/api/landing/landing-home', device());
    expect(home.body).toMatchObject({ productCount: TEST_PRODUCTS, city: 'Paris', countryCode: 'FR', countryName: 'France', state: 'Île-de-France' });
    for (const key of ['cityCount', 'StateProductCount', 'countryCount', 'dealCount']) expect(typeof home.body[key]).toBe('number');
    const city = await post(t.app, '/api/landing/landing-city', device());
    expect(Object.keys(city.body).sort()).toEqual(['CityProductCount', 'CityVendorCount', 'PostalCode', 'PostalCodeProductCount', 'PostalCodeVendorCount', 'city', 'countryCode', 'countryName'].sort());
    expect(city.body).toMatchObject({ city: 'Paris', PostalCode: '75001' });
    expect(city.body.CityVendorCount).toBeGreaterThan(0);
    const province = await post(t.app, '/api/landing/landing-province', device());
    expect(province.body).toMatchObject({ state: 'Île-de-France', countryName: 'France', countryCode: 'FR' });
    expect(province.body.ProvinceStateProductCount).toBeGreaterThanOrEqual(city.body.CityProductCount);
  });

  it('counts agree with the products table', async () => {
    const db = t.database.db;
    const count = async (where: (q: ReturnType<typeof db.selectFrom<'products'>>) => ReturnType<typeof db.selectFrom<'products'>>) =>
      Number((await where(db.selectFrom('products')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const deals = await get(t.app, '/api/commen/deals-promotions');
    expect(deals.body.reqestData).toEqual({
      FeaturedProductCount: await count((q) => q.where('featured', '=', true)),
      DiscountedProductCount: await count((q) => q.where('discount_percent', '>', 0)),
    });
    const segments = await get(t.app, '/api/commen/market-sagment');
    expect(Object.keys(segments.body.marketSagment).sort()).toEqual([...SEGMENTS].sort());
    expect(segments.body.marketSagment.B2B).toBe(await count((q) => q.where('segment', '=', 'B2B')));
    expect(Object.values(segments.body.marketSagment as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(TEST_PRODUCTS);
    const header = await post(t.app, '/api/commen/location-count', device());
    const parisRow = await db.selectFrom('cities').select('id').where('name', '=', 'Paris').where('country', '=', 'FR').where('is_market', '=', true).executeTakeFirstOrThrow();
    expect(header.body.CityProductCount).toBe(await count((q) => q.where('city_id', '=', parisRow.id)));
    expect(header.body).toMatchObject({ city: 'Paris', postal: '75001', country_name: 'France', country_code: 'FR', buyer_currency: 'EUR', MegaBrandsCount: 0, shoppingCartCount: 0, shoppingCartAmount: 0 });
    expect(header.body.ProductAvailableCount).toBe(
      await count((q) => q.where((eb) => eb.or([eb('sold_worldwide', '=', true), sql<boolean>`'FR' = any(available_countries)`]))),
    );
  });

  it('POST /api/commen/cities-list suggests cities by prefix, market cities first', async () => {
    const { body } = await post(t.app, '/api/commen/cities-list', { citydata: 'mum' });
    expect(body.CityList[0]).toEqual({ value: 'Mumbai, Mahārāshtra, India', city_name: 'Mumbai', country_code: 'IN' });
    const none = await post(t.app, '/api/commen/cities-list', { citydata: '%%%' });
    expect(none.body.CityList).toEqual([]);
  });

  it('POST /api/commen/country-list lists countries with CountryName and ISOCode2', async () => {
    const { body } = await post(t.app, '/api/commen/country-list', device());
    expect(body.CountryList.length).toBeGreaterThan(200);
    expect(body.CountryList).toContainEqual({ CountryName: 'India', ISOCode2: 'IN' });
  });

  it('POST /api/home/cookies-condition records the consent', async () => {
    const { status, body } = await post(t.app, '/api/home/cookies-condition', { ...device(), language: 'en' });
    expect(status).toBe(200);
    expect(body.status).toBe('1');
    const rows = await t.database.db.selectFrom('consents').select(['language', 'country']).execute();
    expect(rows).toEqual([{ language: 'en', country: 'FR' }]);
  });

  it('POST /api/marketplace/featured-products lists featured products with an image prefix', async () => {
    const { body } = await post(t.app, '/api/marketplace/featured-products', device());
    expect(body.featuredData.length).toBeGreaterThan(0);
    expect(body.featuredData[0].UserImageName).toMatch(/^GBX\d{8}-1\.svg$/);
    expect(body.imagePath).toMatch(/^http:\/\/localhost(:80)?\/images\/products\/$/);
    const image = await t.app.inject({ method: 'GET', url: `/images/products/${body.featuredData[0].UserImageName}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('GET /images/flags/{ISO2}.svg draws the country flag (country-flag-icons), named for screen readers', async () => {
    const france = await t.app.inject({ method: 'GET', url: '/images/flags/FR.svg' });
    expect(france.statusCode).toBe(200);
    expect(france.headers['content-type']).toContain('image/svg+xml');
    // The tricolour: blue, white, red bands of a 3:2 drawing.
    expect(france.body).toMatch(/^<svg width="60" height="40" role="img" aria-label="France" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 513 342">/);
    for (const colour of ['#00318A', '#FFF', '#D80027']) expect(france.body).toContain(colour);
    // Lower case works too; every country of the catalogue has a drawn flag.
    expect((await t.app.inject({ method: 'GET', url: '/images/flags/in.svg' })).body).toContain('aria-label="India"');
    const countries = await t.database.db.selectFrom('countries').select('iso2').execute();
    for (const { iso2 } of countries) {
      const flag = await t.app.inject({ method: 'GET', url: `/images/flags/${iso2}.svg` });
      expect(flag.body, iso2).toMatch(/^<svg width="60" height="40" role="img"/);
      expect(flag.body, iso2).not.toContain('<text');
    }
  });

  it('product list items carry every field of §3', async () => {
    const { body } = await post(t.app, '/api/marketplace/product-list', { ...device(), sort_by: '', search_data: '', market_segment: '', offset: 0 });
    expect(body.product_list).toHaveLength(12);
    expect(body.product_count).toBe(TEST_PRODUCTS);
    const item = body.product_list[0];
    for (const field of [
      'product_id', 'GBXProductID', 'ProductTitle', 'ProdDescription', 'AdditionalProductInfo', 'Images', 'Image_path', 'Video', 'video_path',
      'isFeatured', 'QTYAvailable', 'CountryAvailability', 'DiscountedStatusData', 'DiscountedPercentage', 'addedwish', 'addedshop', 'UserType',
      'ProductCity', 'ProductProvinceState', 'CountryProductName', 'ProductPostalCode', 'ProductCountry', 'CompanyURL', 'VendorInfo',
      'VendorProductCount', 'VandorCity', 'VandorProvinceState', 'VandorPostalCode', 'VendorCountryName', 'CountryVendorName', 'Country',
      'VandorDate', 'VandorCur', 'VandorPrice', 'USCurrency', 'USPrice', 'Buyer_currency', 'UserPriceMain', 'UserPrice', 'VandorCountry',
      'USFlag', 'UserCountry', 'Icon_path', 'UserCountryName', 'UserCountryCode', 'CountryProductCount', 'USProductCount', 'UserCountryCount',
      'CityProductCount', 'CityVendorCount', 'ProvinceStateProductCount', 'ProvinceStateVendorCount', 'PostalCodeProductCount',
      'PostalCodeVendorCount', 'CountryVendorCount', 'HasDiscount', 'UpToQuantity1', 'UpToQuantity2', 'MoreThanQuantity2',
      'HasMinimumQuantity', 'UserPrice_one', 'UserPrice_sec', 'ProductCountPagi',
    ]) {
      expect(item, field).toHaveProperty(field);
    }
    expect(item.ProductCountPagi).toBe(TEST_PRODUCTS);
    expect(body.product_list[1]).not.toHaveProperty('ProductCountPagi');
    expect(item.Buyer_currency).toBe('EUR');
    expect(item.USCurrency).toBe('USD');
    expect(item.isFeatured === 0 || item.isFeatured === 1).toBe(true);
  });

  it('POST /api/product/product-detail/{gbxproductid} answers the detail with related and vendor products', async () => {
    const { body } = await post(t.app, '/api/product/product-detail/GBX00000010', device());
    expect(body.status).toBe('1');
    const detail = body.product_list[0];
    expect(detail.GBXProductID).toBe('GBX00000010');
    for (const field of [
      'VendorSKU', 'OEMNumber', 'Colour', 'Size', 'Type', 'TermsConditions', 'Category', 'relatedProuctData', 'vendorOtherProductData',
      'CountryAvailability', 'CountryAva', 'productComment', 'ProductRatingArr', 'TotalNumberRatings', 'TotalNumVendorRatings',
      'ProductRatingComment', 'VendorRatingComment', 'FirstName', 'created_at', 'IsUsed', 'GenuineProduct', 'AgeRestricted', 'AgeLimit',
      'HasWarranty', 'WarrantyMonths', 'ProductCustomization', 'SampleAvailable', 'SamplePrice', 'LeadTimeRequired', 'LeadDays',
      'RequiresShipping', 'PickupAvailable',
    ]) {
      expect(detail, field).toHaveProperty(field);
    }
    expect(detail.Category.firstCategoryName).not.toBe('');
    expect(detail.ProductRatingArr).toHaveLength(5);
    expect(detail.ProductRatingArr.reduce((a: number, b: number) => a + b, 0)).toBe(detail.TotalNumberRatings);
    expect(['New', 'Used', 'Refurbished']).toContain(detail.IsUsed);
    for (const teaser of [...detail.relatedProuctData, ...detail.vendorOtherProductData]) {
      expect(Object.keys(teaser).sort()).toEqual(['GBXProductID', 'ProductTitle', 'UserImageName', 'product_id']);
      expect(teaser.GBXProductID).not.toBe('GBX00000010');
    }
    expect(detail.vendorOtherProductData.length).toBeGreaterThan(0);
    // The vendor's other products, newest first (both lists come back from one UNION ALL statement).
    const own = await t.database.db.selectFrom('products').select(['id', 'vendor_id']).where('gbx_product_id', '=', 'GBX00000010').executeTakeFirstOrThrow();
    const newest = await t.database.db.selectFrom('products').select('gbx_product_id').where('vendor_id', '=', own.vendor_id).where('id', '!=', own.id)
      .orderBy('posted_at', 'desc').orderBy('id', 'desc').limit(8).execute();
    expect(detail.vendorOtherProductData.map((teaser: { GBXProductID: string }) => teaser.GBXProductID)).toEqual(newest.map((row) => row.gbx_product_id));
    // Related products share the product's deepest category.
    const deepest = [detail.Category.fourthCategoryId, detail.Category.thirdCategoryId, detail.Category.secondCategoryId].find((id) => id !== null);
    if (deepest !== undefined && detail.relatedProuctData.length) {
      const level = deepest === detail.Category.fourthCategoryId ? 4 : deepest === detail.Category.thirdCategoryId ? 3 : 2;
      const related = await t.database.db.selectFrom('products').select(sql.ref<number>(`cat${level}_id`).as('cat')).where('gbx_product_id', '=', detail.relatedProuctData[0].GBXProductID).executeTakeFirstOrThrow();
      expect(related.cat).toBe(deepest);
      // Cheapest first.
      const ids: string[] = detail.relatedProuctData.map((teaser: { GBXProductID: string }) => teaser.GBXProductID);
      const prices = await t.database.db.selectFrom('products').select(['gbx_product_id', 'price_usd']).where('gbx_product_id', 'in', ids).execute();
      const priceOf = new Map(prices.map((row) => [row.gbx_product_id, Number(row.price_usd)]));
      const inOrder = ids.map((id) => priceOf.get(id) ?? Number.NaN);
      expect(inOrder).toEqual([...inOrder].sort((a, b) => a - b));
    }
  });

  it('an unknown product answers 404 with status 0', async () => {
    const { status, body } = await post(t.app, '/api/product/product-detail/GBX99999999', device());
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: '0', product_list: [] });
  });

  it('CORS allows only configured origins, with credentials', async () => {
    const allowed = await t.app.inject({ method: 'OPTIONS', url: '/api/commen/location-count', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    // Kept for two hours: a returning visitor's calls skip the preflight's round trip.
    expect(allowed.headers['access-control-max-age']).toBe('7200');
    const denied = await t.app.inject({ method: 'OPTIONS', url: '/api/commen/location-count', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document with every implemented call', async () => {
    const { status, body } = await get(t.app, '/docs/json');
    expect(status).toBe(200);
    for (const path of [
      '/api/commen/user-token', '/api/commen/user-device', '/api/commen/category-list', '/api/commen/subcategory-list', '/api/header/site-view',
      '/api/landing/landing-home', '/api/landing/landing-city', '/api/landing/landing-province', '/api/commen/deals-promotions',
      '/api/commen/market-sagment', '/api/commen/location-count', '/api/commen/cities-list', '/api/commen/country-list',
      '/api/home/cookies-condition', '/api/marketplace/featured-products', '/api/marketplace/product-list',
      '/api/marketplace/product-list-search', '/api/product/product-detail/{gbxproductid}',
    ]) {
      expect(body.paths, path).toHaveProperty([path]);
    }
  });
});
