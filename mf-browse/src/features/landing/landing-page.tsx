import { useState } from 'react';
import { Link, useNavigate } from '@gbx/shared/router';
import styled from 'styled-components';
import { destinations, media, paths, Skeleton, theme, usePageView, useT, VisuallyHidden, type CategoryPath } from '@gbx/shared';
import { BROWSE_NAMESPACE } from '../../components/common-texts';
import { PinIcon } from '../../components/more-icons';
import { KeywordSearch, SearchButton, SearchIconLink } from '../../components/keyword-search';
import { CategoryBrowser } from '../categories/category-browser';
import { RecentlyViewed } from './recently-viewed';
import { CategorySearch } from '../categories/category-search';
import { useSearchCategory } from '../categories/use-search-category';
import { LiveProductCount } from './live-product-count';
import { useLandingHome } from './use-landing-home';
import { LANDING_NAMESPACE } from './texts';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  margin: 0.5rem 0 2rem;
  padding: 3rem 2.5rem 2.5rem;
  border-radius: 20px;
  color: #fff;
  text-align: center;
  background:
    radial-gradient(circle at 12% 18%, rgba(240, 165, 0, 0.28), transparent 34%),
    radial-gradient(circle at 88% 85%, rgba(64, 140, 230, 0.35), transparent 40%),
    linear-gradient(135deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 55%, #1d4e89 100%);
  ${media.mobile} {
    margin: 0 0 1.5rem;
    padding: 1.75rem 1rem 1.5rem;
    border-radius: 14px;
  }
`;

const Inner = styled.div`
  position: relative;
  max-width: 52rem;
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.9rem;
`;

const Logo = styled(Link)`
  justify-self: center;
  font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem);
  font-weight: 800;
  letter-spacing: 0.01em;
  /* The wordmark reads as one word; the space is for its name. */
  word-spacing: -0.25em;
  color: #fff;
  text-decoration: none;
  span {
    color: ${theme.color.accent};
  }
  &:focus-visible {
    outline: none;
    border-radius: 6px;
    box-shadow: ${theme.focusRing};
  }
`;

const Tagline = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: #ffd98a;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.9rem, 1.2rem + 2.6vw, 3.1rem);
  line-height: 1.1;
`;

const Lead = styled.p`
  justify-self: center;
  margin: 0 0 0.6rem;
  max-width: 40rem;
  font-size: 1.05rem;
  line-height: 1.5;
  color: rgba(255, 255, 255, 0.86);
  ${media.mobile} {
    font-size: 0.98rem;
  }
`;

const Categories = styled.section`
  margin-bottom: 2rem;
  h2 {
    margin: 0;
    font-size: clamp(1.3rem, 1.1rem + 0.8vw, 1.7rem);
    color: ${theme.color.navy};
  }
`;

const CategoriesHead = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(16rem, 24rem);
  align-items: end;
  gap: 1rem 2rem;
  margin-bottom: 1.1rem;
  p {
    margin: 0.35rem 0 0;
    color: ${theme.color.muted};
  }
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The landing page (§2.3, /landing-marketplace and /home): the visitor's first
 * view. Logo, the keyword search with 'Shop in {city}' and the pin, the live
 * product count, then the categories: a search box with suggestions and the
 * cascading browser. The host draws only its top bar above it.
 */
export function LandingPage() {
  const { t } = useT(LANDING_NAMESPACE);
  const { t: tBrowse } = useT(BROWSE_NAMESPACE);
  usePageView(t('title'));
  const navigate = useNavigate();
  const home = useLandingHome();
  const searchCategory = useSearchCategory();
  const [keyword, setKeyword] = useState('');
  const place = home.data;

  // With a keyword: advanced search with it and the city; without: the city's products (§2.3).
  const shop = () => {
    if (!place) return;
    const typed = keyword.trim();
    const destination = typed
      ? destinations.searchKeyword(typed, place.city, place.countryCode)
      : destinations.productsIn({ kind: 'city', name: place.city, code: place.countryCode });
    navigate(destination.to, { state: destination.state });
  };

  const code = place?.countryCode;
  const destinationOf = code ? (path: CategoryPath) => destinations.searchCategory(path, code) : undefined;

  return (
    <>
      <Hero aria-labelledby="landing-title">
        <Inner>
          {/* A real space between the two words: the link's name must contain the text it shows (WCAG 2.5.3). */}
          <Logo to={paths.marketplaceHome.to()} aria-label={t('logo')}>
            GBX <span>Marketplace</span>
          </Logo>
          <Tagline>{t('tagline')}</Tagline>
          <Title id="landing-title">{t('title')}</Title>
          <Lead>{t('lead')}</Lead>
          <KeywordSearch
            value={keyword}
            onChange={setKeyword}
            onSubmit={shop}
            actions={
              <>
                <SearchButton type="submit" aria-busy={!place}>
                  {place ? (
                    t('shopIn', { city: place.city })
                  ) : (
                    <>
                      <Skeleton $width="7.5em" $height="1.1em" />
                      <VisuallyHidden>{tBrowse('loading')}</VisuallyHidden>
                    </>
                  )}
                </SearchButton>
                <SearchIconLink to={paths.landingMarketplace.to()} aria-label={t('nearMe')} title={t('nearMe')}>
                  <PinIcon size={24} />
                </SearchIconLink>
              </>
            }
          />
          <LiveProductCount home={home} />
        </Inner>
      </Hero>
      <Categories aria-labelledby="landing-categories">
        <CategoriesHead>
          <div>
            <h2 id="landing-categories">{t('categories.title')}</h2>
            <p>{t('categories.lead')}</p>
          </div>
          <CategorySearch onChoose={searchCategory} />
        </CategoriesHead>
        <CategoryBrowser destinationOf={destinationOf} />
      </Categories>
      <RecentlyViewed />
    </>
  );
}
