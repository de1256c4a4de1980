import type { Page } from '@playwright/test';
import { expectNoSevereViolations, remoteScope } from '../support/a11y';
import { browseArea, collectPageErrors, countText, expectNoShiftWhenCountsArrive, expectQuietFailureThenRetry, expectTileLeadsTo } from '../support/count-tiles';
import { expect, postWithStoredDevice, settledVisitor, test } from '../support/fixtures';

/**
 * The location landings of §2.5 in mf-browse: /landing-shop (the visitor's
 * city and postal code) and /landing-province (the state or province). Every
 * count is the API's answer for the page's own stored device context; every
 * tile leads to the result page of §2.1 with the place as router state.
 */

interface LandingCity {
  city: string;
  countryName: string;
  countryCode: string;
  CityProductCount: number;
  CityVendorCount: number;
  PostalCode: string;
  PostalCodeProductCount: number;
  PostalCodeVendorCount: number;
}

interface LandingProvince {
  state: string;
  countryName: string;
  countryCode: string;
  ProvinceStateProductCount: number;
  ProvinceStateVendorCount: number;
}

const CITY_CALL = '/api/landing/landing-city';
const PROVINCE_CALL = '/api/landing/landing-province';

/** A tile as the API's answer says it must be: its link's name, its count, where it leads. */
interface Tile {
  id: string;
  name: string;
  count: string;
  to: string;
  state: Record<string, string>;
}

/** The four tiles of /landing-shop. */
function shopTiles(answer: LandingCity): Tile[] {
  const { city, PostalCode: postal, countryCode: code } = answer;
  return [
    { id: 'city-products', name: `Products LOCATED in ${city}`, count: countText(answer.CityProductCount, 'product'), to: `/product-result/${encodeURIComponent(city)}`, state: { cityname: city, name: city, code } },
    { id: 'city-vendors', name: `Vendors LOCATED in ${city}`, count: countText(answer.CityVendorCount, 'vendor'), to: `/vendor-result/${encodeURIComponent(city)}`, state: { cityname: city, name: city, code, condition: 'city' } },
    {
      id: 'postal-products',
      name: `Products LOCATED in Postal code ${postal}`,
      count: countText(answer.PostalCodeProductCount, 'product'),
      to: `/product-result/${encodeURIComponent(postal)}`,
      state: { postalname: postal, name: postal, code },
    },
    {
      id: 'postal-vendors',
      name: `Vendors LOCATED in Postal code ${postal}`,
      count: countText(answer.PostalCodeVendorCount, 'vendor'),
      to: `/vendor-result/${encodeURIComponent(postal)}`,
      state: { postalname: postal, name: postal, code, condition: 'postal' },
    },
  ];
}

function provinceTiles(answer: LandingProvince): Tile[] {
  const { state, countryCode: code } = answer;
  return [
    { id: 'state-products', name: `Products LOCATED in ${state}`, count: countText(answer.ProvinceStateProductCount, 'product'), to: `/product-result/${encodeURIComponent(state)}`, state: { statename: state, name: state, code } },
    { id: 'state-vendors', name: `Vendors LOCATED in ${state}`, count: countText(answer.ProvinceStateVendorCount, 'vendor'), to: `/vendor-result/${encodeURIComponent(state)}`, state: { statename: state, name: state, code, condition: 'state' } },
  ];
}

/** Each tile is a link named by its heading and place, showing the API's count. */
async function expectCounts(page: Page, tiles: Tile[]) {
  const area = browseArea(page);
  for (const tile of tiles) {
    await expect(area.getByRole('link', { name: tile.name })).toBeVisible();
    await expect(area.getByTestId(`${tile.id}-count`)).toHaveText(tile.count);
  }
}

test.describe('/landing-shop (§2.5)', () => {
  test('shows the products and vendors located in the city and in the postal code with the API counts, each leading to its results with the place as state', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page, '/landing-shop');
    const answer = await postWithStoredDevice<LandingCity>(page, CITY_CALL);
    const area = browseArea(page);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(`Shop In ${answer.city}, ${answer.countryName}`);
    await expect(page).toHaveTitle(`Shop In ${answer.city}, ${answer.countryName} | GBX Marketplace`);
    const tiles = shopTiles(answer);
    await expectCounts(page, tiles);
    for (const tile of tiles) await expectTileLeadsTo(page, area.getByRole('link', { name: tile.name }), tile.to, tile.state);
    // Popular products and popular categories are Coming Soon, and lead nowhere.
    for (const name of ['Popular products', 'Popular categories']) {
      await expect(area.getByRole('listitem').filter({ hasText: name })).toContainText('Coming Soon');
      await expect(area.getByRole('link', { name })).toHaveCount(0);
    }
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
    expect(errors).toEqual([]);
  });

  test('keeps every tile where it is when the counts arrive (skeletons of the final size)', async ({ page }) => {
    await settledVisitor(page, '/landing-shop');
    const answer = await postWithStoredDevice<LandingCity>(page, CITY_CALL);
    await expectNoShiftWhenCountsArrive(page, CITY_CALL, browseArea(page).getByTestId('postal-vendors-count').getByText(countText(answer.PostalCodeVendorCount, 'vendor')));
  });

  test('keeps the page when the call fails, with no message, and Try again loads the counts', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page, '/landing-shop');
    const answer = await postWithStoredDevice<LandingCity>(page, CITY_CALL);
    await expectQuietFailureThenRetry(page, '/landing-shop', CITY_CALL, async () => {
      await expectCounts(page, shopTiles(answer));
      await expect(browseArea(page).getByRole('heading', { level: 1 })).toHaveText(`Shop In ${answer.city}, ${answer.countryName}`);
    });
    expect(errors).toEqual([]);
  });
});

test.describe('/landing-province (§2.5)', () => {
  test("reads 'Shop In {state}, {country}' and shows the state's product and vendor counts of the API, leading to its results with statename", async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page, '/landing-province');
    const answer = await postWithStoredDevice<LandingProvince>(page, PROVINCE_CALL);
    const area = browseArea(page);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(`Shop In ${answer.state}, ${answer.countryName}`);
    const tiles = provinceTiles(answer);
    await expectCounts(page, tiles);
    for (const tile of tiles) await expectTileLeadsTo(page, area.getByRole('link', { name: tile.name }), tile.to, tile.state);
    for (const name of ['Popular products', 'Popular categories']) {
      await expect(area.getByRole('listitem').filter({ hasText: name })).toContainText('Coming Soon');
      await expect(area.getByRole('link', { name })).toHaveCount(0);
    }
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
    expect(errors).toEqual([]);
  });

  test('keeps every tile where it is when the counts arrive', async ({ page }) => {
    await settledVisitor(page, '/landing-province');
    const answer = await postWithStoredDevice<LandingProvince>(page, PROVINCE_CALL);
    await expectNoShiftWhenCountsArrive(page, PROVINCE_CALL, browseArea(page).getByTestId('state-vendors-count').getByText(countText(answer.ProvinceStateVendorCount, 'vendor')));
  });

  test('keeps the page when the call fails, with no message, and Try again loads the counts', async ({ page }) => {
    const errors = collectPageErrors(page);
    await settledVisitor(page, '/landing-province');
    const answer = await postWithStoredDevice<LandingProvince>(page, PROVINCE_CALL);
    await expectQuietFailureThenRetry(page, '/landing-province', PROVINCE_CALL, () => expectCounts(page, provinceTiles(answer)));
    expect(errors).toEqual([]);
  });
});

test.describe('location landings on a phone and in Arabic', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('lay out right to left with the same counts, and stay accessible', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ar'));
    await settledVisitor(page, '/landing-shop');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const answer = await postWithStoredDevice<LandingCity>(page, CITY_CALL);
    const count = browseArea(page).getByTestId('city-products-count');
    // Intl in the browser writes the number as Arabic does (the page uses formatNumber with Intl).
    const arabic = await page.evaluate((value) => value.toLocaleString('ar'), answer.CityProductCount);
    await expect(count).toContainText(arabic);
    await expectNoSevereViolations(page, remoteScope(page, 'mf_browse'));
  });
});
