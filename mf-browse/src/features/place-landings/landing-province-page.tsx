import { queries, useApiQuery, usePageView, useT } from '@gbx/shared';
import { countLoad } from '../../components/count-load';
import { PlaceHero } from './place-hero';
import { LocatedSection, PopularSection } from './place-sections';
import { provinceTiles } from './place-tiles';
import { texts } from './texts';

/** /landing-province (§2.5): 'Shop In {state}, {country}', products and vendors located in the state or province. */
export function LandingProvincePage() {
  const { t } = useT(texts.namespace);
  const load = countLoad(useApiQuery(queries.landingProvince()));
  const answer = load.data;
  const place = answer?.state ? { name: answer.state, country: answer.countryName } : undefined;
  usePageView(place ? t('province.pageTitle', { place: place.name, country: place.country }) : t('province.title'));
  return (
    <>
      <PlaceHero page="province" place={place} loading={load.loading} />
      <LocatedSection tiles={provinceTiles(answer)} load={load} columns={2} />
      <PopularSection columns={2} />
    </>
  );
}
