import type { TranslationTree } from '@gbx/shared';

/** The compare bar's texts in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  label: 'तुलना के लिए उत्पाद',
  count: '{{limit}} में से {{count}} चुने गए',
  open: 'अभी तुलना करें',
  remove: '{{title}} को तुलना से हटाएँ',
  clear: 'सभी हटाएँ',
};
