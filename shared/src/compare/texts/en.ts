import type { TranslationTree } from '@gbx/shared';

/** The Compare toggle's texts (issue 41), in English: its name, and what a fifth product is told. */
export const en = {
  compare: 'Compare',
  full: 'You can compare up to {{limit}} products. Remove one first.',
} satisfies TranslationTree;
