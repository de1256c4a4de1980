import type { TranslationTree } from '@gbx/shared';

/** The texts every mf-browse page shares in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  tryAgain: '重试',
  comingSoon: '即将推出',
  noCount: '--',
  loading: '加载中',
  keywordLabel: '按关键词搜索',
  keywordPlaceholder: '按关键词搜索...',
  voiceSearch: '语音搜索',
  products_other: '<n>{{value}}</n> 件商品',
  vendors_other: '<n>{{value}}</n> 家商家',
};
