import styled from 'styled-components';
import { FeaturedCarousel, FeaturedCarouselSkeleton, media, queries, useApiQuery, useT } from '@gbx/shared';
import { useRenderedArea } from '../../federation/rendered-area';
import { SHELL_NAMESPACE } from '../../i18n';
import { PromoVideo } from './promo-video';

/*
 * One compact row (issue 38): the carousel beside the video in a frame of the
 * video's shape, so the page's first products show in the first screen; on a
 * phone the video sits under the carousel, the width of the screen.
 */
const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 22rem);
  grid-template-areas:
    'title title'
    'carousel video';
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;
  h2 {
    grid-area: title;
    margin: 0.25rem 0 0;
    font-size: 1.15rem;
  }
  > :nth-child(2) {
    grid-area: carousel;
  }
  > :last-child {
    grid-area: video;
  }
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 19rem);
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'title' 'carousel' 'video';
  }
`;

/** The header's showcase (§2.6): the featured products carousel and the promo video. */
export function FeaturedShowcase() {
  const { t } = useT(SHELL_NAMESPACE);
  const { data: featured, isPending } = useApiQuery(queries.featuredProducts());
  const pageShown = useRenderedArea() !== null;
  return (
    <Section aria-labelledby="featured-showcase-title">
      <h2 id="featured-showcase-title">{t('header.featuredProducts')}</h2>
      {featured ? (
        <FeaturedCarousel
          items={featured.featuredData}
          imagePath={featured.imagePath}
          label={t('header.featuredProducts')}
          previousLabel={t('header.previous')}
          nextLabel={t('header.next')}
          imageAlt={(item) => item.ProductTitle ?? t('header.featuredImage', { id: item.GBXProductID })}
          pageShown={pageShown}
        />
      ) : isPending ? (
        // The carousel's place, kept while its products load: the page below does not move.
        <FeaturedCarouselSkeleton />
      ) : null}
      <PromoVideo />
    </Section>
  );
}
