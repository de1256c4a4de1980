import type { TranslationTree } from '@gbx/shared';

/** Deals and market segments in Modern Standard Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  deals: {
    title: 'العروض والتخفيضات',
    eyebrow: 'وفّر أكثر',
    lead: 'منتجات مميزة وأخرى مخفّضة من بائعين حول العالم.',
    shopTheDeals: 'تسوّق العروض',
    moreWays: 'طرق أخرى للتوفير',
    featured: 'منتجات مميزة',
    featuredNote: 'يختارها بائعونا',
    discounted: 'منتجات مخفّضة',
    discountedNote: 'بسعر مخفّض الآن',
    ofTheDay: 'منتجات اليوم',
    ofTheDayNote: 'اختيار جديد كل يوم',
    ofTheWeek: 'منتجات الأسبوع',
    ofTheWeekNote: 'أفضل ما في الأسبوع',
    megaBrands: 'العلامات الكبرى',
    megaBrandsNote: 'أكبر العلامات التجارية في مكان واحد',
  },
  segments: {
    title: 'التصفية حسب قطاعات السوق',
    eyebrow: 'قطاعات السوق',
    lead: 'اعثر على المنتجات حسب من يبيعها ولمن هي: الشركات والمصنّعون والمستهلكون والحكومات.',
    open: 'تسوّق حسب القطاع',
    farmers: 'قطاعات المزارعين',
  },
};
