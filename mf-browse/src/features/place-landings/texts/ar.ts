import type { TranslationTree } from '@gbx/shared';

/** The location landings in Modern Standard Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  shop: {
    title: 'تسوّق في مدينتك',
    pageTitle: 'تسوّق في {{place}}، {{country}}',
    eyebrow: 'تسوّق محليًا',
    heading: 'تسوّق في <place>{{place}}، {{country}}</place>',
    headingUnknown: 'تسوّق في <place>مدينتك</place>',
    lead: 'منتجات وبائعون موجودون في مدينتك وفي رمزك البريدي، على بُعد نقرات من بابك.',
  },
  province: {
    title: 'تسوّق في ولايتك أو مقاطعتك',
    pageTitle: 'تسوّق في {{place}}، {{country}}',
    eyebrow: 'تسوّق في منطقتك',
    heading: 'تسوّق في <place>{{place}}، {{country}}</place>',
    headingUnknown: 'تسوّق في <place>ولايتك أو مقاطعتك</place>',
    lead: 'منتجات وبائعون موجودون في ولايتك أو مقاطعتك.',
  },
  locatedNearYou: 'بالقرب منك',
  popularNearYou: 'الأكثر رواجًا بالقرب منك',
  productsLocatedIn: 'منتجات موجودة في',
  vendorsLocatedIn: 'بائعون موجودون في',
  unknownPlace: {
    city: 'مدينتك',
    postal: 'رمزك البريدي',
    state: 'ولايتك أو مقاطعتك',
  },
  postalCode: 'الرمز البريدي {{code}}',
  popularProducts: 'المنتجات الرائجة',
  popularProductsNote: 'ما يتصفحه الناس بالقرب منك أكثر من غيره',
  popularCategories: 'الفئات الرائجة',
  popularCategoriesNote: 'ما يتسوّقه الناس بالقرب منك',
};
