import type { TranslationTree } from '@gbx/shared';

/** The footer's texts in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  footer: {
    slogan: '您值得信赖的跨境买卖伙伴',
    partners: '值得信赖的合作伙伴',
    partnerNames: {
      securePayments: '安全支付',
      globalLogistics: '全球物流',
      verifiedVendors: '认证商家',
      buyerProtection: '买家保障',
    },
    social: '关注 GBX Marketplace',
    company: '公司',
    aboutUs: '关于我们',
    terms: '条款和条件',
    privacy: '隐私政策',
    contact: '联系我们',
    investors: '投资者关系',
    copyright: '© {{from}}–{{to}} GBX Marketplace。保留所有权利。',
    build: '构建版本',
  },
};
