import { lazy, Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Navigate, useRoutes, type RouteObject } from '@gbx/shared/router';
import { FALLBACK_PATH, paths, type RouteId } from '@gbx/shared';
import { RemoteRoute } from '../federation/remote-route';
import { loadConsentPage } from '../features/consent/load-consent-page';
import { ShellLayout } from '../features/shell/shell-layout';
import { ROUTE_OWNERS } from './route-table';

// The consent page is a visitor's first page, once: its code and texts are
// not in every page's shell (the bootstrap starts loading them for '/').
const ConsentPage = lazy(loadConsentPage);

function routeFor(id: RouteId): RouteObject {
  const owner = ROUTE_OWNERS[id];
  return {
    id,
    path: paths[id].pattern,
    element:
      owner === 'host' ? (
        <Suspense fallback={null}>
          <ConsentPage />
        </Suspense>
      ) : (
        <RemoteRoute remote={owner} routeId={id} />
      ),
  };
}

const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [...(Object.keys(ROUTE_OWNERS) as RouteId[]).map(routeFor), { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> }],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The whole page. `location` is for the server's render of a first visit
 * (host/src/server): the address comes from the request, not from a window;
 * the browser then hydrates the same tree under its BrowserRouter.
 */
export function App({ location }: { location?: string }) {
  if (location !== undefined) {
    return (
      <MemoryRouter initialEntries={[location]}>
        <AppRoutes />
      </MemoryRouter>
    );
  }
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
