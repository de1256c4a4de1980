import type { TranslationTree } from '@gbx/shared';

/** The texts every mf-browse page shares in French (same keys as en.ts). */
export const fr: TranslationTree = {
  tryAgain: 'Réessayer',
  comingSoon: 'Bientôt disponible',
  noCount: '--',
  loading: 'Chargement',
  keywordLabel: 'Rechercher par mot-clé',
  keywordPlaceholder: 'Rechercher par mot-clé...',
  voiceSearch: 'Recherche vocale',
  products_one: '<n>{{value}}</n> produit',
  products_many: '<n>{{value}}</n> de produits',
  products_other: '<n>{{value}}</n> produits',
  vendors_one: '<n>{{value}}</n> vendeur',
  vendors_many: '<n>{{value}}</n> de vendeurs',
  vendors_other: '<n>{{value}}</n> vendeurs',
};
