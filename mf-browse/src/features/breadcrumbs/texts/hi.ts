import type { TranslationTree } from '@gbx/shared';

/** The listing pages' breadcrumb in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  label: 'ब्रेडक्रंब',
  home: 'होम',
  deals: 'डील्स',
  featured: 'फ़ीचर्ड',
  products: 'उत्पाद',
  vendors: 'विक्रेता',
  advancedSearch: 'उन्नत खोज',
};
