/**
 * @gbx/shared/catalogue: the pieces every area that shows products uses (§2.8,
 * §2.9, the buyer's cart and wishlist): price rows, product tile, pager,
 * Wishlist / Add to Cart. A separate entry, shared under its own federation
 * key, so a page without products never downloads it. Its modules import
 * @gbx/shared by package name only: one copy of the bus, the client and i18n.
 */
export { ImageSlider } from './image-slider';
export { ListActions } from './list-actions';
export { Pager, pageCount, pageWindow } from './pager';
export { PlaceButton, VendorPlaces, vendorPlaces } from './place-button';
export type { PlaceButtonProps } from './place-button';
export { PriceRows, VolumePrices, bandLabel, pricesOf } from './price-rows';
export type { Price, PriceFields, ThreePrices } from './price-rows';
export { ProductTile } from './product-tile';
export type { ProductTileLayout, ProductTileProps } from './product-tile';
export { ProductTileSkeleton } from './product-tile-skeleton';
export { MemberSince, formatMemberDate } from './member-since';
export { RatingStars } from './rating-stars';
export { SafeHtml, preloadSafeHtml } from './lazy-safe-html';
export { ShareButton } from './share-button';
export type { ShareLink, ShareSite } from './share-links';
export { CATALOGUE_NAMESPACE, catalogueResources } from './texts';
export { Tooltip } from './tooltip';
export { useMessagePopup, serverMessage } from './use-message-popup';
export { volumeBands } from './volume-bands';
// For the areas that show products (their vendor HTML, their pager): the copy the catalogue carries anyway.
export { useNearScreen } from '@gbx/shared/near-screen';
export type { VolumeBand } from './volume-bands';
