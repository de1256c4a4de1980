import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { media, paths, theme, useRecentlyViewed, useT } from '@gbx/shared';
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

/** One row that scrolls sideways: six across on a wide screen, two and a half on a phone. */
const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 5 * 0.75rem) / 6);
  gap: 0.75rem;
  margin: 0;
  padding: 0 0 0.5rem;
  list-style: none;
  overflow-x: auto;
  ${media.tablet} {
    grid-auto-columns: 30%;
  }
  ${media.mobile} {
    grid-auto-columns: 42%;
  }
  a {
    display: grid;
    gap: 0.4rem;
    color: ${theme.color.text};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 8px;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 10px;
    background: ${theme.color.page};
  }
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
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
      <Row>
        {items.map((item) => (
          <li key={item.GBXProductID}>
            <Link to={paths.productDetail.to(item.GBXProductID)}>
              {item.image ? <img src={item.image} alt="" width={160} height={160} loading="lazy" /> : null}
              <span dir="auto">{item.ProductTitle}</span>
            </Link>
          </li>
        ))}
      </Row>
    </Section>
  );
}
