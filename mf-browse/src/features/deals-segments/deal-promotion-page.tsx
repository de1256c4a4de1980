import type { ReactNode } from 'react';
import { queries, useApiQuery, usePageView, useT } from '@gbx/shared';
import { countLoad } from '../../components/count-load';
import { CountTile } from '../../components/count-tile';
import { BrandsIcon, DayIcon, DiscountIcon, FeaturedIcon, WeekIcon } from '../../components/line-icons';
import { PageHero } from '../../components/page-hero';
import { TilesSection } from '../../components/tiles-section';
import { COMING_SOON_DEALS, dealTiles, type DealTileId } from './deal-tiles';
import { texts } from './texts';

const ICONS: Record<DealTileId, ReactNode> = {
  featured: <FeaturedIcon />,
  discounted: <DiscountIcon />,
  ofTheDay: <DayIcon />,
  ofTheWeek: <WeekIcon />,
  megaBrands: <BrandsIcon />,
};

/** /landing-deal-promotion (§2.7): featured and discounted products with their counts; the rest is Coming Soon. */
export function DealPromotionPage() {
  const { t } = useT(texts.namespace);
  usePageView(t('deals.title'));
  const load = countLoad(useApiQuery(queries.dealsPromotions()));
  const tileText = (id: DealTileId) => ({ heading: t(`deals.${id}`), place: t(`deals.${id}Note`) });
  return (
    <>
      <PageHero eyebrow={t('deals.eyebrow')} title={t('deals.title')} lead={t('deals.lead')} />
      <TilesSection title={t('deals.shopTheDeals')} columns={2} load={load}>
        {dealTiles(load.data).map((tile) => (
          <CountTile
            key={tile.id}
            testId={tile.id}
            emphasis="heading"
            hasPlace
            {...tileText(tile.id)}
            count={tile.count}
            failed={load.failed}
            destination={tile.destination}
            icon={ICONS[tile.id]}
          />
        ))}
      </TilesSection>
      <TilesSection title={t('deals.moreWays')} columns={3}>
        {COMING_SOON_DEALS.map((id) => (
          <CountTile key={id} testId={id} comingSoon emphasis="heading" hasPlace {...tileText(id)} icon={ICONS[id]} />
        ))}
      </TilesSection>
    </>
  );
}
