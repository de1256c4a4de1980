import { matchRoutes } from '@gbx/shared/router';
import { paths, type RouteId } from '@gbx/shared';
import { ROUTE_OWNERS } from './route-table';

/** The §2.1 routes as matchRoutes reads them: id and pattern, nothing rendered. */
const ROUTES = (Object.keys(ROUTE_OWNERS) as RouteId[]).map((id) => ({ id, path: paths[id].pattern }));

/** The id of the §2.1 route the address shows, or undefined for an address no route serves. */
export function routeIdOf(pathname: string): RouteId | undefined {
  const matches = matchRoutes(ROUTES, pathname);
  return matches?.[matches.length - 1]?.route.id as RouteId | undefined;
}
