import type { TranslationTree } from '@gbx/shared';

/** The texts every static page shares in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  back: '返回',
  eyebrow: 'GBX Marketplace · 信息',
  onThisPage: '本页内容',
  backToIndex: '返回索引',
  opensInNewTab: '（在新标签页中打开）',
};
