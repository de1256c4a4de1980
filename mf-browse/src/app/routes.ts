import { plannedRoute, type BuildInfo, type RemoteRoutes } from '@gbx/shared';

/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = {
  home: plannedRoute('home', 'Landing page'),
  landingMarketplace: plannedRoute('landingMarketplace', 'Landing page'),
  marketplaceHome: plannedRoute('marketplaceHome', 'Marketplace home'),
  landingShop: plannedRoute('landingShop', 'Shop in your city'),
  landingProvince: plannedRoute('landingProvince', 'Shop in your state or province'),
  marketplaceCountry: plannedRoute('marketplaceCountry', 'Country marketplace'),
  landingDealPromotion: plannedRoute('landingDealPromotion', 'Deals and promotions'),
  landingMarketSegment: plannedRoute('landingMarketSegment', 'Market segments'),
  dealsPromotion: plannedRoute('dealsPromotion', 'Discounted products'),
  featuredList: plannedRoute('featuredList', 'Featured products'),
  vendorStore: plannedRoute('vendorStore', 'Vendor store'),
  advanceSearch: plannedRoute('advanceSearch', 'Advanced search'),
  productResult: plannedRoute('productResult', 'Product results'),
  vendorResult: plannedRoute('vendorResult', 'Vendor results'),
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };
