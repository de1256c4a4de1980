import { useState, type ReactNode } from 'react';
import { useNavigate } from '@gbx/shared/router';
import styled from 'styled-components';
import { queries, useApiQuery, useLanguage, usePageView, useT, type Destination } from '@gbx/shared';
import { countLoad } from '../../components/count-load';
import { CountTile } from '../../components/count-tile';
import { CategoriesIcon, CityIcon, CountryIcon, DiscountIcon, FiltersIcon, HomeIcon, SegmentsIcon, StateIcon } from '../../components/line-icons';
import { KeywordSearch, SearchButton } from '../../components/keyword-search';
import { PageHero } from '../../components/page-hero';
import { TilesSection } from '../../components/tiles-section';
import { AllCategoriesModal } from '../categories/all-categories-modal';
import { useSearchCategory } from '../categories/use-search-category';
import { HOME_LINK_TILES, homeCountTiles, keywordDestinations, type HomeCountTileId, type HomeLinkTileId } from './home-tiles';
import { HOME_NAMESPACE } from './texts';

const ICONS: Record<HomeCountTileId | HomeLinkTileId, ReactNode> = {
  city: <CityIcon />,
  state: <StateIcon />,
  country: <CountryIcon />,
  deals: <DiscountIcon />,
  advancedSearch: <FiltersIcon />,
  allCategories: <CategoriesIcon />,
  marketSegments: <SegmentsIcon />,
  homePage: <HomeIcon />,
};

/** The keyword search below the banner's lead. */
const SearchArea = styled.div`
  margin-top: 1.25rem;
`;

/**
 * /marketplace-home (§2.4): the keyword search with Products and Suppliers,
 * the counts of the visitor's city, state, country and deals, and the ways
 * into the marketplace: Advanced Search, All Categories (a modal), Market
 * Segments, Home Page. The host draws the header menu, the featured carousel
 * and the promo video above it.
 */
export function MarketplaceHomePage() {
  const { t } = useT(HOME_NAMESPACE);
  const language = useLanguage();
  usePageView(t('title'));
  const navigate = useNavigate();
  const searchCategory = useSearchCategory();
  const load = countLoad(useApiQuery(queries.landingHome()));
  const [keyword, setKeyword] = useState('');
  const [emptyKeyword, setEmptyKeyword] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  const go = (destination: Destination) => navigate(destination.to, { state: destination.state });
  // §5: keyword search does nothing on an empty keyword; the visitor is told so, and what they typed stays.
  const search = (which: 'products' | 'suppliers') => {
    const typed = keyword.trim();
    if (!typed) {
      setEmptyKeyword(true);
      return;
    }
    const found = keywordDestinations(load.data, typed);
    if (found) go(found[which]);
  };

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <SearchArea>
          <KeywordSearch
            value={keyword}
            onChange={(value) => {
              setKeyword(value);
              if (value.trim()) setEmptyKeyword(false);
            }}
            onSubmit={() => search('products')}
            note={emptyKeyword ? t('emptyKeyword') : null}
            actions={
              <>
                <SearchButton type="submit">{t('products')}</SearchButton>
                <SearchButton type="button" $variant="secondary" onClick={() => search('suppliers')}>
                  {t('suppliers')}
                </SearchButton>
              </>
            }
          />
        </SearchArea>
      </PageHero>
      <TilesSection title={t('near.title')} columns={4} load={load}>
        {homeCountTiles(load.data, language).map((tile) => (
          <CountTile
            key={tile.id}
            testId={`home-${tile.id}`}
            heading={t(`near.${tile.id}`)}
            hasPlace
            place={tile.id === 'deals' ? t('near.dealsNote') : tile.place}
            count={tile.count}
            failed={load.failed}
            destination={tile.destination}
            icon={ICONS[tile.id]}
          />
        ))}
      </TilesSection>
      <TilesSection title={t('explore.title')} columns={4}>
        {HOME_LINK_TILES.map((tile) => (
          <CountTile
            key={tile.id}
            testId={`home-${tile.id}`}
            heading={t(`explore.${tile.id}`)}
            emphasis="heading"
            hasPlace
            place={t(`explore.${tile.id}Note`)}
            counted={false}
            destination={tile.destination}
            onClick={tile.id === 'allCategories' ? () => setCategoriesOpen(true) : undefined}
            icon={ICONS[tile.id]}
          />
        ))}
      </TilesSection>
      <AllCategoriesModal open={categoriesOpen} onOpenChange={setCategoriesOpen} onChoose={searchCategory} />
    </>
  );
}
