import type { TranslationTree } from '@gbx/shared';

export const fr: TranslationTree = {
  title: 'La boutique en ligne du monde',
  tagline: 'Toutes les boutiques à votre porte',
  lead: 'Des produits de vendeurs de tous les pays, chaque prix affiché dans la devise du vendeur, en dollars américains et dans la vôtre.',
  logo: 'GBX Marketplace : accueil de la marketplace',
  shopIn: 'Acheter à {{city}}',
  nearMe: 'Rechercher des produits près de chez vous',
  liveCount_one: '<n>{{value}}</n> produit de vendeurs du monde entier',
  liveCount_many: '<n>{{value}}</n> de produits de vendeurs du monde entier',
  liveCount_other: '<n>{{value}}</n> produits de vendeurs du monde entier',
  liveNote: 'En direct : mis à jour toutes les 10 secondes',
  categories: {
    title: 'Acheter par catégorie',
    lead: 'Trouvez une catégorie par son nom, ou ouvrez-en une pour voir ses sous-catégories, sur quatre niveaux.',
  },
  recent: {
    title: 'Consultés récemment',
    lead: 'Les derniers produits que vous avez ouverts, du plus récent au plus ancien.',
  },
};
