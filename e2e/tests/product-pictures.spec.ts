import type { Locator, Page } from '@playwright/test';
import { subcategories, topCategories } from '../support/categories';
import { expect, settledVisitor, test, waitForInteractive } from '../support/fixtures';
import { CALLS, cards, expectCards, listingFor, type ListItem } from '../support/listings';
import { API_URL } from '../support/ports';

/**
 * Product pictures (issue 38): every picture a listing or a product page
 * shows is a sized AVIF or WebP chosen from a srcset, named by its product's
 * title, and a product's picture shows what its category sells: a watch and
 * a jacket of the same level-2 category (Fashion) do not share a drawing.
 */

/** Checks every product picture inside `scope`: a <picture> with AVIF and WebP srcsets, an alt naming `titleOf(img)`, a raster loaded. */
async function expectRasterPictures(pictures: Locator, titleOf: (index: number) => Promise<string>) {
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const img = pictures.nth(index);
    const title = await titleOf(index);
    expect(title.trim()).not.toBe('');
    await expect(img).toHaveAttribute('alt', new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const picture = img.locator('xpath=..');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif \d+w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp \d+w/);
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 ? element.currentSrc : '')).toMatch(/\.(avif|webp)$/);
  }
}

/** The first product of the listing filtered by the level-3 category `name` under Consumer Products › Fashion. */
async function fashionProduct(page: Page, name: string): Promise<ListItem> {
  const consumer = (await topCategories(page)).find((category) => category.name === 'Consumer Products');
  expect(consumer).toBeTruthy();
  const fashion = (await subcategories(page, 1, consumer!.id)).find((category) => category.name === 'Fashion');
  expect(fashion).toBeTruthy();
  const level3 = (await subcategories(page, 2, fashion!.id)).find((category) => category.name === name);
  expect(level3).toBeTruthy();
  const answer = await listingFor(page, CALLS.list, { catVal: 3, subcatID: level3!.id });
  const first = answer.product_list[0];
  expect(first, `a product under Fashion › ${name}`).toBeTruthy();
  return first!;
}

/** The picture the product page shows first, as the browser downloaded it. */
async function shownPicture(page: Page, id: string): Promise<{ src: string; bytes: Buffer }> {
  await page.goto(`/product-detail/${id}`);
  await waitForInteractive(page);
  const img = page.locator('[data-remote="mf_product"]').getByTestId('image-slider').locator('img').first();
  const src = await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => (element.complete && element.naturalWidth > 0 ? element.currentSrc : '')))
    .toMatch(/\.(avif|webp)$/)
    .then(() => img.evaluate((element: HTMLImageElement) => element.currentSrc));
  const response = await page.request.get(src);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  return { src, bytes: await response.body() };
}

test.describe('Product pictures', () => {
  test('every picture of a listing is an AVIF or WebP from a srcset, named by its product', async ({ page }) => {
    await settledVisitor(page, '/deals-promotion');
    const answer = await listingFor(page, CALLS.list, { discounted_product: 1, sort_by: 'DiscountedStatus' });
    await expectCards(page, answer.product_list);
    const tiles = cards(page);
    await expectRasterPictures(tiles.locator('picture img'), (index) => tiles.nth(index).locator('h2, h3').first().innerText());
    expect(await tiles.locator('picture img').count()).toBe(await tiles.count());
    // The first row comes at once; the rest of the page when scrolled to.
    await expect(tiles.first().locator('picture img')).not.toHaveAttribute('loading', 'lazy');
    await expect(tiles.last().locator('picture img')).toHaveAttribute('loading', 'lazy');
    // The rest of the page too (the featured carousel): no product picture outside a <picture>, none without a name.
    const all = page.locator('img[src*="/images/products/"]');
    expect(await all.evaluateAll((images) => images.filter((image) => !image.getAttribute('alt')?.trim() || image.parentElement?.tagName !== 'PICTURE').length)).toBe(0);
  });

  test('every picture of a product page is an AVIF or WebP from a srcset, named by its product', async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    const product = (await listingFor(page, CALLS.list, {})).product_list[0]!;
    await page.goto(`/product-detail/${product.GBXProductID}`);
    await waitForInteractive(page);
    const area = page.locator('[data-remote="mf_product"]');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(product.ProductTitle);
    // The gallery's picture is named by the product; each teaser's by its own title (its link's text).
    await expectRasterPictures(area.getByTestId('image-slider').locator('picture img'), async () => product.ProductTitle);
    const teasers = area.locator('li a:has(picture img)');
    const teaserCount = await teasers.count();
    for (let index = 0; index < teaserCount; index++) {
      await expectRasterPictures(teasers.nth(index).locator('picture img'), () => teasers.nth(index).locator('span').innerText());
    }
    // No product picture outside a <picture>, none without a name.
    const all = area.locator('img[src*="/images/products/"]');
    expect(await all.count()).toBeGreaterThan(teaserCount);
    expect(await all.evaluateAll((images) => images.filter((image) => !image.getAttribute('alt')?.trim() || image.parentElement?.tagName !== 'PICTURE').length)).toBe(0);
  });

  test('a watch and a jacket show different drawings, and each product always the same picture', async ({ page }) => {
    await settledVisitor(page, '/landing-marketplace');
    const watch = await fashionProduct(page, 'Watches');
    const jacket = await fashionProduct(page, 'Jackets');
    const watchPicture = await shownPicture(page, watch.GBXProductID);
    const jacketPicture = await shownPicture(page, jacket.GBXProductID);
    expect(watchPicture.bytes.equals(jacketPicture.bytes)).toBe(false);
    // The drawing, not only the colours: each picture names what it draws.
    const drawing = async (id: string) => {
      const svg = await (await page.request.get(`${API_URL}/images/products/${id}-1.svg`)).text();
      expect(svg).not.toContain(id);
      return /data-drawing="([^"]+)"/.exec(svg)?.[1];
    };
    expect(await drawing(watch.GBXProductID)).toBe('watch');
    expect(await drawing(jacket.GBXProductID)).not.toBe('watch');
    // Asked again, the same bytes (the picture is the product's, not the moment's).
    const again = await page.request.get(watchPicture.src);
    expect((await again.body()).equals(watchPicture.bytes)).toBe(true);
  });
});
