import { paths, type BuildInfo, type LazyRoute, type RemoteRoutes } from '@gbx/shared';

const productDetail: LazyRoute = {
  id: 'productDetail',
  path: paths.productDetail.pattern,
  lazy: async () => ({ Component: (await import(/* webpackChunkName: "route-productDetail" */ '../features/product-detail/product-detail-page')).ProductDetailPage }),
};

// Each page's chunk is named route-<route id>: the manifest then tells the host
// its files, which a first visit downloads beside this remote's entry
// (tooling/webpack/route-pages-plugin.cjs).
/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = { productDetail };

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };
