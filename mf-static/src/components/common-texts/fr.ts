import type { TranslationTree } from '@gbx/shared';

/** The texts every static page shares in French (same keys as en.ts). */
export const fr: TranslationTree = {
  back: 'RETOUR',
  eyebrow: 'GBX Marketplace · Informations',
  onThisPage: 'Sur cette page',
  backToIndex: 'Retour à l’index',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
};
