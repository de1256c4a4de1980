import type { TranslationTree } from '@gbx/shared';

/** The listing pages' breadcrumb in Modern Standard Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  label: 'مسار التنقل',
  home: 'الرئيسية',
  deals: 'العروض',
  featured: 'المميزة',
  products: 'المنتجات',
  vendors: 'البائعون',
  advancedSearch: 'البحث المتقدم',
};
