import { getQueryClient, preloadFirstFeaturedPicture, queries, type RouteId } from '@gbx/shared';
import { hasConsented } from '../features/consent/consent-storage';
import { chromeFor } from './route-chrome';

/**
 * Starts loading the data the shell draws around the page the address shows
 * (the header menu's counts; the showcase's featured products, and the first
 * one's picture, a phone's largest paint on those pages) before React
 * renders: the shell's components then find it loading instead of asking only
 * once they are on screen. Before the visitor agrees to cookies (§4) nothing
 * is asked.
 */
export function prefetchShellData(routeId: RouteId | undefined): void {
  if (!hasConsented()) return;
  const chrome = chromeFor(routeId);
  const client = getQueryClient();
  if (chrome === 'header' || chrome === 'showcase') void client.prefetchQuery(queries.locationCount());
  if (chrome === 'showcase') {
    const featured = queries.featuredProducts();
    void client.prefetchQuery(featured).then(() => preloadFirstFeaturedPicture(client.getQueryData(featured.queryKey)));
  }
}
