import type { TranslationTree } from '@gbx/shared';

/** Deals and market segments in French (same keys as en.ts). */
export const fr: TranslationTree = {
  deals: {
    title: 'Offres et promotions',
    eyebrow: 'Économisez plus',
    lead: 'Des produits à la une et en promotion, proposés par des vendeurs du monde entier.',
    shopTheDeals: 'Profitez des offres',
    moreWays: 'D’autres façons d’économiser',
    featured: 'Produits à la une',
    featuredNote: 'Sélectionnés par nos vendeurs',
    discounted: 'Produits en promotion',
    discountedNote: 'En promotion en ce moment',
    ofTheDay: 'Produits du jour',
    ofTheDayNote: 'Une nouvelle sélection chaque jour',
    ofTheWeek: 'Produits de la semaine',
    ofTheWeekNote: 'Le meilleur de la semaine',
    megaBrands: 'Grandes marques',
    megaBrandsNote: 'Les plus grandes marques réunies',
  },
  segments: {
    title: 'Filtrer par segments de marché',
    eyebrow: 'Segments de marché',
    lead: 'Trouvez des produits selon qui les vend et à qui ils s’adressent : entreprises, fabricants, particuliers et administrations.',
    open: 'Acheter par segment',
    farmers: 'Segments agricoles',
  },
};
