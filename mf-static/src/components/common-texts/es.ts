import type { TranslationTree } from '@gbx/shared';

/** The texts every static page shares in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  back: 'VOLVER',
  eyebrow: 'GBX Marketplace · Información',
  onThisPage: 'En esta página',
  backToIndex: 'Volver al índice',
  opensInNewTab: '(se abre en una pestaña nueva)',
};
