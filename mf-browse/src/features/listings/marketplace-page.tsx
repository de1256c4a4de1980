import { useParams } from 'react-router-dom';
import { queries, useApiQuery, usePageView, useT } from '@gbx/shared';
import { useCountryName } from './country-names';
import { ListingHero } from './listing-hero';
import { ListingLayout } from './listing-layout';
import { keepPreviousPageOf, listingLoad } from './listing-load';
import { listingFields } from './listing-params';
import { texts } from './texts';
import { useListingState } from './use-listing-state';

/**
 * /marketplace/{country} (§2.1, §2.8): the marketplace search page of the
 * visitor's country (the header's 'Products AVAILABLE in the country', the
 * marketplace home's Products button with ?keyword=). product-list-search with
 * a keyword, product-list without. The API has no field that narrows these
 * calls to the products sold in a country: the list is the whole marketplace,
 * each card saying whether it can be bought in the visitor's country (§2.8).
 * An empty keyword does nothing here (§5).
 */
export function MarketplacePage() {
  const { t } = useT(texts.namespace);
  const { country = '' } = useParams();
  const shownCountry = useCountryName(country);
  usePageView(t('marketplace.title'));
  const listing = useListingState();
  const fields = listingFields(listing.state);
  const keep = keepPreviousPageOf(`marketplace:${country}`);
  const search = useApiQuery({ ...queries.productListSearch(fields), ...keep, enabled: Boolean(fields.search_data) });
  const list = useApiQuery({ ...queries.productList(fields), ...keep, enabled: !fields.search_data });
  const load = listingLoad(fields.search_data ? search : list);
  return (
    <ListingLayout
      banner={
        <ListingHero
          eyebrow={shownCountry ? t('marketplace.eyebrow', { country: shownCountry }) : undefined}
          title={t('marketplace.title')}
          lead={t('marketplace.lead')}
          total={load.answer?.product_count}
          loading={load.loading}
        />
      }
      listing={listing}
      load={load}
      emptyKeyword="ignore"
    />
  );
}
