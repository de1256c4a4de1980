/** The addresses of a product's pictures, in its order: each UserImageName under the answer's Image_path (§7). */
export function pictureUrls(product: { Images?: readonly { UserImageName: string }[]; Image_path: string }): string[] {
  return (product.Images ?? []).map((image) => `${product.Image_path}${image.UserImageName}`);
}

/** The widths the API serves a product picture at (api/src/features/images/raster-pictures.ts). */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960] as const;

/** A product picture's sized rasters: a srcset per format and the address of a plain <img>. */
export interface PictureSources {
  avif: string;
  webp: string;
  src: string;
}

/**
 * The sized AVIF and WebP of a product picture, from its drawing's address
 * (…/images/products/GBX00000001-1.svg, the wire's Image_path + UserImageName):
 * …-1-320.avif 320w, …; null for any other address, which is shown as it is.
 */
export function pictureSources(url: string): PictureSources | null {
  const match = /^(.*\/GBX[0-9]{1,12}-[1-9])\.svg$/.exec(url);
  if (!match) return null;
  const base = match[1];
  const set = (format: 'avif' | 'webp') => PICTURE_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`).join(', ');
  return { avif: set('avif'), webp: set('webp'), src: `${base}-640.webp` };
}
