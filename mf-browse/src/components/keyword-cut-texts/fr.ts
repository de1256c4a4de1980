import type { TranslationTree } from '@gbx/shared';

export const fr: TranslationTree = {
  message: 'Les mots-clés sont limités à {{limit}} caractères ; le reste a été coupé.',
};
