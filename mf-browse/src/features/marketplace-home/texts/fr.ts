import type { TranslationTree } from '@gbx/shared';

export const fr: TranslationTree = {
  title: 'Recherchez sur la Marketplace mondiale',
  eyebrow: 'Toutes les boutiques à votre porte',
  lead: 'Trouvez des produits et des fournisseurs par mot-clé, près de chez vous, dans tout votre pays ou par catégorie.',
  products: 'Produits',
  suppliers: 'Fournisseurs',
  emptyKeyword: 'Saisissez d’abord un mot-clé, puis choisissez Produits ou Fournisseurs.',
  near: {
    title: 'Achetez près de chez vous',
    city: 'Produits dans votre ville',
    state: 'Produits dans votre région',
    country: 'Produits dans votre pays',
    deals: 'Offres et promotions',
    dealsNote: 'Remises',
  },
  explore: {
    title: 'Explorez la marketplace',
    advancedSearch: 'Recherche avancée',
    advancedSearchNote: 'Prix, lieu, segment, état et plus encore',
    allCategories: 'Toutes les catégories',
    allCategoriesNote: 'Quatre niveaux de catégories avec leurs nombres',
    marketSegments: 'Segments de marché',
    marketSegmentsNote: 'B2B, B2C, C2C et les autres segments',
    homePage: 'Page d’accueil',
    homePageNote: 'La page de recherche',
  },
};
