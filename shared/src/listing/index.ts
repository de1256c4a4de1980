/**
 * @gbx/shared/listing: the pieces of the product and vendor listings (§2.8,
 * §3): the product tile and its skeleton, the pager, the vendor's places and
 * the Share button. An entry of its own, outside the federation: the browsing
 * area and the buyer's wishlist bundle it themselves (it keeps no state), and
 * the product page's first visit does not carry it. What these pieces share
 * with the product page (prices, pictures, cart and wishlist, texts) they
 * reach through the catalogue's one copy (@gbx/shared/catalogue), by its
 * package name. (Shared under a federation key of its own instead, it made
 * the listing's first visit 0.2 kB heavier still.)
 */
export { Pager, pageCount, pageWindow } from './pager';
export { PlaceButton, VendorPlaces, vendorPlaces } from './place-button';
export type { PlaceButtonProps } from './place-button';
export { ProductTile } from './product-tile';
export type { ProductTileLayout, ProductTileProps } from './product-tile';
export { ProductTileSkeleton } from './product-tile-skeleton';
export { ShareButton } from './share-button';
export type { ShareLink, ShareSite } from './share-links';
