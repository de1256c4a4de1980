import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../src/data/categories.js';
import sharp from 'sharp';
import { categoryIcon, FALLBACK_ICON, iconBody, LEAF_CATEGORY_ICONS, SUB_CATEGORY_ICONS, TOP_CATEGORY_ICONS } from '../src/features/images/category-icons.js';
import { ProductCategories } from '../src/features/images/product-categories.js';
import { RasterPictures } from '../src/features/images/raster-pictures.js';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

/** The drawing a picture holds: its name and the object's drawing (its last group, the one over its shadow). */
function drawnIcon(svg: string): { name: string; drawing: string } {
  const name = /data-drawing="([^"]+)"/.exec(svg)?.[1] ?? '';
  const match = /\n<g transform="translate\(300 \d+\)[^>]*>(.*)<\/g>\n<\/svg>$/s.exec(svg);
  return { name, drawing: match?.[1] ?? '' };
}

describe('the category icons', () => {
  it('name an icon of the set for each of the 14 top categories of §5, each level-2 category and each level-3 category mapped', () => {
    expect(Object.keys(TOP_CATEGORY_ICONS).sort()).toEqual(CATEGORY_TREE.map((top) => top.name).sort());
    const level2 = CATEGORY_TREE.flatMap((top) => Object.keys(top.children));
    expect(Object.keys(SUB_CATEGORY_ICONS).sort()).toEqual([...level2].sort());
    const level3 = new Set(CATEGORY_TREE.flatMap((top) => Object.values(top.children).flat()));
    for (const leaf of Object.keys(LEAF_CATEGORY_ICONS)) expect(level3.has(leaf), leaf).toBe(true);
    for (const name of [...Object.values(TOP_CATEGORY_ICONS), ...Object.values(SUB_CATEGORY_ICONS), ...Object.values(LEAF_CATEGORY_ICONS), FALLBACK_ICON]) {
      expect(iconBody(name), name).toMatch(/^<(path|g|circle|rect)/);
    }
  });

  it('draw a jacket as a jacket: a drawing of our own where the set has none, unlike the shirt', () => {
    expect(iconBody('jacket')).toMatch(/^<g /);
    expect(iconBody('jacket')).not.toBe(iconBody('shirt'));
    expect(iconBody('jacket')).not.toBe(iconBody(FALLBACK_ICON));
  });

  it('give every level-2 category a drawing of its own', () => {
    const drawings = CATEGORY_TREE.flatMap((top) => Object.keys(top.children).map((sub) => categoryIcon(top.name, sub)));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('prefer the level-3 drawing, then the level-2 one, then the top one, then the parcel', () => {
    expect(categoryIcon('Consumer Products', 'Fashion', 'Watches')).toBe('watch');
    expect(categoryIcon('Consumer Products', 'Fashion', 'Jackets')).toBe('jacket');
    expect(categoryIcon('Consumer Products', 'Electronics', 'Mobile Phones')).toBe('smartphone');
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

  /** One product of each of two level-2 categories, and two neighbours (consecutive ids), read from the seeded catalogue. */
  async function twoProductsOfDifferentCategories() {
    const rows = await t.database.db
      .selectFrom('products')
      .innerJoin('categories as top', 'top.id', 'products.cat1_id')
      .leftJoin('categories as sub', 'sub.id', 'products.cat2_id')
      .leftJoin('categories as leaf', 'leaf.id', 'products.cat3_id')
      .select(['products.gbx_product_id as id', 'top.name as top', 'sub.name as sub', 'leaf.name as leaf'])
      .orderBy('products.id')
      .limit(200)
      .execute();
    const first = rows[0]!;
    const other = rows.find((row) => row.sub !== first.sub && categoryIcon(row.top, row.sub, row.leaf) !== categoryIcon(first.top, first.sub, first.leaf))!;
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
    expect(iconA.name).toBe(categoryIcon(a!.top, a!.sub, a!.leaf));
    expect(iconB.name).toBe(categoryIcon(b!.top, b!.sub, b!.leaf));
    expect(iconA.name).not.toBe(iconB.name);
    expect(iconA.drawing).toBe(iconBody(iconA.name));
    expect(iconB.drawing).toBe(iconBody(iconB.name));
    expect(iconA.drawing).not.toBe(iconB.drawing);
    // No text on the picture (the page names the product); the label names the category.
    expect(svgA).not.toContain(a!.id);
    expect(svgA).not.toContain('<text');
    expect(svgA).toContain(`aria-label="${(a!.leaf ?? a!.sub ?? a!.top).replace(/&/g, '&#38;')}"`);
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

  const raster = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/images/products/${name}` });
    return { status: response.statusCode, type: response.headers['content-type'], cache: response.headers['cache-control'], body: response.rawPayload };
  };

  it('serve each picture as a sized WebP and AVIF, cached for a year', async () => {
    const [a] = await twoProductsOfDifferentCategories();
    for (const [format, type] of [['webp', 'image/webp'], ['avif', 'image/avif']] as const) {
      for (const width of [160, 640]) {
        const answer = await raster(`${a!.id}-1-${width}.${format}`);
        expect(answer.status).toBe(200);
        expect(answer.type).toBe(type);
        expect(answer.cache).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(answer.body).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, width]);
      }
    }
  });

  it('give two level-2 categories different pictures, and the same product the same bytes', async () => {
    const [a, b] = await twoProductsOfDifferentCategories();
    const first = await raster(`${a!.id}-1-320.webp`);
    const again = await raster(`${a!.id}-1-320.webp`);
    const other = await raster(`${b!.id}-1-320.webp`);
    expect(Buffer.compare(first.body, again.body)).toBe(0);
    // Not only the cache's copy: encoded afresh from the drawing, the same bytes.
    const drawing = await picture(`${a!.id}-1.svg`);
    const fresh = await new RasterPictures().get('fresh', 320, 'webp', () => drawing);
    expect(Buffer.compare(first.body, fresh)).toBe(0);
    expect(Buffer.compare(first.body, other.body)).not.toBe(0);
    // The pixels differ, not only the encoding: the two pictures' raw pixels are not the same.
    const [pixelsA, pixelsB] = await Promise.all([sharp(first.body).raw().toBuffer(), sharp(other.body).raw().toBuffer()]);
    expect(pixelsA.equals(pixelsB)).toBe(false);
  });

  it('vary colours and angle between neighbouring products', async () => {
    const ids = (await t.database.db.selectFrom('products').select('gbx_product_id').orderBy('id').limit(2).execute()).map((row) => row.gbx_product_id);
    const [one, two] = await Promise.all(ids.map((id) => picture(`${id}-1.svg`)));
    const hueOf = (svg: string) => /stop-color="hsl\((\d+),/.exec(svg)?.[1];
    expect(hueOf(one!)).toBeDefined();
    expect(hueOf(one!)).not.toBe(hueOf(two!));
  });

  it.each(['GBX00000001-1-333.webp', 'GBX00000001-1-320.png', 'GBX00000001-0-320.webp', 'GBX00000001-1-320.webp.svg', 'watch.avif', '..%2F..%2Fetc%2Fpasswd'])(
    'refuse the name %s with a 4xx JSON error',
    async (name) => {
      const answer = await t.app.inject({ method: 'GET', url: `/images/products/${name}` });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.json()).toHaveProperty('msg');
    },
  );

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
