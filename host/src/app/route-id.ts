import { matchRoutes } from '@gbx/shared/router';
import { paths, type RouteAddress, type RouteId } from '@gbx/shared';
import { ROUTE_OWNERS } from './route-table';

/** The §2.1 routes as matchRoutes reads them: id and pattern, nothing rendered. */
const ROUTES = (Object.keys(ROUTE_OWNERS) as RouteId[]).map((id) => ({ id, path: paths[id].pattern }));

export interface RouteMatch {
  id: RouteId;
  /** The path's parameters, e.g. { productid: 'GBX00000001' }. */
  params: RouteAddress['params'];
}

/** The §2.1 route the address shows and its parameters, or undefined for an address no route serves. */
export function routeMatchOf(pathname: string): RouteMatch | undefined {
  const matches = matchRoutes(ROUTES, pathname);
  const last = matches?.[matches.length - 1];
  return last ? { id: last.route.id as RouteId, params: last.params } : undefined;
}

/** The id of the §2.1 route the address shows, or undefined for an address no route serves. */
export function routeIdOf(pathname: string): RouteId | undefined {
  return routeMatchOf(pathname)?.id;
}
