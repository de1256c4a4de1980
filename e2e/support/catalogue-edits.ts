import type { Page } from '@playwright/test';
import { expect, postWithStoredDevice } from './fixtures';
import { API_URL } from './ports';

/*
 * A vendor's edits of the seeded catalogue, for the specs that watch the pages
 * follow them (catalogue changes, notify me, the dashboard's alerts): written
 * to the database through the API's development routes, and seen by the
 * pages within seconds (the API's caches empty on a catalogue change).
 */

export interface StockedProduct {
  GBXProductID: string;
  ProductTitle: string;
  QTYAvailable: boolean;
  StockQuantity: number;
  CompanyURL: string;
}

export const productIdOf = (n: number) => `GBX${String(n).padStart(8, '0')}`;

/** The product page's answer for `gbxproductid`, as this page's visitor gets it. */
export async function productDetail(page: Page, gbxproductid: string): Promise<StockedProduct> {
  return (await postWithStoredDevice<{ product_list: StockedProduct[] }>(page, `/api/product/product-detail/${gbxproductid}`)).product_list[0]!;
}

/** A vendor's edit of a product's title or stock count, written to the database. */
export async function editProduct(page: Page, fields: { gbxproductid: string; title?: string; stock_qty?: number }) {
  const response = await page.request.post(`${API_URL}/dev/catalogue/product`, { data: fields });
  expect(response.status(), await response.text()).toBe(200);
}

/** The first product in stock counting down from number `from` (a spec's own range, so that specs do not edit each other's products). */
export async function productInStock(page: Page, from: number, range = 40): Promise<StockedProduct> {
  for (let n = from; n > from - range; n--) {
    const product = await productDetail(page, productIdOf(n));
    if (product.QTYAvailable && product.StockQuantity > 0) return product;
  }
  throw new Error(`No product in stock among ${from - range + 1}-${from}`);
}

/** Runs `run` with a product of the spec's range made out of stock, and puts its stock back after, whatever happened. */
export async function withProductOutOfStock(page: Page, from: number, run: (product: StockedProduct) => Promise<void>) {
  const product = await productInStock(page, from);
  await editProduct(page, { gbxproductid: product.GBXProductID, stock_qty: 0 });
  try {
    await run(product);
  } finally {
    await editProduct(page, { gbxproductid: product.GBXProductID, stock_qty: product.StockQuantity });
  }
}

/** Opens `path` again until `shown` passes: each visit is a new page, as a visitor coming back would get. */
export async function revisitUntil(page: Page, path: string, shown: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await shown();
  }).toPass({ timeout: 60_000, intervals: [500, 1000] });
}
