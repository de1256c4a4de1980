import type { TranslationTree } from '@gbx/shared';

/** The location landings in French (same keys as en.ts). */
export const fr: TranslationTree = {
  shop: {
    title: 'Acheter dans votre ville',
    pageTitle: 'Achetez local : {{place}}, {{country}}',
    eyebrow: 'Achat local',
    heading: 'Achetez local : <place>{{place}}, {{country}}</place>',
    headingUnknown: 'Achetez local : <place>votre ville</place>',
    lead: 'Les produits et les vendeurs situés dans votre ville et dans votre code postal, à quelques clics de chez vous.',
  },
  province: {
    title: 'Acheter dans votre région',
    pageTitle: 'Achetez dans votre région : {{place}}, {{country}}',
    eyebrow: 'Votre région',
    heading: 'Achetez dans votre région : <place>{{place}}, {{country}}</place>',
    headingUnknown: 'Achetez dans votre région : <place>votre État ou province</place>',
    lead: 'Les produits et les vendeurs situés dans votre État ou votre province.',
  },
  locatedNearYou: 'Près de chez vous',
  popularNearYou: 'Populaire près de chez vous',
  productsLocatedIn: 'Produits SITUÉS dans',
  vendorsLocatedIn: 'Vendeurs SITUÉS dans',
  unknownPlace: {
    city: 'Votre ville',
    postal: 'Votre code postal',
    state: 'Votre État ou province',
  },
  postalCode: 'Code postal {{code}}',
  popularProducts: 'Produits populaires',
  popularProductsNote: 'Ce que les gens près de chez vous regardent le plus',
  popularCategories: 'Catégories populaires',
  popularCategoriesNote: 'Ce que les gens près de chez vous achètent',
};
