import { Type } from 'typebox';
import type { App, Services } from '../../http/app-types.js';
import { categoryIcon, iconBody } from './category-icons.js';
import { ProductCategories, type ProductCategory } from './product-categories.js';
import { PICTURE_WIDTHS, RASTER_CONTENT_TYPES, RasterPictures, type PictureWidth, type RasterFormat } from './raster-pictures.js';
import { flagSvg, productSvg, vendorSvg } from './svg-images.js';

const SVG_HEADERS = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };
/**
 * A product's picture never changes under its address (its category does not,
 * and the drawing follows from the id): a year, and no revalidation.
 */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

/**
 * A product picture's name: {GBXProductID}-{n}.svg (the drawing, the wire's
 * UserImageName, §7) or {GBXProductID}-{n}-{width}.{webp|avif} (that drawing
 * rasterised at one of PICTURE_WIDTHS, what the pages show through srcset).
 */
const PRODUCT_PICTURE = new RegExp(`^(GBX[0-9]{1,12})-([1-9])(?:\\.svg|-(${PICTURE_WIDTHS.join('|')})\\.(webp|avif))$`);

function subjectOf(category: ProductCategory | null) {
  const icon = categoryIcon(category?.top, category?.sub, category?.leaf);
  return { icon, body: iconBody(icon), category: category ? category.leaf ?? category.sub ?? category.top : 'Product' };
}

/** Generated images: products (GBX00000001-1.svg), vendors ({CompanyURL}.svg) and flags (IN.svg). */
export function registerImageRoutes(app: App, { catalogue, directory }: Services): void {
  const categories = new ProductCategories(catalogue, { windowMs: 5, limit: 200_000, onError: (error) => app.log.warn({ err: error }, 'product categories for pictures') });

  const rasters = new RasterPictures();

  app.get('/images/products/:name', {
    schema: {
      tags: ['images'],
      summary:
        "Product picture {GBXProductID}-{n}.svg: the drawing of the product's deepest category in the product's own colours and angle; " +
        `{GBXProductID}-{n}-{width}.webp or .avif: the same rasterised, width one of ${PICTURE_WIDTHS.join(', ')}`,
      params: Type.Object({ name: Type.String({ pattern: PRODUCT_PICTURE.source }) }),
    },
  }, async (request, reply) => {
    const [, id = '', index = '1', width, format] = PRODUCT_PICTURE.exec(request.params.name) ?? [];
    const category = await categories.of(id);
    const drawing = () => productSvg(id, Number(index), subjectOf(category));
    if (!width || !format) return reply.headers(SVG_HEADERS).send(drawing());
    const picture = await rasters.get(request.params.name, Number(width) as PictureWidth, format as RasterFormat, drawing, category !== null);
    // An id no product has (yet) gets the parcel, briefly: a product added under it later has its own picture.
    const cacheControl = category ? PICTURE_CACHE : 'public, max-age=300';
    return reply.headers({ 'content-type': RASTER_CONTENT_TYPES[format as RasterFormat], 'cache-control': cacheControl }).send(picture);
  });

  app.get('/images/vendors/:name', {
    schema: { tags: ['images'], summary: 'Vendor company image {CompanyURL}.svg', params: Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.svg$' }) }) },
  }, async (request, reply) => reply.headers(SVG_HEADERS).send(vendorSvg(request.params.name.replace(/\.svg$/, ''))));

  app.get('/images/flags/:name', {
    schema: { tags: ['images'], summary: 'Country flag {ISO2}.svg', params: Type.Object({ name: Type.String({ pattern: '^[A-Za-z]{2}\\.svg$' }) }) },
  }, async (request, reply) => {
    const iso2 = request.params.name.slice(0, 2).toUpperCase();
    const country = directory.country(iso2);
    if (!country) return reply.status(404).send({ status: '0', msg: `Unknown country code ${iso2}` });
    return reply.headers(SVG_HEADERS).send(flagSvg(iso2, country.flag, country.name));
  });
}
