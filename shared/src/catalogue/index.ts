/**
 * @gbx/shared/catalogue: the pieces every area that shows products uses (§2.8,
 * §2.9, the buyer's cart and wishlist): price rows, pictures, Wishlist / Add
 * to Cart, ratings, the catalogue's texts (the listings' own pieces, tile and
 * pager, are @gbx/shared/listing). A separate entry, shared under its own
 * federation key, so a page without products never downloads it. Its modules
 * import @gbx/shared by package name only: one copy of the bus, the client and
 * i18n.
 */
export { ImageSlider, PictureFrame } from './image-slider';
export { ListActions, ListActionsPlaceholder } from './list-actions';
export { PriceRows, VolumePrices, bandLabel, pricesOf } from './price-rows';
export type { Price, PriceFields, ThreePrices } from './price-rows';
export { MemberSince, formatMemberDate } from './member-since';
export { RatingStars } from './rating-stars';
export { SafeHtml, preloadSafeHtml } from './lazy-safe-html';
export { CATALOGUE_NAMESPACE, catalogueResources } from './texts';
export { Tooltip } from './tooltip';
export { useMessagePopup, serverMessage } from './use-message-popup';
export { volumeBands } from './volume-bands';
// For the areas that show products (their vendor HTML): the copy the catalogue carries anyway.
export { useNearScreen } from '@gbx/shared/near-screen';
export type { VolumeBand } from './volume-bands';
