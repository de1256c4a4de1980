import type { TranslationTree } from '@gbx/shared';

export const fr: TranslationTree = {
  search: {
    label: 'Trouver une catégorie',
    placeholder: 'Tapez une catégorie, p. ex. Boats',
    listLabel: 'Suggestions de catégories',
    found_one: '{{count}} suggestion : flèches pour vous déplacer, Entrée pour choisir.',
    found_many: '{{count}} suggestions : flèches pour vous déplacer, Entrée pour choisir.',
    found_other: '{{count}} suggestions : flèches pour vous déplacer, Entrée pour choisir.',
    noMatch: 'Aucun nom de catégorie ne contient « {{text}} ».',
  },
  showSubcategories: 'Sous-catégories de {{name}}',
  loadingLevel: 'Chargement des catégories',
  modal: {
    title: 'Toutes les catégories',
    close: 'Fermer',
    hint: 'Choisissez un nom pour voir ses produits, ou le bouton liste à côté pour ouvrir ses sous-catégories.',
    categories: 'Catégories',
    column1: 'Sous-catégorie 1',
    column2: 'Sous-catégorie 2',
    column3: 'Sous-catégorie 3',
    empty1: 'Aucune sous-catégorie 1',
    empty2: 'Aucune sous-catégorie 2',
    empty3: 'Aucune sous-catégorie 3',
  },
};
