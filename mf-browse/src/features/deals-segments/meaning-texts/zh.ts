import type { TranslationTree } from '@gbx/shared';

/** What each market segment's letters stand for in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  meaning: {
    B2C: '企业对消费者',
    M2C: '制造商对消费者',
    C2C: '消费者对消费者',
    B2B: '企业对企业',
    M2B: '制造商对企业',
    G2B: '政府对企业',
    B2G: '企业对政府',
    M2G: '制造商对政府',
    G2G: '政府对政府',
    F2C: '农户对消费者',
    F2B: '农户对企业',
    F2G: '农户对政府',
  },
};
