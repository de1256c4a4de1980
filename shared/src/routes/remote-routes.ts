import type { ComponentType } from 'react';
import type { RouteId } from './paths';
import type { RouteLoader } from './route-data';

/**
 * What a remote's `./routes` module exposes: lazy route objects keyed by the
 * route ids of the §2.1 table. The host owns the table (which remote serves
 * which id); the remote owns what renders there. `path` repeats the shared
 * pattern so a remote can also run standalone with the same routes.
 */
export interface LazyRoute {
  id: RouteId;
  path: string;
  lazy: () => Promise<{ Component: ComponentType }>;
  /** What the page shows first from the API (route-data.ts); none for a page that shows nothing of it. */
  loader?: RouteLoader;
}

export type RemoteRoutes = Partial<Record<RouteId, LazyRoute>>;

export interface BuildInfo {
  /** Federation name of the app that built this module, e.g. 'mf_static'. */
  app: string;
  /** Stamp of the build (GBX_BUILD_ID or the build time); changes with each deploy. */
  buildId: string;
}

export interface RemoteRoutesModule {
  routes: RemoteRoutes;
  buildInfo: BuildInfo;
}

/** The names of the four remotes, as the host registers them. */
export const REMOTE_NAMES = ['mf_browse', 'mf_product', 'mf_account', 'mf_static'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
