import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export type CarouselApi = Pick<EmblaCarouselType, 'scrollPrev' | 'scrollNext' | 'destroy'>;

/**
 * Starts the carousel library on slides already on screen: it moves the
 * track the page drew (featured-carousel.tsx) instead of drawing its own, so
 * starting it re-creates no slide and reloads no picture. Loaded on demand,
 * with the library, once the page is quiet.
 */
export function startCarousel(viewport: HTMLElement): CarouselApi {
  const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return EmblaCarousel(viewport, { loop: true, align: 'start', direction }, [
    Autoplay({ delay: 3500, stopOnMouseEnter: true, stopOnFocusIn: true, stopOnInteraction: false }),
  ]);
}
