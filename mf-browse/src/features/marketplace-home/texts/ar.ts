import type { TranslationTree } from '@gbx/shared';

export const ar: TranslationTree = {
  title: 'ابحث في السوق العالمي',
  eyebrow: 'كل المتاجر عند بابك',
  lead: 'اعثر على المنتجات والموردين بكلمة مفتاحية، أو بالقرب منك، أو في بلدك كله، أو حسب الفئة.',
  products: 'المنتجات',
  suppliers: 'الموردون',
  emptyKeyword: 'اكتب كلمة مفتاحية أولًا، ثم اختر المنتجات أو الموردين.',
  near: {
    title: 'تسوّق بالقرب منك',
    city: 'منتجات في مدينتك',
    state: 'منتجات في ولايتك',
    country: 'منتجات في بلدك',
    deals: 'العروض والتخفيضات',
    dealsNote: 'تخفيضات',
  },
  explore: {
    title: 'استكشف السوق',
    advancedSearch: 'البحث المتقدم',
    advancedSearchNote: 'السعر والمكان والقطاع والحالة والمزيد',
    allCategories: 'جميع الفئات',
    allCategoriesNote: 'أربعة مستويات من الفئات مع أعدادها',
    marketSegments: 'قطاعات السوق',
    marketSegmentsNote: 'B2B وB2C وC2C وسائر القطاعات',
    homePage: 'الصفحة الرئيسية',
    homePageNote: 'صفحة البحث الرئيسية',
  },
};
