import { getQueryClient, prefetchPageData, preloadFirstFeaturedPicture, queries, type RouteAddress, type RouteId } from '@gbx/shared';
import { hasConsented } from '../features/consent/consent-storage';
import { chromeFor } from './route-chrome';

/**
 * Starts loading the data of the page the address shows, before React renders
 * and before the page's remote has arrived: what the shell draws around it (the
 * header menu's counts; the showcase's featured products, and the first one's
 * picture, a phone's largest paint on those pages) and what the page shows
 * first (prefetchPageData in @gbx/shared). The components then find it loading
 * instead of asking only once they are on screen. Before the visitor agrees to
 * cookies (§4) nothing is asked.
 */
export function prefetchFirstData(route: { id: RouteId; address: RouteAddress } | undefined): void {
  if (!hasConsented()) return;
  if (route) prefetchPageData(route.id, route.address);
  const chrome = chromeFor(route?.id);
  const client = getQueryClient();
  if (chrome === 'header' || chrome === 'showcase') void client.prefetchQuery(queries.locationCount());
  // A failure stays in the cache for the showcase to show; nothing is preloaded then.
  if (chrome === 'showcase') client.fetchQuery(queries.featuredProducts()).then(preloadFirstFeaturedPicture, () => undefined);
}
