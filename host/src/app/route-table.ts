import type { RemoteName, RouteId } from '@gbx/shared';

/**
 * The route table of spec §2.1: which app serves each address. The patterns
 * themselves live in `paths` (@gbx/shared) so links and routes cannot drift.
 * 'host' means the shell renders it itself (the cookie consent page, §2.2).
 * Any address not listed here redirects to /landing-marketplace.
 */
export const ROUTE_OWNERS: Record<RouteId, RemoteName | 'host'> = {
  // exact-match routes
  root: 'host',
  home: 'mf_browse',
  landingMarketplace: 'mf_browse',
  marketplaceHome: 'mf_browse',
  landingShop: 'mf_browse',
  landingProvince: 'mf_browse',
  marketplaceCountry: 'mf_browse',
  landingDealPromotion: 'mf_browse',
  landingMarketSegment: 'mf_browse',
  dealsPromotion: 'mf_browse',
  featuredList: 'mf_browse',
  productDetail: 'mf_product',
  vendorStore: 'mf_browse',
  login: 'mf_account',
  register: 'mf_account',
  verifyEmail: 'mf_account',
  termsCondition: 'mf_static',
  investorRelations: 'mf_static',
  aboutUs: 'mf_static',
  privacyPolicy: 'mf_static',
  contactUs: 'mf_static',
  advanceSearch: 'mf_browse',
  // ours (issue 41): products side by side, on the product page's area
  compare: 'mf_product',
  // prefix routes
  productResult: 'mf_browse',
  vendorResult: 'mf_browse',
  resetPassword: 'mf_account',
  newPassword: 'mf_account',
  buyerDashboard: 'mf_account',
};
