import type { TranslationTree } from '@gbx/shared';

export const ar: TranslationTree = {
  title: 'متجر العالم على الإنترنت',
  tagline: 'كل المتاجر عند بابك',
  lead: 'منتجات من بائعين في كل البلدان، وكل سعر معروض بعملة البائع وبالدولار الأمريكي وبعملتك.',
  logo: 'GBX Marketplace: الصفحة الرئيسية للسوق',
  shopIn: 'تسوّق في {{city}}',
  nearMe: 'ابحث عن منتجات في موقعك',
  liveCount_zero: '<n>{{value}}</n> منتج من بائعين حول العالم',
  liveCount_one: 'منتج واحد (<n>{{value}}</n>) من بائعين حول العالم',
  liveCount_two: 'منتجان (<n>{{value}}</n>) من بائعين حول العالم',
  liveCount_few: '<n>{{value}}</n> منتجات من بائعين حول العالم',
  liveCount_many: '<n>{{value}}</n> منتجًا من بائعين حول العالم',
  liveCount_other: '<n>{{value}}</n> منتج من بائعين حول العالم',
  liveNote: 'مباشر: يُحدَّث كل 10 ثوانٍ',
  categories: {
    title: 'تسوّق حسب الفئة',
    lead: 'ابحث عن فئة باسمها، أو افتح فئة لرؤية فئاتها الفرعية حتى أربعة مستويات.',
  },
  recent: {
    title: 'شوهدت مؤخرًا',
    lead: 'آخر المنتجات التي فتحتها، الأحدث أولًا.',
  },
};
