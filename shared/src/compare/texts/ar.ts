import type { TranslationTree } from '@gbx/shared';

/** The Compare toggle's texts in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  compare: 'قارن',
  full: 'يمكنك مقارنة {{limit}} منتجات كحد أقصى. أزل منتجًا أولًا.',
};
