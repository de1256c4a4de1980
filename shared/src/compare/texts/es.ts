import type { TranslationTree } from '@gbx/shared';

/** The Compare toggle's texts in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  compare: 'Comparar',
  full: 'Puedes comparar hasta {{limit}} productos. Quita uno primero.',
};
