/**
 * The width the product page's main picture is shown at (the gallery column:
 * the whole width of a phone or tablet, about 560 px beside the details on a
 * desktop), shared by the gallery's srcset and the route's preload of the
 * same file.
 */
export const GALLERY_PICTURE_SIZES = '(max-width: 1023px) 100vw, 560px';
