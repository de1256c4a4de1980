import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from '@gbx/shared/router';
import {
  countryName,
  destinations,
  RichText,
  useApiQuery,
  useLanguage,
  usePageView,
  useT,
  withListingParams,
  type MarketSegment,
} from '@gbx/shared';
import { placeName } from '../../components/place-name';
import { useCrumbWords } from '../breadcrumbs/breadcrumbs';
import { texts as meaningTexts } from '../deals-segments/meaning-texts';

import { HeadingName, ListingHero } from './listing-hero';
import { ListingLayout } from './listing-layout';
import { keepPreviousPageOf, listingLoad, type ListingLoad } from './listing-load';
import { changeListing, listingParams } from './listing-params';
import { placeListFields, placeQuery, segmentFields, segmentQuery } from './listing-queries';
import { placeSearchParams, resultTarget, type ResultTarget } from './result-target';
import { texts as placeTexts } from './place-texts';
import { useListingState, type ListingStateApi } from './use-listing-state';

/**
 * /product-result/{name} (§2.1, §2.7, §2.8): the products of a market segment
 * (product-list with market_segment) or located in a place (product-list-
 * location), read from the address alone (resultTarget): a segment's name is
 * the segment, else the place's kind and code come from the query string,
 * else the API resolves the name (a postal code, a country, a city, then a
 * state) and says what it found. The banner gives the count
 * and 'Products in {name}'. An empty keyword is sent as it is (§5).
 */
export function ProductResultPage() {
  const { name = '' } = useParams();
  const [search] = useSearchParams();
  const target = useMemo(() => resultTarget(name, search), [name, search]);
  const listing = useListingState({ extraParams: placeSearchParams(target) });
  return target.kind === 'segment' ? <SegmentResults segment={target.segment} listing={listing} /> : <PlaceResults target={target} listing={listing} />;
}

function SegmentResults({ segment, listing }: { segment: MarketSegment; listing: ListingStateApi }) {
  const { t } = useT(placeTexts.namespace);
  const { t: ts } = useT(meaningTexts.namespace);
  const crumb = useCrumbWords();
  const navigate = useNavigate();
  usePageView(t('place.pageTitle', { name: segment }));
  const query = useApiQuery({ ...segmentQuery(segment, listing.state), ...keepPreviousPageOf(`segment:${segment}`) });
  const load = listingLoad(query);
  // The page is the segment's: another segment is another page, with the other filters kept (and page 1, §4).
  const otherSegment = (next: MarketSegment | '') => {
    if (!next || next === segment) return;
    const { segment: _segment, ...params } = listingParams(changeListing(listing.state, { type: 'segment', segment: next }));
    navigate(withListingParams(destinations.productsOfSegment(next).to, params));
  };
  return (
    <ListingLayout
      trail={[{ name: segment }, { name: crumb('products') }]}
      banner={<ResultsHero name={segment} load={load} lead={t('place.segmentLead', { segment, meaning: ts(`meaning.${segment}`) })} />}
      listing={listing}
      load={load}
      emptyKeyword="send"
      request={segmentFields(segment, listing.state)}
      segment={{ value: segment, allowAll: false, onChange: otherSegment }}
      saveTitle={t('place.pageTitle', { name: segment })}
    />
  );
}

function PlaceResults({ target, listing }: { target: Extract<ResultTarget, { kind: 'place' }>; listing: ListingStateApi }) {
  const { t } = useT(placeTexts.namespace);
  const crumb = useCrumbWords();
  const language = useLanguage();
  const query = useApiQuery({
    ...placeQuery(target, listing.state),
    ...keepPreviousPageOf(`place:${target.placeKind ?? ''}:${target.name}:${target.code ?? ''}`),
  });
  const load = listingLoad(query);
  // The API's spelling of the place once it has answered (Île-de-France for ile-de-france).
  const place = query.data?.place ?? null;
  const shownName = place ? placeName(place, language) : target.name;
  usePageView(t('place.pageTitle', { name: shownName }));
  const unknown = load.answer && !place && load.answer.msg;
  return (
    <ListingLayout
      trail={[{ name: shownName }, { name: crumb('products') }]}
      banner={
        <ResultsHero
          name={shownName}
          load={load}
          lead={unknown ? t('place.unknown', { name: target.name }) : t('place.lead')}
          note={place ? t(`place.kind.${place.type}`, { country: countryName(place.code, language) }) : undefined}
        />
      }
      listing={listing}
      load={load}
      emptyKeyword="send"
      keywordScope={shownName}
      request={placeListFields(target, listing.state)}
      saveTitle={t('place.pageTitle', { name: shownName })}
    />
  );
}

/** The banner of the results: the count and 'Products in {name}'. */
function ResultsHero({ name, load, lead, note }: { name: string; load: ListingLoad<{ product_count: number }>; lead: string; note?: string }) {
  const { t } = useT(placeTexts.namespace);
  return (
    <ListingHero
      eyebrow={t('place.eyebrow')}
      title={<RichText namespace={placeTexts.namespace} i18nKey="place.heading" values={{ name }} components={{ place: <HeadingName dir="auto" /> }} />}
      lead={lead}
      note={note}
      total={load.answer?.product_count}
      loading={load.loading}
    />
  );
}
