import type { TranslationTree } from '@gbx/shared';

/** The listing pages' breadcrumb in French (same keys as en.ts). */
export const fr: TranslationTree = {
  label: "Fil d'Ariane",
  home: 'Accueil',
  deals: 'Promotions',
  featured: 'En vedette',
  products: 'Produits',
  vendors: 'Vendeurs',
  advancedSearch: 'Recherche avancée',
};
