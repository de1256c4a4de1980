import type { TranslationTree } from '@gbx/shared';

/** The texts every mf-browse page shares in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  tryAgain: 'फिर से प्रयास करें',
  comingSoon: 'जल्द आ रहा है',
  noCount: '--',
  loading: 'लोड हो रहा है',
  keywordLabel: 'कीवर्ड से खोजें',
  keywordPlaceholder: 'कीवर्ड से खोजें...',
  voiceSearch: 'आवाज़ से खोज',
  products_one: '<n>{{value}}</n> उत्पाद',
  products_other: '<n>{{value}}</n> उत्पाद',
  vendors_one: '<n>{{value}}</n> विक्रेता',
  vendors_other: '<n>{{value}}</n> विक्रेता',
};
