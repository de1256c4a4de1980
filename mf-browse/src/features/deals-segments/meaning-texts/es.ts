import type { TranslationTree } from '@gbx/shared';

/** What each market segment's letters stand for in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  meaning: {
    B2C: 'De empresa a consumidor',
    M2C: 'De fabricante a consumidor',
    C2C: 'De consumidor a consumidor',
    B2B: 'De empresa a empresa',
    M2B: 'De fabricante a empresa',
    G2B: 'De gobierno a empresa',
    B2G: 'De empresa a gobierno',
    M2G: 'De fabricante a gobierno',
    G2G: 'De gobierno a gobierno',
    F2C: 'De agricultor a consumidor',
    F2B: 'De agricultor a empresa',
    F2G: 'De agricultor a gobierno',
  },
};
