import { plannedRoute, type BuildInfo, type RemoteRoutes } from '@gbx/shared';

/** What this remote serves: the host mounts these under the paths of §2.1. */
export const routes: RemoteRoutes = {
  productDetail: plannedRoute('productDetail', 'Product detail'),
};

export const buildInfo: BuildInfo = { app: __GBX_APP__, buildId: __GBX_BUILD_ID__ };
