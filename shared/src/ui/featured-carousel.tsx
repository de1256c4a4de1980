import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLoadedAndIdle } from '../react/use-loaded-and-idle';
import type { CarouselApi } from './featured-carousel-engine';
import { Region, Slide, Track, Viewport } from './featured-carousel-frame';
import { FeaturedSlides } from './featured-slides';
import type { FeaturedCarouselProps } from './featured-carousel-props';
import { theme } from './theme';

export type { FeaturedCarouselProps, FeaturedItem } from './featured-carousel-props';

/** As many grey slides as a screen shows (§9: 6, 2 on a tablet, 1 on a phone), each the size of a real one. */
export function FeaturedCarouselSkeleton() {
  return (
    <Region aria-hidden="true" data-testid="featured-carousel-skeleton">
      <Viewport>
        <Track>
          {Array.from({ length: 6 }, (_, index) => (
            <Slide key={index}>
              <div className="placeholder">
                <span className="picture" />
                <span>&nbsp;</span>
              </div>
            </Slide>
          ))}
        </Track>
      </Viewport>
    </Region>
  );
}

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

/**
 * Starts the carousel library on the viewport once `ready`, and stops it when
 * the slides change or the carousel goes: the api while it runs.
 */
function useCarouselEngine(ready: boolean, items: FeaturedCarouselProps['items']) {
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<CarouselApi>();
  useEffect(() => {
    const node = viewport.current;
    if (!ready || !node || items.length === 0) return undefined;
    let stopped = false;
    let running: CarouselApi | undefined;
    void import('./featured-carousel-engine').then(({ startCarousel }) => {
      if (stopped) return;
      running = startCarousel(node);
      setApi(running);
    });
    return () => {
      stopped = true;
      running?.destroy();
      setApi(undefined);
    };
  }, [ready, items]);
  return { viewport, api };
}

/**
 * Featured products (§2.6, §2.8): autoplay, infinite, each image to its
 * product. The products are drawn still at once, so their pictures (a phone's
 * largest paint) wait for nothing; the carousel library (8 kB) starts on those
 * same slides once the page's own content and its data are in, the document
 * has loaded and the browser is idle: it measures every slide when it starts,
 * and amid the page's first renders that measuring laid out the whole page
 * again, in one of a first visit's longest tasks. The arrows come with it.
 */
export function FeaturedCarousel(props: FeaturedCarouselProps) {
  const ready = useLoadedAndIdle(props.pageShown ?? true);
  const { viewport, api } = useCarouselEngine(ready, props.items);
  if (props.items.length === 0) return null;
  return (
    <Region aria-roledescription="carousel" aria-label={props.label}>
      {api ? (
        <Arrow type="button" $side="prev" onClick={() => api.scrollPrev()} aria-label={props.previousLabel}>
          ‹
        </Arrow>
      ) : null}
      <Viewport ref={viewport}>
        <Track>
          <FeaturedSlides items={props.items} imagePath={props.imagePath} imageAlt={props.imageAlt} />
        </Track>
      </Viewport>
      {api ? (
        <Arrow type="button" $side="next" onClick={() => api.scrollNext()} aria-label={props.nextLabel}>
          ›
        </Arrow>
      ) : null}
    </Region>
  );
}
