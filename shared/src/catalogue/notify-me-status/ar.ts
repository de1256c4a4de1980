import type { TranslationTree } from '@gbx/shared';

export const ar: TranslationTree = {
  on: 'سنرسل إليك بريدًا إلكترونيًا عند توفره مجددًا',
  off: 'لن تتلقى رسائل بريد إلكتروني بشأن هذا المنتج',
};
