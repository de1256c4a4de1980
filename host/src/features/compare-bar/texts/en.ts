import type { TranslationTree } from '@gbx/shared';

/** The compare bar's texts (issue 41), in English. */
export const en = {
  label: 'Products to compare',
  count: '{{count}} of {{limit}} chosen',
  open: 'Compare now',
  remove: 'Remove {{title}} from the comparison',
  clear: 'Clear all',
} satisfies TranslationTree;
