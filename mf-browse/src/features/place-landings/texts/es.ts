import type { TranslationTree } from '@gbx/shared';

/** The location landings in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  shop: {
    title: 'Compra en tu ciudad',
    pageTitle: 'Compra en {{place}}, {{country}}',
    eyebrow: 'Compra local',
    heading: 'Compra en <place>{{place}}, {{country}}</place>',
    headingUnknown: 'Compra en <place>tu ciudad</place>',
    lead: 'Productos y vendedores ubicados en tu ciudad y en tu código postal, a pocos clics de tu puerta.',
  },
  province: {
    title: 'Compra en tu estado o provincia',
    pageTitle: 'Compra en {{place}}, {{country}}',
    eyebrow: 'Compra en tu región',
    heading: 'Compra en <place>{{place}}, {{country}}</place>',
    headingUnknown: 'Compra en <place>tu estado o provincia</place>',
    lead: 'Productos y vendedores ubicados en tu estado o provincia.',
  },
  locatedNearYou: 'Cerca de ti',
  popularNearYou: 'Lo más popular cerca de ti',
  productsLocatedIn: 'Productos UBICADOS en',
  vendorsLocatedIn: 'Vendedores UBICADOS en',
  unknownPlace: {
    city: 'Tu ciudad',
    postal: 'Tu código postal',
    state: 'Tu estado o provincia',
  },
  postalCode: 'Código postal {{code}}',
  popularProducts: 'Productos populares',
  popularProductsNote: 'Lo que más miran las personas cerca de ti',
  popularCategories: 'Categorías populares',
  popularCategoriesNote: 'Lo que compran las personas cerca de ti',
};
