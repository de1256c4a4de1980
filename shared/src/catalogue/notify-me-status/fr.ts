import type { TranslationTree } from '@gbx/shared';

export const fr: TranslationTree = {
  on: 'Nous vous enverrons un e-mail dès son retour en stock',
  off: 'Vous ne recevrez pas d’e-mail pour ce produit',
};
