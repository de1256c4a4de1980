import type { TranslationTree } from '@gbx/shared';

/** The footer's texts in French (same keys as en.ts). */
export const fr: TranslationTree = {
  footer: {
    slogan: 'Votre partenaire de confiance pour acheter et vendre au-delà des frontières',
    partners: 'Partenaires de confiance',
    partnerNames: {
      securePayments: 'Paiements sécurisés',
      globalLogistics: 'Logistique mondiale',
      verifiedVendors: 'Vendeurs vérifiés',
      buyerProtection: 'Protection des acheteurs',
    },
    social: 'Suivez GBX Marketplace',
    company: 'Entreprise',
    aboutUs: 'À propos de nous',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    contact: 'Nous contacter',
    investors: 'Relations investisseurs',
    copyright: '© {{from}}–{{to}} GBX Marketplace. Tous droits réservés.',
    build: 'Version de build',
  },
};
