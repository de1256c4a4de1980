/**
 * The footer's texts (§1) in English. The footer's content loads when it comes
 * into view (site-footer.tsx), and its texts with it: not in the shell every
 * page's first visit carries.
 */
export const en = {
  footer: {
    slogan: 'Your trusted partner for buying and selling across borders',
    partners: 'Trusted partners',
    partnerNames: {
      securePayments: 'Secure payments',
      globalLogistics: 'Global logistics',
      verifiedVendors: 'Verified vendors',
      buyerProtection: 'Buyer protection',
    },
    social: 'Follow GBX Marketplace',
    company: 'Company',
    aboutUs: 'About us',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    contact: 'Contact us',
    investors: 'Investor relations',
    copyright: '© {{from}}–{{to}} GBX Marketplace. All rights reserved.',
    build: 'Build',
  },
};
