import { paths, type BuildInfo, type LazyRoute, type RemoteRoutes, type RouteId } from '@gbx/shared';
import type { ComponentType } from 'react';
// The texts every page shares (retry, counts, Coming Soon); each feature adds its own namespace.
import '../components/common-texts';

/**
 * The route loaders (route-loaders.ts), in a chunk of their own: a page the
 * server rendered came with its data, so a first visit never needs them; the
 * first navigation in the browser loads them beside the page's own chunk.
 */
const loaders = () => import(/* webpackChunkName: "page-loaders" */ './route-loaders').then((module) => module.loaders);

/** A route whose page is a lazily loaded chunk of its own, with its loader. */
function page(id: RouteId, load: () => Promise<ComponentType>): LazyRoute {
  return { id, path: paths[id].pattern, lazy: async () => ({ Component: await load() }), loader: async (address) => (await loaders())[id]?.(address) };
}

const showcases = () => import(/* webpackChunkName: "route-dealsPromotion+featuredList" */ '../features/listings/showcase-pages');

const landing = () => import(/* webpackChunkName: "route-home+landingMarketplace" */ '../features/landing/landing-page').then((m) => m.LandingPage);

// Each page's chunk is named route-<route id>: the manifest then tells the host
// its files, which a first visit downloads beside this remote's entry
// (tooling/webpack/route-pages-plugin.cjs).
/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = {
  home: page('home', landing),
  landingMarketplace: page('landingMarketplace', landing),
  marketplaceHome: page('marketplaceHome', () => import(/* webpackChunkName: "route-marketplaceHome" */ '../features/marketplace-home/marketplace-home-page').then((m) => m.MarketplaceHomePage)),
  landingShop: page('landingShop', () => import(/* webpackChunkName: "route-landingShop" */ '../features/place-landings/landing-shop-page').then((m) => m.LandingShopPage)),
  landingProvince: page('landingProvince', () => import(/* webpackChunkName: "route-landingProvince" */ '../features/place-landings/landing-province-page').then((m) => m.LandingProvincePage)),
  landingDealPromotion: page('landingDealPromotion', () => import(/* webpackChunkName: "route-landingDealPromotion" */ '../features/deals-segments/deal-promotion-page').then((m) => m.DealPromotionPage)),
  landingMarketSegment: page('landingMarketSegment', () => import(/* webpackChunkName: "route-landingMarketSegment" */ '../features/deals-segments/market-segment-page').then((m) => m.MarketSegmentPage)),
  marketplaceCountry: page('marketplaceCountry', () => import(/* webpackChunkName: "route-marketplaceCountry" */ '../features/listings/marketplace-page').then((m) => m.MarketplacePage)),
  dealsPromotion: page('dealsPromotion', () => showcases().then((m) => m.DealsPage)),
  featuredList: page('featuredList', () => showcases().then((m) => m.FeaturedPage)),
  vendorStore: page('vendorStore', () => import(/* webpackChunkName: "route-vendorStore" */ '../features/listings/vendor-store-page').then((m) => m.VendorStorePage)),
  productResult: page('productResult', () => import(/* webpackChunkName: "route-productResult" */ '../features/listings/product-result-page').then((m) => m.ProductResultPage)),
  vendorResult: page('vendorResult', () => import(/* webpackChunkName: "route-vendorResult" */ '../features/vendor-results/vendor-result-page').then((m) => m.VendorResultPage)),
  advanceSearch: page('advanceSearch', () => import(/* webpackChunkName: "route-advanceSearch" */ '../features/advanced-search/advanced-search-page').then((m) => m.AdvancedSearchPage)),
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };
