import { Link } from '@gbx/shared/router';
import { paths } from '../routes/paths';
import type { FeaturedCarouselProps } from './featured-carousel';
import { Slide } from './featured-carousel-frame';

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
        <img
          src={`${imagePath}${item.UserImageName}`}
          alt={imageAlt(item)}
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
