import type { TranslationTree } from '@gbx/shared';

/** The listing pages' breadcrumb in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  label: 'Ruta de navegación',
  home: 'Inicio',
  deals: 'Ofertas',
  featured: 'Destacados',
  products: 'Productos',
  vendors: 'Vendedores',
  advancedSearch: 'Búsqueda avanzada',
};
