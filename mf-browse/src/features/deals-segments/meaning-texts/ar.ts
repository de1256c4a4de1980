import type { TranslationTree } from '@gbx/shared';

/** What each market segment's letters stand for in Modern Standard Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  meaning: {
    B2C: 'من الشركات إلى المستهلكين',
    M2C: 'من المصنّعين إلى المستهلكين',
    C2C: 'من المستهلكين إلى المستهلكين',
    B2B: 'من الشركات إلى الشركات',
    M2B: 'من المصنّعين إلى الشركات',
    G2B: 'من الحكومة إلى الشركات',
    B2G: 'من الشركات إلى الحكومة',
    M2G: 'من المصنّعين إلى الحكومة',
    G2G: 'من الحكومة إلى الحكومة',
    F2C: 'من المزارعين إلى المستهلكين',
    F2B: 'من المزارعين إلى الشركات',
    F2G: 'من المزارعين إلى الحكومة',
  },
};
