import { Link } from '@gbx/shared/router';
import { preload } from '../lib/preload';
import { paths } from '../routes/paths';
import type { FeaturedCarouselProps, FeaturedItem } from './featured-carousel-props';
import { Slide } from './featured-carousel-frame';
import { ProductPicture } from './product-picture';

const pictureOf = (imagePath: string, item: FeaturedItem) => `${imagePath}${item.UserImageName}`;

/**
 * Starts loading the first slide's picture, a phone's largest paint on the
 * pages with the showcase, as soon as the featured list is known: while the
 * page's code is still arriving, instead of once the slides are drawn.
 */
export function preloadFirstFeaturedPicture(list: { imagePath: string; featuredData: FeaturedItem[] } | undefined): void {
  const first = list?.featuredData[0];
  if (list && first) preload(pictureOf(list.imagePath, first), 'image', 'high', SLIDE_SIZES);
}

/** A slide's width (featured-carousel-frame.ts: one screen on a phone, half a tablet's, a sixth of a desktop's). */
const SLIDE_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 17vw';

/** The most slides a screen shows at once (§9: 6 on desktop). */
const VISIBLE_AT_MOST = 6;

/**
 * The carousel's slides, drawn the same way before and after the carousel
 * library arrives: the products are on screen (and their images loading) as
 * soon as the list is, not one chunk later. The slides a screen can show load
 * at once, the first one first: it is the page's largest picture on a phone.
 */
export function FeaturedSlides({ items, imagePath, imageAlt }: Pick<FeaturedCarouselProps, 'items' | 'imagePath' | 'imageAlt'>) {
  return items.map((item, index) => (
    <Slide key={`${item.GBXProductID}-${index}`} aria-roledescription="slide">
      <Link to={paths.productDetail.to(item.GBXProductID)}>
        <ProductPicture
          src={pictureOf(imagePath, item)}
          alt={imageAlt(item)}
          sizes={SLIDE_SIZES}
          width={400}
          height={300}
          loading={index < VISIBLE_AT_MOST ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        {item.ProductTitle ? (
          <span aria-hidden="true" dir="auto">
            {item.ProductTitle}
          </span>
        ) : null}
      </Link>
    </Slide>
  ));
}
