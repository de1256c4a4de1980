import type { TranslationTree } from '@gbx/shared';

export const zh: TranslationTree = {
  title: '搜索全球市场',
  eyebrow: '天下好店，送到您家门口',
  lead: '按关键词、在您附近、在全国范围或按类别查找商品和供应商。',
  products: '商品',
  suppliers: '供应商',
  emptyKeyword: '请先输入关键词，再选择“商品”或“供应商”。',
  near: {
    title: '在您附近购物',
    city: '您所在城市的商品',
    state: '您所在州/省的商品',
    country: '您所在国家的商品',
    deals: '优惠与促销',
    dealsNote: '折扣商品',
  },
  explore: {
    title: '探索市场',
    advancedSearch: '高级搜索',
    advancedSearchNote: '价格、地点、细分市场、成色等',
    allCategories: '全部类别',
    allCategoriesNote: '四级类别及其数量',
    marketSegments: '细分市场',
    marketSegmentsNote: 'B2B、B2C、C2C 及其他细分市场',
    homePage: '首页',
    homePageNote: '搜索着陆页',
  },
};
