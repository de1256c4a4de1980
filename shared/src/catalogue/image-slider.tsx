import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { formatNumber, ProductPicture, theme, useLanguage, useT } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';

/** How far a finger must travel sideways for a swipe (px); less is a tap. */
const SWIPE_DISTANCE = 40;

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

const Control = styled.button<{ $side: 'previous' | 'next' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'previous' ? 'inset-inline-start: 0.4rem;' : 'inset-inline-end: 0.4rem;')}
  transform: translateY(-50%);
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.color.navy};
  box-shadow: 0 1px 4px rgba(11, 37, 69, 0.2);
  cursor: pointer;
  /* The arrow points the way the pictures move: mirrored for next, and again right to left. */
  svg {
    transform: ${({ $side }) => ($side === 'next' ? 'scaleX(-1)' : 'none')};
  }
  [dir='rtl'] & svg {
    transform: ${({ $side }) => ($side === 'next' ? 'none' : 'scaleX(-1)')};
  }
  &:hover {
    background: #fff;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const Counter = styled.span`
  position: absolute;
  top: 0.45rem;
  inset-inline-end: 0.45rem;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  background: rgba(11, 37, 69, 0.78);
  color: #fff;
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

const Arrow = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

/** The next index round the ring of `count` pictures, one step forwards (+1) or backwards (-1). */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  return count > 0 ? (index + step + count) % count : 0;
}

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
 * swipe on a touch screen. Only the picture shown is downloaded.
 */
export function ImageSlider({ images, title, href, children, still = false, priority = false, eager = false, alt = title, sizes = CARD_PICTURE_SIZES }: ImageSliderProps) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = still ? Math.min(images.length, 1) : images.length;
  const current = images[Math.min(index, Math.max(count - 1, 0))];
  const rtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const go = (step: 1 | -1) => setIndex((value) => stepIndex(value, step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys follow the reading direction: in Arabic the next picture is to the left.
    const forwards = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const backwards = rtl() ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forwards) go(1);
    else if (event.key === backwards) go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' || !Number.isFinite(event.clientX) ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) < SWIPE_DISTANCE) return;
    // A swipe towards the start of the line shows the next picture.
    go((distance < 0) !== rtl() ? 1 : -1);
  };

  const sliding = count > 1;
  return (
    <PictureFrame
      role={sliding ? 'group' : undefined}
      aria-roledescription={sliding ? t('slider') : undefined}
      aria-label={sliding ? t('picturesOf', { title }) : undefined}
      onPointerDown={sliding ? onPointerDown : undefined}
      onPointerUp={sliding ? onPointerUp : undefined}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
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
      {sliding ? (
        <>
          <Control type="button" $side="previous" aria-label={t('previousPicture')} onClick={() => go(-1)} onKeyDown={onKeyDown}>
            <Arrow />
          </Control>
          <Control type="button" $side="next" aria-label={t('nextPicture')} onClick={() => go(1)} onKeyDown={onKeyDown}>
            <Arrow />
          </Control>
          <Counter aria-live="polite" aria-atomic="true" data-testid="slider-position">
            {t('pictureOf', { current: formatNumber(index + 1, language), total: formatNumber(count, language) })}
          </Counter>
        </>
      ) : null}
    </PictureFrame>
  );
}
