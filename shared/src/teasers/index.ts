/**
 * @gbx/shared/teasers: products as small cards (ProductTeasers) and the
 * visitor's recently viewed products they show. An entry of its own, as
 * @gbx/shared/listing is: only the landing page and the product page draw
 * teasers, so no other page downloads them (issue 38: -1.2 kB on the listing).
 * Not a federation key: each of the two areas bundles it into its page, which
 * costs less than a file of its own and its entry in the remote's share table.
 * The list itself lives in local storage, so the two copies agree.
 */
export { ProductTeasers } from './product-teasers';
export type { ProductCard, ProductTeasersLayout } from './product-teasers';
export { RECENTLY_VIEWED_LIMIT, readRecentlyViewed, rememberViewed, useRecentlyViewed } from './recently-viewed';
export type { RecentProduct } from './recently-viewed';
