import type { TranslationTree } from '@gbx/shared';

/** Deals and market segments in Simplified Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  deals: {
    title: '优惠与促销',
    eyebrow: '省得更多',
    lead: '来自全球商家的精选商品和特价商品。',
    shopTheDeals: '选购优惠',
    moreWays: '更多省钱方式',
    featured: '精选商品',
    featuredNote: '由商家精心挑选',
    discounted: '折扣商品',
    discountedNote: '正在促销',
    ofTheDay: '每日商品',
    ofTheDayNote: '每天都有新精选',
    ofTheWeek: '每周商品',
    ofTheWeekNote: '本周最佳',
    megaBrands: '超级品牌',
    megaBrandsNote: '大品牌汇聚一处',
  },
  segments: {
    title: '按市场细分筛选',
    eyebrow: '市场细分',
    lead: '按卖家和买家类型查找商品：企业、制造商、消费者和政府。',
    open: '按细分选购',
    farmers: '农户细分',
  },
};
