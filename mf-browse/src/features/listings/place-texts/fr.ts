import type { TranslationTree } from '@gbx/shared';

/** The marketplace page, the place results and the vendor store in French (same keys as en.ts). */
export const fr: TranslationTree = {
  marketplace: {
    title: 'Recherche sur la place de marché',
    eyebrow: 'Achats depuis : {{country}}',
    lead: 'Les produits que vous pouvez acheter ici : {{country}}, chacun avec son prix dans la devise du vendeur, en dollars américains et dans la vôtre.',
    unknown: 'Nous ne connaissons aucun pays appelé « {{name}} ».',
  },
  place: {
    pageTitle: 'Produits : {{name}}',
    heading: 'Produits : <place>{{name}}</place>',
    eyebrow: 'Résultats produits',
    lead: 'Des produits dont les vendeurs sont situés ici.',
    segmentLead: '{{segment}} : {{meaning}}.',
    unknown: 'Nous ne connaissons aucune ville, aucun code postal, aucune région ni aucun pays nommé « {{name}} ».',
    kind: {
      city: 'Ville · {{country}}',
      postal: 'Code postal · {{country}}',
      state: 'Région ou province · {{country}}',
      country: 'Pays',
    },
  },
  store: {
    title: 'Boutique du vendeur',
    pageTitle: 'Bienvenue dans la boutique en ligne {{vendor}}',
    heading: 'Bienvenue dans la boutique en ligne <vendor>{{vendor}}</vendor>',
    lead: 'Tous les produits de ce vendeur, avec leurs prix dans trois devises.',
    notFoundTitle: 'Boutique introuvable',
    notFound: 'Il n’y a pas de boutique de vendeur à cette adresse (« {{vendor}} »). Le lien est peut-être ancien, ou la boutique a fermé.',
    backToMarketplace: 'Aller à la place de marché',
  },
};
