import type { TranslationTree } from '@gbx/shared';

/** The footer's texts in Hindi (same keys as en.ts). */
export const hi: TranslationTree = {
  footer: {
    slogan: 'सीमाओं के पार खरीदने और बेचने के लिए आपका भरोसेमंद साथी',
    partners: 'भरोसेमंद साझेदार',
    partnerNames: {
      securePayments: 'सुरक्षित भुगतान',
      globalLogistics: 'वैश्विक लॉजिस्टिक्स',
      verifiedVendors: 'सत्यापित विक्रेता',
      buyerProtection: 'खरीदार सुरक्षा',
    },
    social: 'GBX Marketplace को फ़ॉलो करें',
    company: 'कंपनी',
    aboutUs: 'हमारे बारे में',
    terms: 'नियम और शर्तें',
    privacy: 'गोपनीयता नीति',
    contact: 'संपर्क करें',
    investors: 'निवेशक संबंध',
    copyright: '© {{from}}–{{to}} GBX Marketplace. सर्वाधिकार सुरक्षित।',
    build: 'बिल्ड',
  },
};
