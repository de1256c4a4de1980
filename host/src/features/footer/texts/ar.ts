import type { TranslationTree } from '@gbx/shared';

/** The footer's texts in Arabic (same keys as en.ts). */
export const ar: TranslationTree = {
  footer: {
    slogan: 'شريكك الموثوق للبيع والشراء عبر الحدود',
    partners: 'شركاء موثوقون',
    partnerNames: {
      securePayments: 'مدفوعات آمنة',
      globalLogistics: 'خدمات لوجستية عالمية',
      verifiedVendors: 'بائعون موثَّقون',
      buyerProtection: 'حماية المشتري',
    },
    social: 'تابِع GBX Marketplace',
    company: 'الشركة',
    aboutUs: 'من نحن',
    terms: 'الشروط والأحكام',
    privacy: 'سياسة الخصوصية',
    contact: 'اتصل بنا',
    investors: 'علاقات المستثمرين',
    copyright: '© {{from}}–{{to}} GBX Marketplace. جميع الحقوق محفوظة.',
    build: 'الإصدار',
  },
};
