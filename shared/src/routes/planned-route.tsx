import { paths, type RouteId } from './paths';
import type { LazyRoute } from './remote-routes';
import { PlannedPage } from '../ui/planned-page';

/** A route whose page is not built yet: it renders the page's name (README, "Not built yet"). */
export function plannedRoute(id: RouteId, title: string): LazyRoute {
  return {
    id,
    path: paths[id].pattern,
    lazy: async () => ({ Component: () => <PlannedPage title={title} /> }),
  };
}
