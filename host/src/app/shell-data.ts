import { bus, getQueryClient, loadQueries, preloadFirstFeaturedPicture, queries, type RouteId } from '@gbx/shared';
import { chromeFor } from './route-chrome';

/**
 * What the shell draws around the page at `id` from the API: the header's
 * counts (header menu, §2.6), the showcase's featured products and, in a
 * browser, the first one's picture (a phone's largest paint on those pages),
 * and a signed-in buyer's wishlist count. Part of every page's first data
 * (route-data.ts); on a first visit the browser renders itself, the bootstrap
 * asks for it alone, while react-dom arrives.
 */
export async function loadShellData(id: RouteId | undefined): Promise<void> {
  const chrome = chromeFor(id);
  const showcase = chrome === 'showcase';
  await loadQueries((chrome === 'header' || showcase) && queries.locationCount(), showcase && queries.featuredProducts(), bus.getSession().isLoggedIn && queries.wishListCount());
  if (showcase && typeof document !== 'undefined') preloadFirstFeaturedPicture(getQueryClient().getQueryData(queries.featuredProducts().queryKey));
}
