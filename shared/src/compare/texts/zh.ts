import type { TranslationTree } from '@gbx/shared';

/** The Compare toggle's texts in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  compare: '对比',
  full: '最多可以对比 {{limit}} 件商品。请先移除一件。',
};
