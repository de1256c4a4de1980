import type { TranslationTree } from '@gbx/shared';

/** The marketplace page, the place results and the vendor store in Modern Standard Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  marketplace: {
    title: 'البحث في السوق',
    eyebrow: 'التسوّق من {{country}}',
    lead: 'المنتجات التي يمكنك شراؤها في {{country}}، لكل منها سعرها بعملة البائع وبالدولار الأمريكي وبعملتك.',
    unknown: 'لا نعرف بلدًا باسم «{{name}}».',
  },
  place: {
    pageTitle: 'منتجات في {{name}}',
    heading: 'منتجات في <place>{{name}}</place>',
    eyebrow: 'نتائج المنتجات',
    lead: 'منتجات يقع بائعوها هنا.',
    segmentLead: '{{segment}}: {{meaning}}.',
    unknown: 'لا نعرف مدينة أو رمزًا بريديًا أو ولاية أو بلدًا باسم «{{name}}».',
    kind: {
      city: 'مدينة في {{country}}',
      postal: 'رمز بريدي في {{country}}',
      state: 'ولاية أو مقاطعة في {{country}}',
      country: 'بلد',
    },
  },
  store: {
    title: 'متجر البائع',
    pageTitle: 'مرحبًا بك في متجر {{vendor}} الإلكتروني',
    heading: 'مرحبًا بك في متجر <vendor>{{vendor}}</vendor> الإلكتروني',
    lead: 'كل منتجات هذا البائع، بأسعارها بثلاث عملات.',
    notFoundTitle: 'المتجر غير موجود',
    notFound: 'لا يوجد متجر بائع على هذا العنوان («{{vendor}}»). ربما يكون الرابط قديمًا، أو أُغلق المتجر.',
    backToMarketplace: 'اذهب إلى السوق',
  },
};
