import type { TranslationTree } from '@gbx/shared';

/** Deals and market segments in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  deals: {
    title: 'Ofertas y promociones',
    eyebrow: 'Ahorra más',
    lead: 'Productos destacados y en oferta de vendedores de todo el mundo.',
    shopTheDeals: 'Compra las ofertas',
    moreWays: 'Más formas de ahorrar',
    featured: 'Productos destacados',
    featuredNote: 'Seleccionados por nuestros vendedores',
    discounted: 'Productos con descuento',
    discountedNote: 'En oferta ahora mismo',
    ofTheDay: 'Productos del día',
    ofTheDayNote: 'Una nueva selección cada día',
    ofTheWeek: 'Productos de la semana',
    ofTheWeekNote: 'Lo mejor de la semana',
    megaBrands: 'Megamarcas',
    megaBrandsNote: 'Las grandes marcas en un solo lugar',
  },
  segments: {
    title: 'Filtrar por segmentos de mercado',
    eyebrow: 'Segmentos de mercado',
    lead: 'Encuentra productos según quién los vende y para quién son: empresas, fabricantes, consumidores y gobiernos.',
    open: 'Compra por segmento',
    farmers: 'Segmentos de agricultores',
  },
};
