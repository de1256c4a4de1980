import type { TranslationTree } from '@gbx/shared';

/** The texts every static page shares in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  back: 'वापस',
  eyebrow: 'GBX Marketplace · जानकारी',
  onThisPage: 'इस पृष्ठ पर',
  backToIndex: 'सूची पर वापस जाएँ',
  opensInNewTab: '(नए टैब में खुलता है)',
};
