/**
 * Every address of the route table (spec §2.1), in one typed object, so that no
 * link in any area is a hand-built string. `pattern` is what the router matches;
 * `to(...)` builds a concrete address with its parameters encoded.
 */
const enc = encodeURIComponent;

export const paths = {
  root: { pattern: '/', to: () => '/' },
  home: { pattern: '/home', to: () => '/home' },
  landingMarketplace: { pattern: '/landing-marketplace', to: () => '/landing-marketplace' },
  marketplaceHome: { pattern: '/marketplace-home', to: () => '/marketplace-home' },
  landingShop: { pattern: '/landing-shop', to: () => '/landing-shop' },
  landingProvince: { pattern: '/landing-province', to: () => '/landing-province' },
  marketplaceCountry: { pattern: '/marketplace/:country', to: (country: string) => `/marketplace/${enc(country)}` },
  landingDealPromotion: { pattern: '/landing-deal-promotion', to: () => '/landing-deal-promotion' },
  landingMarketSegment: { pattern: '/landing-market-segment', to: () => '/landing-market-segment' },
  dealsPromotion: { pattern: '/deals-promotion', to: () => '/deals-promotion' },
  featuredList: { pattern: '/featured-list', to: () => '/featured-list' },
  productDetail: { pattern: '/product-detail/:productid', to: (productId: string | number) => `/product-detail/${enc(String(productId))}` },
  vendorStore: { pattern: '/vendor-store/:vendor', to: (vendor: string) => `/vendor-store/${enc(vendor)}` },
  login: { pattern: '/login', to: () => '/login' },
  register: {
    pattern: '/register/:registervalue/:affcode?',
    to: (registerValue: string, affCode?: string) =>
      affCode ? `/register/${enc(registerValue)}/${enc(affCode)}` : `/register/${enc(registerValue)}`,
  },
  verifyEmail: { pattern: '/verify-email/:registervalue', to: (token: string) => `/verify-email/${enc(token)}` },
  termsCondition: { pattern: '/terms-condition', to: () => '/terms-condition' },
  investorRelations: { pattern: '/investor-relations', to: () => '/investor-relations' },
  aboutUs: { pattern: '/about-us', to: () => '/about-us' },
  privacyPolicy: { pattern: '/privacy-policy', to: () => '/privacy-policy' },
  contactUs: { pattern: '/contact-us', to: () => '/contact-us' },
  advanceSearch: { pattern: '/advance-search', to: () => '/advance-search' },
  /** Ours (issue 41): products side by side, named in the address (?ids=GBX…,GBX…), so a link rebuilds the page. */
  compare: { pattern: '/compare', to: (ids: readonly string[]) => `/compare?ids=${ids.map(enc).join(',')}` },
  // Prefix routes: anything below the prefix is still the same page (§2.1).
  productResult: { pattern: '/product-result/:name/*', to: (name: string) => `/product-result/${enc(name)}` },
  vendorResult: { pattern: '/vendor-result/:name/*', to: (name: string) => `/vendor-result/${enc(name)}` },
  resetPassword: { pattern: '/reset-password/*', to: () => '/reset-password' },
  newPassword: { pattern: '/new-password/:token/*', to: (token: string) => `/new-password/${enc(token)}` },
  buyerDashboard: { pattern: '/buyer-dashboard/*', to: (sub?: string) => (sub ? `/buyer-dashboard/${sub}` : '/buyer-dashboard') },
} as const;

export type RouteId = keyof typeof paths;

/** Where every unknown address goes (§2.1). */
export const FALLBACK_PATH = paths.landingMarketplace.to();
