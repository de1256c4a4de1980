import type { ReactNode } from 'react';
import { queries, useApiQuery, usePageView, useT } from '@gbx/shared';
import { countLoad } from '../../components/count-load';
import { CountTile } from '../../components/count-tile';
import { BusinessIcon, ConsumerIcon, FarmerIcon, GovernmentIcon, ManufacturerIcon } from '../../components/line-icons';
import { PageHero } from '../../components/page-hero';
import { TilesSection } from '../../components/tiles-section';
import { segmentTiles, type SegmentTile, type Seller } from './segment-tiles';
import { texts as meaningTexts } from './meaning-texts';
import { texts } from './texts';

/** Each segment pictured by who sells in it. */
const SELLER_ICONS: Record<Seller, ReactNode> = {
  business: <BusinessIcon />,
  manufacturer: <ManufacturerIcon />,
  consumer: <ConsumerIcon />,
  government: <GovernmentIcon />,
  farmer: <FarmerIcon />,
};

/** /landing-market-segment (§2.7): 'Filter by Market Segments', the nine active segments with counts, the farmer segments Coming Soon. */
export function MarketSegmentPage() {
  const { t } = useT(texts.namespace);
  const { t: tm } = useT(meaningTexts.namespace);
  usePageView(t('segments.title'));
  const load = countLoad(useApiQuery(queries.marketSegments()));
  const tiles = segmentTiles(load.data);
  const tile = ({ segment, seller, count, destination, comingSoon }: SegmentTile) => (
    <CountTile
      key={segment}
      testId={`segment-${segment}`}
      emphasis="heading"
      heading={segment}
      hasPlace
      place={tm(`meaning.${segment}`)}
      count={count}
      failed={!comingSoon && load.failed}
      destination={destination}
      comingSoon={comingSoon}
      icon={SELLER_ICONS[seller]}
    />
  );
  return (
    <>
      <PageHero eyebrow={t('segments.eyebrow')} title={t('segments.title')} lead={t('segments.lead')} />
      <TilesSection title={t('segments.open')} columns={3} load={load}>
        {tiles.filter((segment) => !segment.comingSoon).map(tile)}
      </TilesSection>
      <TilesSection title={t('segments.farmers')} columns={3}>
        {tiles.filter((segment) => segment.comingSoon).map(tile)}
      </TilesSection>
    </>
  );
}
