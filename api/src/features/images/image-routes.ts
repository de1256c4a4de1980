import { Type } from 'typebox';
import type { App, Services } from '../../http/app-types.js';
import { categoryIcon, iconBody } from './category-icons.js';
import { ProductCategories } from './product-categories.js';
import { flagSvg, productSvg, vendorSvg } from './svg-images.js';

const SVG_HEADERS = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };

/** Generated images: products (GBX00000001-1.svg), vendors ({CompanyURL}.svg) and flags (IN.svg). */
export function registerImageRoutes(app: App, { db, directory }: Services): void {
  const categories = new ProductCategories(db, { windowMs: 5, limit: 200_000, onError: (error) => app.log.warn({ err: error }, 'product categories for pictures') });

  app.get('/images/products/:name', {
    schema: {
      tags: ['images'],
      summary: 'Product image {GBXProductID}-{n}.svg: the icon of the product\'s category in its own colours',
      params: Type.Object({ name: Type.String({ pattern: '^GBX[0-9]{1,12}-[1-9]\\.svg$' }) }),
    },
  }, async (request, reply) => {
    const [, id = '', index = '1'] = /^(GBX[0-9]+)-([1-9])\.svg$/.exec(request.params.name) ?? [];
    const category = await categories.of(id);
    const icon = categoryIcon(category?.top, category?.sub);
    const subject = { icon, body: iconBody(icon), category: category ? category.sub ?? category.top : 'Product' };
    return reply.headers(SVG_HEADERS).send(productSvg(id, Number(index), subject));
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
