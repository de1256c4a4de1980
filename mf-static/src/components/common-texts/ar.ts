import type { TranslationTree } from '@gbx/shared';

/** The texts every static page shares in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  back: 'رجوع',
  eyebrow: 'GBX Marketplace · معلومات',
  onThisPage: 'في هذه الصفحة',
  backToIndex: 'العودة إلى الفهرس',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
};
