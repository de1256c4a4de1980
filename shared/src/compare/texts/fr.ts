import type { TranslationTree } from '@gbx/shared';

/** The Compare toggle's texts in French (same keys as en.ts). */
export const fr: TranslationTree = {
  compare: 'Comparer',
  full: 'Vous pouvez comparer jusqu’à {{limit}} produits. Retirez-en un d’abord.',
};
