import type { TranslationTree } from '@gbx/shared';

/** The Compare toggle's texts in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  compare: 'तुलना करें',
  full: 'आप अधिकतम {{limit}} उत्पादों की तुलना कर सकते हैं। पहले एक हटाएँ।',
};
