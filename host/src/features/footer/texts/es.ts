import type { TranslationTree } from '@gbx/shared';

/** The footer's texts in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  footer: {
    slogan: 'Su socio de confianza para comprar y vender más allá de las fronteras',
    partners: 'Socios de confianza',
    partnerNames: {
      securePayments: 'Pagos seguros',
      globalLogistics: 'Logística global',
      verifiedVendors: 'Vendedores verificados',
      buyerProtection: 'Protección al comprador',
    },
    social: 'Siga a GBX Marketplace',
    company: 'Empresa',
    aboutUs: 'Quiénes somos',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    contact: 'Contáctenos',
    investors: 'Relación con inversores',
    copyright: '© {{from}}–{{to}} GBX Marketplace. Todos los derechos reservados.',
    build: 'Compilación',
  },
};
