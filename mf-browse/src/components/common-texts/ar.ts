import type { TranslationTree } from '@gbx/shared';

/** The texts every mf-browse page shares in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  tryAgain: 'أعد المحاولة',
  comingSoon: 'قريبًا',
  noCount: '--',
  loading: 'جارٍ التحميل',
  keywordLabel: 'البحث بكلمة مفتاحية',
  keywordPlaceholder: 'ابحث بكلمة مفتاحية...',
  voiceSearch: 'البحث الصوتي',
  products_zero: '<n>{{value}}</n> منتج',
  products_one: 'منتج واحد (<n>{{value}}</n>)',
  products_two: 'منتجان (<n>{{value}}</n>)',
  products_few: '<n>{{value}}</n> منتجات',
  products_many: '<n>{{value}}</n> منتجًا',
  products_other: '<n>{{value}}</n> منتج',
  vendors_zero: '<n>{{value}}</n> بائع',
  vendors_one: 'بائع واحد (<n>{{value}}</n>)',
  vendors_two: 'بائعان (<n>{{value}}</n>)',
  vendors_few: '<n>{{value}}</n> بائعين',
  vendors_many: '<n>{{value}}</n> بائعًا',
  vendors_other: '<n>{{value}}</n> بائع',
};
