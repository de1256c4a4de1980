import type { TranslationTree } from '@gbx/shared';

/** The compare bar's texts in French (same keys as en.ts). */
export const fr: TranslationTree = {
  label: 'Produits à comparer',
  count: '{{count}} sur {{limit}} choisis',
  open: 'Comparer maintenant',
  remove: 'Retirer {{title}} de la comparaison',
  clear: 'Tout retirer',
};
