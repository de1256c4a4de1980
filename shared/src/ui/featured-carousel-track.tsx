import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback } from 'react';
import styled from 'styled-components';
import type { FeaturedCarouselProps } from './featured-carousel-props';
import { Region, Track, Viewport } from './featured-carousel-frame';
import { FeaturedSlides } from './featured-slides';
import { theme } from './theme';

const Arrow = styled.button<{ $side: 'prev' | 'next' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'prev' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  transform: translateY(-50%);
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  cursor: pointer;
  font-size: 1.1rem;
  line-height: 1;
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/** Featured products (§2.6, §2.8): autoplay, infinite, each image to its product. */
export default function FeaturedCarouselTrack({ items, imagePath, label, previousLabel, nextLabel, imageAlt }: FeaturedCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', direction: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr' }, [
    Autoplay({ delay: 3500, stopOnMouseEnter: true, stopOnFocusIn: true, stopOnInteraction: false }),
  ]);
  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  if (items.length === 0) return null;
  return (
    <Region aria-roledescription="carousel" aria-label={label}>
      <Arrow type="button" $side="prev" onClick={previous} aria-label={previousLabel}>
        ‹
      </Arrow>
      <Viewport ref={viewportRef}>
        <Track>
          <FeaturedSlides items={items} imagePath={imagePath} imageAlt={imageAlt} />
        </Track>
      </Viewport>
      <Arrow type="button" $side="next" onClick={next} aria-label={nextLabel}>
        ›
      </Arrow>
    </Region>
  );
}
