import type { TranslationTree } from '@gbx/shared';

/** The compare bar's texts in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  label: 'منتجات للمقارنة',
  count: 'تم اختيار {{count}} من {{limit}}',
  open: 'قارن الآن',
  remove: 'إزالة {{title}} من المقارنة',
  clear: 'إزالة الكل',
};
