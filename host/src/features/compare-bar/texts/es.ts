import type { TranslationTree } from '@gbx/shared';

/** The compare bar's texts in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  label: 'Productos para comparar',
  count: '{{count}} de {{limit}} elegidos',
  open: 'Comparar ahora',
  remove: 'Quitar {{title}} de la comparación',
  clear: 'Quitar todos',
};
