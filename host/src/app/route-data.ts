import type { RouteAddress, RouteId, RouteOutcome } from '@gbx/shared';
import { loadRemoteRoutes } from '../federation/remote-registry';
import { isUnavailableRemote } from '../federation/unavailable-remote';
import { ROUTE_OWNERS } from './route-table';
import { loadShellData } from './shell-data';

/** What the page at `id` shows first from the API: its route's loader, declared beside the route in its remote (RouteLoader). */
async function loadPageData(id: RouteId, address: RouteAddress): Promise<void | RouteOutcome> {
  const owner = ROUTE_OWNERS[id];
  if (owner === 'host') return;
  const module = await loadRemoteRoutes(owner);
  if (!isUnavailableRemote(module)) return module.routes[id]?.loader?.(address);
}

/**
 * The page's and the shell's first data, for the page at `id`: the host's
 * server waits for it before it renders the page (once); a browser starts it
 * as the address changes, so the page finds its answers loading or loaded
 * when its code arrives. Resolves when every load has ended (a failure
 * stays in the cache, for the page to show), with whether the address names
 * nothing (the page's loader said so: RouteOutcome).
 */
export async function loadRouteData(id: RouteId | undefined, address: RouteAddress): Promise<{ notFound: boolean }> {
  const [, page] = await Promise.all([loadShellData(id), id ? loadPageData(id, address) : undefined]);
  return { notFound: page?.notFound === true };
}
