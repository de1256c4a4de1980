import { BrowserRouter, Navigate, useRoutes, type RouteObject } from '@gbx/shared/router';
import { FALLBACK_PATH, paths, type RouteId } from '@gbx/shared';
import { RemoteRoute } from '../federation/remote-route';
import { ConsentPage } from '../features/consent/consent-page';
import { ShellLayout } from '../features/shell/shell-layout';
import { ROUTE_OWNERS } from './route-table';

function routeFor(id: RouteId): RouteObject {
  const owner = ROUTE_OWNERS[id];
  return {
    id,
    path: paths[id].pattern,
    element: owner === 'host' ? <ConsentPage /> : <RemoteRoute remote={owner} routeId={id} />,
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

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
