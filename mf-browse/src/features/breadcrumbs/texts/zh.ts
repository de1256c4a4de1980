import type { TranslationTree } from '@gbx/shared';

/** The listing pages' breadcrumb in Simplified Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  label: '面包屑导航',
  home: '首页',
  deals: '优惠',
  featured: '精选',
  products: '商品',
  vendors: '商家',
  advancedSearch: '高级搜索',
};
