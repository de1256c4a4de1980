import type { TranslationTree } from '@gbx/shared';

/** The compare bar's texts in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  label: '待对比的商品',
  count: '已选 {{count}} / {{limit}}',
  open: '立即对比',
  remove: '从对比中移除 {{title}}',
  clear: '全部清除',
};
