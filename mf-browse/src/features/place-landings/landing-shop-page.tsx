import { queries, useApiQuery, usePageView, useT } from '@gbx/shared';
import { countLoad } from '../../components/count-load';
import { PlaceHero } from './place-hero';
import { LocatedSection, PopularSection } from './place-sections';
import { cityTiles } from './place-tiles';
import { texts } from './texts';

/** /landing-shop (§2.5): products and vendors located in the visitor's city and postal code. */
export function LandingShopPage() {
  const { t } = useT(texts.namespace);
  const load = countLoad(useApiQuery(queries.landingCity()));
  const answer = load.data;
  const place = answer?.city ? { name: answer.city, country: answer.countryName } : undefined;
  usePageView(place ? t('shop.pageTitle', { place: place.name, country: place.country }) : t('shop.title'));
  return (
    <>
      <PlaceHero page="shop" place={place} loading={load.loading} />
      <LocatedSection tiles={cityTiles(answer)} load={load} columns={2} />
      <PopularSection columns={2} />
    </>
  );
}
