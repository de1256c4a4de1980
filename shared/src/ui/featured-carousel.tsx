import { lazy, Suspense } from 'react';
import { useLoadedAndIdle } from '../react/use-loaded-and-idle';
import { Region, Slide, Track, Viewport } from './featured-carousel-frame';
import { FeaturedSlides } from './featured-slides';
import type { FeaturedCarouselProps } from './featured-carousel-props';

export type { FeaturedCarouselProps, FeaturedItem } from './featured-carousel-props';

const CarouselTrack = lazy(() => import('./featured-carousel-track'));

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

/** The products, still: what the carousel shows before its library has arrived, in the same boxes. */
function StillSlides(props: FeaturedCarouselProps) {
  if (props.items.length === 0) return null;
  return (
    <Region aria-roledescription="carousel" aria-label={props.label}>
      <Viewport>
        <Track>
          <FeaturedSlides {...props} />
        </Track>
      </Viewport>
    </Region>
  );
}

/**
 * Featured products (§2.6, §2.8): autoplay, infinite, each image to its
 * product. The carousel library starts once the page's own content and its
 * data are in, the document has loaded and the browser is idle: it measures
 * every slide when it starts, and amid the page's first renders that measuring
 * laid out the whole page again, in one of a first visit's longest tasks; and
 * its 8 kB would compete with the page's products for the network. Until then
 * the products stand still in its place, so their pictures (a phone's largest
 * paint) wait for nothing.
 */
export function FeaturedCarousel(props: FeaturedCarouselProps) {
  const ready = useLoadedAndIdle(props.pageShown ?? true);
  if (!ready) return <StillSlides {...props} />;
  return (
    <Suspense fallback={<StillSlides {...props} />}>
      <CarouselTrack {...props} />
    </Suspense>
  );
}
