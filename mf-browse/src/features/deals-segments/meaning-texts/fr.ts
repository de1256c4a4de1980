import type { TranslationTree } from '@gbx/shared';

/** What each market segment's letters stand for in French (same keys as en.ts). */
export const fr: TranslationTree = {
  meaning: {
    B2C: 'Entreprise à consommateur',
    M2C: 'Fabricant à consommateur',
    C2C: 'Consommateur à consommateur',
    B2B: 'Entreprise à entreprise',
    M2B: 'Fabricant à entreprise',
    G2B: 'Administration à entreprise',
    B2G: 'Entreprise à administration',
    M2G: 'Fabricant à administration',
    G2G: 'Administration à administration',
    F2C: 'Agriculteur à consommateur',
    F2B: 'Agriculteur à entreprise',
    F2G: 'Agriculteur à administration',
  },
};
