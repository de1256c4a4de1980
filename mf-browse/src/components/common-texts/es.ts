import type { TranslationTree } from '@gbx/shared';

/** The texts every mf-browse page shares in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  tryAgain: 'Reintentar',
  comingSoon: 'Próximamente',
  noCount: '--',
  loading: 'Cargando',
  keywordLabel: 'Buscar por palabra clave',
  keywordPlaceholder: 'Buscar por palabra clave...',
  voiceSearch: 'Búsqueda por voz',
  products_one: '<n>{{value}}</n> producto',
  products_many: '<n>{{value}}</n> de productos',
  products_other: '<n>{{value}}</n> productos',
  vendors_one: '<n>{{value}}</n> vendedor',
  vendors_many: '<n>{{value}}</n> de vendedores',
  vendors_other: '<n>{{value}}</n> vendedores',
};
