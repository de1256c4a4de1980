import type { TranslationTree } from '@gbx/shared';

/** What each market segment's letters stand for in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  meaning: {
    B2C: 'व्यवसाय से उपभोक्ता',
    M2C: 'निर्माता से उपभोक्ता',
    C2C: 'उपभोक्ता से उपभोक्ता',
    B2B: 'व्यवसाय से व्यवसाय',
    M2B: 'निर्माता से व्यवसाय',
    G2B: 'सरकार से व्यवसाय',
    B2G: 'व्यवसाय से सरकार',
    M2G: 'निर्माता से सरकार',
    G2G: 'सरकार से सरकार',
    F2C: 'किसान से उपभोक्ता',
    F2B: 'किसान से व्यवसाय',
    F2G: 'किसान से सरकार',
  },
};
