import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../src/data/categories.js';
import { categoryIcon, FALLBACK_ICON, iconBody, SUB_CATEGORY_ICONS, TOP_CATEGORY_ICONS } from '../src/features/images/category-icons.js';
import { ProductCategories } from '../src/features/images/product-categories.js';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

/** The icon a picture holds: its name and its drawing (the main icon's group, up to the id's text below it). */
function drawnIcon(svg: string): { name: string; drawing: string } {
  const match = /<g [^>]*data-icon="([^"]+)"[^>]*>(.*)<\/g>\s*<text/s.exec(svg);
  return { name: match?.[1] ?? '', drawing: match?.[2] ?? '' };
}

describe('the category icons', () => {
  it('name an icon of the set for each of the 14 top categories of §5 and each level-2 category mapped', () => {
    expect(Object.keys(TOP_CATEGORY_ICONS).sort()).toEqual(CATEGORY_TREE.map((top) => top.name).sort());
    const level2 = new Set(CATEGORY_TREE.flatMap((top) => Object.keys(top.children)));
    for (const sub of Object.keys(SUB_CATEGORY_ICONS)) expect(level2.has(sub), sub).toBe(true);
    for (const name of [...Object.values(TOP_CATEGORY_ICONS), ...Object.values(SUB_CATEGORY_ICONS), FALLBACK_ICON]) {
      expect(iconBody(name), name).toMatch(/^<(path|g|circle|rect)/);
    }
  });

  it('prefer the level-2 icon, then the top one, then the parcel', () => {
    expect(categoryIcon('Boats', 'Motor Boats')).toBe('ship');
    expect(categoryIcon('Boats', 'Sailing')).toBe('sailboat');
    expect(categoryIcon('Real Estate', null)).toBe('house');
    expect(categoryIcon(undefined)).toBe(FALLBACK_ICON);
  });
});

describe.each(ENGINES)('product pictures on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  /** One product of each of two top categories whose icons differ, read from the seeded catalogue. */
  async function twoProductsOfDifferentCategories() {
    const rows = await t.database.db
      .selectFrom('products')
      .innerJoin('categories as top', 'top.id', 'products.cat1_id')
      .leftJoin('categories as sub', 'sub.id', 'products.cat2_id')
      .select(['products.gbx_product_id as id', 'top.name as top', 'sub.name as sub'])
      .orderBy('products.id')
      .limit(200)
      .execute();
    const first = rows[0]!;
    const other = rows.find((row) => row.top !== first.top && categoryIcon(row.top, row.sub) !== categoryIcon(first.top, first.sub))!;
    return [first, other];
  }

  const picture = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/images/products/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    return response.body;
  };

  it("hold the icon of the product's category: two products of different categories, different icons", async () => {
    const [a, b] = await twoProductsOfDifferentCategories();
    const [svgA, svgB] = await Promise.all([picture(`${a!.id}-1.svg`), picture(`${b!.id}-1.svg`)]);
    const [iconA, iconB] = [drawnIcon(svgA), drawnIcon(svgB)];
    expect(iconA.name).toBe(categoryIcon(a!.top, a!.sub));
    expect(iconB.name).toBe(categoryIcon(b!.top, b!.sub));
    expect(iconA.name).not.toBe(iconB.name);
    expect(iconA.drawing).toBe(iconBody(iconA.name));
    expect(iconB.drawing).toBe(iconBody(iconB.name));
    expect(iconA.drawing).not.toBe(iconB.drawing);
    // The id stays written on the picture, and the label names the category.
    expect(svgA).toContain(`>${a!.id}</text>`);
    expect(svgA).toContain(`aria-label="${a!.id}, ${(a!.sub ?? a!.top).replace(/&/g, '&#38;')}, image 1"`);
  });

  it("vary from one picture of a product to the next, keeping the product's icon", async () => {
    const [a] = await twoProductsOfDifferentCategories();
    const pictures = await Promise.all([1, 2, 3].map((index) => picture(`${a!.id}-${index}.svg`)));
    expect(new Set(pictures).size).toBe(3);
    expect(new Set(pictures.map((svg) => drawnIcon(svg).name)).size).toBe(1);
  });

  it('draw the parcel for an id no product has', async () => {
    expect(drawnIcon(await picture('GBX999999999-1.svg')).name).toBe(FALLBACK_ICON);
  });

  it('look the categories of a page of pictures up in one query, and remember them', async () => {
    const ids = (await t.database.db.selectFrom('products').select('gbx_product_id').orderBy('id').limit(12).execute()).map((row) => row.gbx_product_id);
    const categories = new ProductCategories(t.database.db, { windowMs: 5, limit: 1000 });
    const first = await Promise.all(ids.flatMap((id) => [categories.of(id), categories.of(id)]));
    expect(first.every((category) => category !== null && typeof category.top === 'string')).toBe(true);
    expect(categories.queries).toBe(1);
    await Promise.all(ids.map((id) => categories.of(id)));
    expect(categories.queries).toBe(1);
  });
});
