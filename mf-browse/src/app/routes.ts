import { paths, type BuildInfo, type LazyRoute, type RemoteRoutes, type RouteId } from '@gbx/shared';
import type { ComponentType } from 'react';
// The texts every page shares (retry, counts, Coming Soon); each feature adds its own namespace.
import '../components/common-texts';

/** A route whose page is a lazily loaded chunk of its own. */
function page(id: RouteId, load: () => Promise<ComponentType>): LazyRoute {
  return { id, path: paths[id].pattern, lazy: async () => ({ Component: await load() }) };
}

const landing = () => import('../features/landing/landing-page').then((m) => m.LandingPage);

/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = {
  home: page('home', landing),
  landingMarketplace: page('landingMarketplace', landing),
  marketplaceHome: page('marketplaceHome', () => import('../features/marketplace-home/marketplace-home-page').then((m) => m.MarketplaceHomePage)),
  landingShop: page('landingShop', () => import('../features/place-landings/landing-shop-page').then((m) => m.LandingShopPage)),
  landingProvince: page('landingProvince', () => import('../features/place-landings/landing-province-page').then((m) => m.LandingProvincePage)),
  landingDealPromotion: page('landingDealPromotion', () => import('../features/deals-segments/deal-promotion-page').then((m) => m.DealPromotionPage)),
  landingMarketSegment: page('landingMarketSegment', () => import('../features/deals-segments/market-segment-page').then((m) => m.MarketSegmentPage)),
  marketplaceCountry: page('marketplaceCountry', () => import('../features/listings/marketplace-page').then((m) => m.MarketplacePage)),
  dealsPromotion: page('dealsPromotion', () => import('../features/listings/deals-page').then((m) => m.DealsPage)),
  featuredList: page('featuredList', () => import('../features/listings/featured-page').then((m) => m.FeaturedPage)),
  vendorStore: page('vendorStore', () => import('../features/listings/vendor-store-page').then((m) => m.VendorStorePage)),
  productResult: page('productResult', () => import('../features/listings/product-result-page').then((m) => m.ProductResultPage)),
  vendorResult: page('vendorResult', () => import('../features/vendor-results/vendor-result-page').then((m) => m.VendorResultPage)),
  advanceSearch: page('advanceSearch', () => import('../features/advanced-search/advanced-search-page').then((m) => m.AdvancedSearchPage)),
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };
