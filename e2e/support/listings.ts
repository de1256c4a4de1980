import type { Locator, Page, Request } from '@playwright/test';
import { browseArea } from './count-tiles';
import { expect, postWithStoredDevice } from './fixtures';
import { API_URL } from './ports';

/**
 * Helpers of the product listing specs (§2.8): the API's own answer for the
 * page's stored device context, the cards as the page shows them, the
 * listing requests the page sends.
 */

/** The fields of a product list item (§3) the cards show. */
export interface ListItem {
  GBXProductID: string;
  ProductTitle: string;
  ProdDescription: string;
  AdditionalProductInfo: string;
  isFeatured: number;
  QTYAvailable: boolean;
  CountryAvailability: boolean;
  DiscountedStatusData: boolean;
  DiscountedPercentage: number;
  addedwish: boolean;
  addedshop: boolean;
  CompanyURL: string;
  VendorInfo: string;
  VendorProductCount: number;
  VandorCity: string;
  CityProductCount: number;
  CityVendorCount: number;
  VandorCur: string;
  VandorPrice: number;
  USCurrency: string;
  USPrice: number;
  Buyer_currency: string;
  UserPriceMain: number;
  [field: string]: unknown;
}

export interface ListingAnswer {
  product_list: ListItem[];
  product_count: number;
  place?: { type: string; name: string; code: string } | null;
  msg?: string;
  vendorData?: { VendorInfo: string; CompanyURL: string };
  companyImageData?: string | false;
}

export const CALLS = {
  list: '/api/marketplace/product-list',
  search: '/api/marketplace/product-list-search',
  location: '/api/product-search/product-list-location',
  store: '/api/product-search/vendor-store',
} as const;

/** The listing fields the pages send with no filter (§7), before the page's own. */
export const NO_FILTER = { sort_by: '', search_data: '', market_segment: '', offset: 0, catVal: '', subcatID: '' };

/** What the API answers a listing call with the page's stored device context. */
export function listingFor(page: Page, call: string, fields: Record<string, unknown>): Promise<ListingAnswer> {
  return postWithStoredDevice<ListingAnswer>(page, call, { ...NO_FILTER, ...fields });
}

/** The product cards of the listing. */
export const cards = (page: Page) => browseArea(page).getByTestId('product-cards').getByTestId('product-tile');

/** The ids of the cards on screen, in order. */
export function cardIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-product') ?? ''));
}

/** Waits until the cards on screen are exactly these products, in this order. */
export async function expectCards(page: Page, items: ListItem[]) {
  await expect(browseArea(page).getByTestId('listing-results')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => cardIds(page)).toEqual(items.map((item) => item.GBXProductID));
}

/** A price as the English page writes it (the catalogue's formatMoney for 'en'), formatted by the page's own Intl. */
export function money(page: Page, amount: number, currency: string): Promise<string> {
  return page.evaluate(({ amount: value, currency: code }) => new Intl.NumberFormat('en', { style: 'currency', currency: code }).format(value), { amount, currency });
}

/** The number in a price text: '₹90,232.67' -> 90232.67. */
export function amountOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** The buyer prices of the cards on screen, in order. */
export async function buyerPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('price-buyer').allInnerTexts();
  return texts.map(amountOf);
}

type PricedItem = Pick<ListItem, 'VandorPrice' | 'VandorCur' | 'USPrice' | 'UserPriceMain' | 'Buyer_currency'>;

/**
 * A product's prices (§1, §2.8): the vendor's currency, US dollars and the
 * buyer's, a currency two of them share shown once with both labels (issue 38).
 */
export async function expectPrices(page: Page, scope: Locator, item: PricedItem) {
  const vendor = await money(page, item.VandorPrice, item.VandorCur);
  const us = await money(page, item.USPrice, 'USD');
  const buyer = await money(page, item.UserPriceMain, item.Buyer_currency);
  const sameAsBuyer = item.VandorCur === item.Buyer_currency;
  // The buyer's row: the amount first (then the volume prices' button and its tip when the product has bands), and the second label when it has one.
  const buyerRow = scope.getByTestId('price-buyer');
  await expect(buyerRow).toHaveText(new RegExp(`^${escapeRegExp(buyer)}`));
  if (sameAsBuyer) await expect(buyerRow).toContainText("Also the vendor's price");
  else await expect(buyerRow).not.toContainText("Also the vendor's price");
  if (sameAsBuyer) {
    expect(item.UserPriceMain).toBe(item.VandorPrice);
    await expect(scope.getByTestId('price-vendor')).toHaveCount(0);
  } else {
    if (item.VandorCur === 'USD') await expect(scope.getByTestId('price-vendor')).toHaveAttribute('data-roles', 'vendor us');
    else await expect(scope.getByTestId('price-vendor')).toHaveText(vendor);
  }
  if (item.VandorCur !== 'USD' && item.Buyer_currency !== 'USD') await expect(scope.getByTestId('price-us')).toHaveText(us);
  else await expect(scope.getByTestId('price-us')).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A card shows the item's title, three prices, badges and sale bar, and its vendor's product count. */
export async function expectCardShows(page: Page, card: Locator, item: ListItem) {
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.ProductTitle);
  await expectPrices(page, card, item);
  await expect(card.getByTestId('badge-featured')).toHaveCount(Number(item.isFeatured) === 1 ? 1 : 0);
  await expect(card.getByTestId('badge-out-of-stock')).toHaveCount(item.QTYAvailable ? 0 : 1);
  if (item.DiscountedStatusData) await expect(card.getByTestId('sale')).toHaveText(`Product on sale ${item.DiscountedPercentage}% off`);
  else await expect(card.getByTestId('sale')).toHaveCount(0);
  await expect(card.getByTestId('vendor-link')).toContainText(item.VendorInfo);
}

/** The vendor's product count in the tooltip of its name, and the city's counts in the city's dialog. */
export async function expectCardCounts(page: Page, card: Locator, item: ListItem) {
  await card.getByTestId('vendor-link').hover();
  await expect(page.getByRole('tooltip', { name: `Products from this vendor: ${item.VendorProductCount.toLocaleString('en')}` })).toBeVisible();
  await card.getByRole('button', { name: `City: ${item.VandorCity}` }).click();
  const dialog = page.getByRole('dialog', { name: item.VandorCity });
  await expect(dialog.getByTestId('place-products')).toContainText(item.CityProductCount.toLocaleString('en'));
  await expect(dialog.getByTestId('place-vendors')).toContainText(item.CityVendorCount.toLocaleString('en'));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** Whether a request is the listing call `call`, optionally with these body fields. */
export function isListing(request: Request, call: string, fields: Record<string, unknown> = {}): boolean {
  if (request.method() !== 'POST' || request.url() !== `${API_URL}${call}`) return false;
  const body = request.postDataJSON() as Record<string, unknown>;
  return Object.entries(fields).every(([name, value]) => String(body[name]) === String(value));
}

/** Records the bodies of the listing call `call` the page sends. */
export function recordListing(page: Page, call: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (isListing(request, call)) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** The toolbar of the listing. */
export const toolbar = (page: Page) => browseArea(page).getByRole('group', { name: 'Search and sort the products' });

/** The sort labels of §9, in order. */
export const SORT_LABELS = ['Sort by', 'Price-Low to High', 'Price-High to Low', 'Title A-Z', 'Title Z-A', 'Most Viewed', 'Bestsellers', 'Reset'];

/** The toolbar of §2.8 is all there: Search by Categories, the keyword, the segments, the §9 sorts, grid or list, refresh. */
export async function expectToolbar(page: Page) {
  const bar = toolbar(page);
  await expect(bar.getByRole('button', { name: 'Search by Categories' })).toBeVisible();
  await expect(bar.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search by Keyword');
  const segments = bar.getByLabel('Market segment');
  await expect(segments.locator('option')).toHaveText(['All market segments', ...['B2C', 'M2C', 'C2C', 'B2B', 'M2B', 'G2B', 'B2G', 'M2G', 'G2G'].map((code) => new RegExp(`^${code} · `))]);
  await expect(bar.getByLabel('Sort', { exact: true }).locator('option')).toHaveText(SORT_LABELS);
  await expect(bar.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false');
  await expect(bar.getByRole('button', { name: 'Refresh: clear all filters' })).toBeVisible();
}
