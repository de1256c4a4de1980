import { useT } from '@gbx/shared';
import type { CountLoad } from '../../components/count-load';
import { CountTile } from '../../components/count-tile';
import { CategoriesIcon, ProductsIcon, TrendingIcon, VendorsIcon } from '../../components/line-icons';
import { TilesSection } from '../../components/tiles-section';
import type { PlaceTile } from './place-tiles';
import { texts } from './texts';

interface LocatedSectionProps {
  tiles: PlaceTile[];
  load: CountLoad<unknown>;
  columns?: number;
}

/** 'Products LOCATED in' and 'Vendors LOCATED in' tiles with their counts (§2.5). */
export function LocatedSection({ tiles, load, columns }: LocatedSectionProps) {
  const { t } = useT(texts.namespace);
  const placeText = ({ kind, name }: PlaceTile) => {
    // No answer, or an answer without this place: the tile names the visitor's place in general words.
    if (name === null || (name === undefined && load.failed)) return t(`unknownPlace.${kind}`);
    if (name === undefined) return undefined;
    return kind === 'postal' ? t('postalCode', { code: name }) : name;
  };
  return (
    <TilesSection title={t('locatedNearYou')} columns={columns} load={load}>
      {tiles.map((tile) => (
        <CountTile
          key={tile.id}
          testId={tile.id}
          heading={t(tile.unit === 'products' ? 'productsLocatedIn' : 'vendorsLocatedIn')}
          hasPlace
          place={placeText(tile)}
          count={tile.count}
          failed={load.failed}
          unit={tile.unit}
          destination={tile.destination}
          icon={tile.unit === 'products' ? <ProductsIcon /> : <VendorsIcon />}
        />
      ))}
    </TilesSection>
  );
}

/** Popular products and popular categories: Coming Soon on both location landings (§2.5). */
export function PopularSection({ columns }: { columns?: number }) {
  const { t } = useT(texts.namespace);
  return (
    <TilesSection title={t('popularNearYou')} columns={columns}>
      <CountTile testId="popular-products" comingSoon emphasis="heading" heading={t('popularProducts')} hasPlace place={t('popularProductsNote')} icon={<TrendingIcon />} />
      <CountTile testId="popular-categories" comingSoon emphasis="heading" heading={t('popularCategories')} hasPlace place={t('popularCategoriesNote')} icon={<CategoriesIcon />} />
    </TilesSection>
  );
}
