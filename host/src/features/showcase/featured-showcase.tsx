import styled from 'styled-components';
import { FeaturedCarousel, FeaturedCarouselSkeleton, queries, useApiQuery, useT } from '@gbx/shared';
import { SHELL_NAMESPACE } from '../../i18n';
import { PromoVideo } from './promo-video';

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.15rem;
  }
`;

/** The header's showcase (§2.6): the featured products carousel and the promo video. */
export function FeaturedShowcase() {
  const { t } = useT(SHELL_NAMESPACE);
  const { data: featured, isPending } = useApiQuery(queries.featuredProducts());
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
        />
      ) : isPending ? (
        // The carousel's place, kept while its products load: the page below does not move.
        <FeaturedCarouselSkeleton />
      ) : null}
      <PromoVideo />
    </Section>
  );
}
