import { pictureSources } from '../api/pictures';

export interface ProductPictureProps {
  /** The picture's address as the API gives it (Image_path + UserImageName). */
  src: string;
  /** What it shows: the product's title (never empty; React escapes it). */
  alt: string;
  /** The width the picture is shown at, for the browser to pick from the srcset ('(max-width: 600px) 100vw, 320px'). */
  sizes: string;
  /** Its intrinsic size, so its box is reserved before it arrives (the CSS may scale both). */
  width: number;
  height: number;
  /** 'eager' for what the first screen shows, 'lazy' below it. */
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
  className?: string;
  draggable?: false;
}

/**
 * A product picture as the pages show it: the sized AVIF, else WebP, the
 * browser picks by the shown width and the screen's density. The <picture>
 * takes no box of its own (display: contents), so the <img> is styled and
 * sized by the same rules as before it was wrapped.
 */
export function ProductPicture({ src, alt, sizes, width, height, loading = 'lazy', fetchPriority, className, draggable }: ProductPictureProps) {
  const sources = pictureSources(src);
  const img = (
    <img
      className={className}
      src={sources?.src ?? src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      draggable={draggable}
    />
  );
  if (!sources) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
