import styled from 'styled-components';
import { theme, useT } from '@gbx/shared';
import { ProductTeasers, useRecentlyViewed } from '@gbx/shared/teasers';
import { texts } from './texts';

const Section = styled.section`
  margin-bottom: 2rem;
  h2 {
    margin: 0 0 0.35rem;
    font-size: clamp(1.3rem, 1.1rem + 0.8vw, 1.7rem);
    color: ${theme.color.navy};
  }
  > p {
    margin: 0 0 1rem;
    color: ${theme.color.muted};
  }
`;

/** 'Recently viewed' (ours): the products this visitor opened last (the product page keeps them); nothing for a first visit. */
export function RecentlyViewed() {
  const { t } = useT(texts.namespace);
  const items = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="landing-recent" data-testid="recently-viewed">
      <h2 id="landing-recent">{t('recent.title')}</h2>
      <p>{t('recent.lead')}</p>
      <ProductTeasers items={items} layout="row" />
    </Section>
  );
}
