import type { TranslationTree } from '@gbx/shared';

export const es: TranslationTree = {
  title: 'Busque en el Marketplace Global',
  eyebrow: 'Cualquier tienda a su puerta',
  lead: 'Encuentre productos y proveedores por palabra clave, cerca de usted, en todo su país o por categoría.',
  products: 'Productos',
  suppliers: 'Proveedores',
  emptyKeyword: 'Escriba primero una palabra clave y luego elija Productos o Proveedores.',
  near: {
    title: 'Compre cerca de usted',
    city: 'Productos en su ciudad',
    state: 'Productos en su estado',
    country: 'Productos en su país',
    deals: 'Ofertas y promociones',
    dealsNote: 'Descuentos',
  },
  explore: {
    title: 'Explore el marketplace',
    advancedSearch: 'Búsqueda avanzada',
    advancedSearchNote: 'Precio, lugar, segmento, estado y más',
    allCategories: 'Todas las categorías',
    allCategoriesNote: 'Cuatro niveles de categorías con recuentos',
    marketSegments: 'Segmentos de mercado',
    marketSegmentsNote: 'B2B, B2C, C2C y los demás segmentos',
    homePage: 'Página de inicio',
    homePageNote: 'La página de búsqueda',
  },
};
