import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback } from 'react';
import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { paths } from '../routes/paths';
import { media, theme } from './theme';

export interface FeaturedItem {
  GBXProductID: string;
  UserImageName: string;
  ProductTitle?: string;
}

const Region = styled.section`
  position: relative;
  min-width: 0;
  padding: 0 2.25rem;
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.ul`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
`;

// §9: 6 items on desktop, 2 on tablet, 1 on mobile.
const Slide = styled.li`
  flex: 0 0 calc(100% / 6);
  min-width: 0;
  padding: 0 0.35rem;
  box-sizing: border-box;
  ${media.tablet} {
    flex-basis: 50%;
  }
  ${media.mobile} {
    flex-basis: 100%;
  }
  a {
    display: block;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    overflow: hidden;
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: #e8edf3;
  }
  span {
    display: block;
    padding: 0.35rem 0.5rem;
    font-size: 0.8rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

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

interface Props {
  items: FeaturedItem[];
  imagePath: string;
  label: string;
  previousLabel: string;
  nextLabel: string;
  imageAlt: (item: FeaturedItem) => string;
}

/** Featured products (§2.6, §2.8): autoplay, infinite, each image to its product. */
export function FeaturedCarousel({ items, imagePath, label, previousLabel, nextLabel, imageAlt }: Props) {
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
          {items.map((item, index) => (
            <Slide key={`${item.GBXProductID}-${index}`} aria-roledescription="slide">
              <Link to={paths.productDetail.to(item.GBXProductID)}>
                <img src={`${imagePath}${item.UserImageName}`} alt={imageAlt(item)} loading="lazy" />
                {item.ProductTitle ? (
                  <span aria-hidden="true" dir="auto">
                    {item.ProductTitle}
                  </span>
                ) : null}
              </Link>
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Arrow type="button" $side="next" onClick={next} aria-label={nextLabel}>
        ›
      </Arrow>
    </Region>
  );
}
