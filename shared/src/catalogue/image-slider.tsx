import { useRef, useState, type ReactNode } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { latePart, useLatePart } from '@gbx/shared/late-part';
import { ProductPicture, theme, useT } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';

/**
 * What moves the pictures (image-slider-controls.tsx: the arrows, the counter,
 * the arrow keys, the swipe): a slider is first drawn still, its first
 * picture in place, and its controls come at the page's first quiet moment,
 * or when a visitor points at or touches it before that. One load for every
 * slider of the page (issue 38: the listing's first visit carries none of it).
 */
const controls = latePart(() => import(/* webpackChunkName: "image-slider-controls" */ './image-slider-controls').then((module) => module.SliderControls));

/**
 * The picture box: its size comes from its width and a fixed ratio, so a card
 * has its final size before any picture arrives (no layout shift). The
 * generated pictures are square with what matters in their middle 4:3 band.
 */
export const PictureFrame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: 10px;
  overflow: hidden;
  background: ${theme.color.page};
  .picture {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface ImageSliderProps {
  /** Addresses of the pictures, in order. */
  images: string[];
  /** What the pictures show (the product's title): names the slider. */
  title: string;
  /** Where a click on a picture leads (the product's page); the title link is the one keyboards use. */
  href: string;
  /** Badges and bars laid over the picture. */
  children?: ReactNode;
  /** Only the first picture, without controls (a compact row). */
  still?: boolean;
  /** The page's main picture: fetched at once and first, not when the browser gets round to it. */
  priority?: boolean;
  /** In the first screen (a listing's first row): fetched at once, not when scrolled near. */
  eager?: boolean;
  /** The product's title, the pictures' alt; `title` when not given. */
  alt?: string;
  /** The width the picture is shown at, for the srcset (see ProductPicture). */
  sizes?: string;
}

/** A listing card's picture: the whole width of a phone, half a tablet, a quarter of a desktop's results. */
export const CARD_PICTURE_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 320px';

/**
 * The pictures of a product (§2.8): one at a time, never moving by itself.
 * Previous and next buttons (with their names; the arrow keys do the same while
 * focus is on them), 'n of m' said politely when it changes, and a sideways
 * swipe on a touch screen, once the controls have come (above). Only the
 * picture shown is downloaded.
 */
export function ImageSlider({ images, title, href, children, still = false, priority = false, eager = false, alt = title, sizes = CARD_PICTURE_SIZES }: ImageSliderProps) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const [index, setIndex] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const count = still ? Math.min(images.length, 1) : images.length;
  const current = images[Math.min(index, Math.max(count - 1, 0))];
  const sliding = count > 1;
  const { code: Controls, want } = useLatePart(controls);
  const ask = sliding && !Controls ? want : undefined;
  return (
    <PictureFrame
      ref={frame}
      role={sliding ? 'group' : undefined}
      aria-roledescription={sliding ? t('slider') : undefined}
      aria-label={sliding ? t('picturesOf', { title }) : undefined}
      onPointerEnter={ask}
      onFocus={ask}
      style={sliding ? { touchAction: 'pan-y' } : undefined}
      data-testid="image-slider"
    >
      {/* The title is the link for keyboards and screen readers; the picture repeats it for the mouse. */}
      <Link className="picture" to={href} tabIndex={-1} aria-hidden="true" draggable={false}>
        {/* Named by the product even inside the hidden link: the picture is the product's, wherever it is read. */}
        {current ? (
          <ProductPicture
            src={current}
            alt={alt}
            sizes={sizes}
            width={400}
            height={300}
            loading={priority || eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            draggable={false}
          />
        ) : null}
      </Link>
      {children}
      {sliding && Controls ? <Controls frame={frame} index={index} count={count} onIndex={setIndex} /> : null}
    </PictureFrame>
  );
}
