import { useParams } from '@gbx/shared/router';
import { queries, useApiQuery, usePageView, useT } from '@gbx/shared';
import { useCrumbWords } from '../breadcrumbs/breadcrumbs';
import { useAddressedCountry } from './country-names';
import { ListingHero } from './listing-hero';
import { ListingLayout } from './listing-layout';
import { keepPreviousPageOf, listingLoad, settledLoad } from './listing-load';
import { marketplaceFields } from './listing-queries';
import { texts as placeTexts } from './place-texts';
import { useListingState } from './use-listing-state';

/**
 * /marketplace/{country} (§2.1, §2.8): the marketplace search page of a
 * country (the header's 'Products AVAILABLE in the country', the marketplace
 * home's Products button with ?keyword=): the products that can be bought
 * there (available_country, our design), by product-list-search with a
 * keyword, product-list without. The calls wait for the country's code from
 * the country list; an unknown name says so. An empty keyword does nothing
 * here (§5).
 */
export function MarketplacePage() {
  const { t } = useT(placeTexts.namespace);
  const crumb = useCrumbWords();
  const { country = '' } = useParams();
  const addressed = useAddressedCountry(country);
  const shownCountry = addressed.shownName;
  usePageView(t('marketplace.title'));
  const listing = useListingState();
  const fields = marketplaceFields(listing.state, addressed.code);
  const keep = keepPreviousPageOf(`marketplace:${country}`);
  const ready = Boolean(addressed.code);
  const search = useApiQuery({ ...queries.productListSearch(fields), ...keep, enabled: ready && Boolean(fields.search_data) });
  const list = useApiQuery({ ...queries.productList(fields), ...keep, enabled: ready && !fields.search_data });
  const load = addressed.unknown
    ? settledLoad('empty', addressed.retry)
    : addressed.failed
      ? settledLoad('failed', addressed.retry)
      : listingLoad(fields.search_data ? search : list);
  return (
    <ListingLayout
      trail={[{ name: shownCountry || country }, { name: crumb('products') }]}
      banner={
        <ListingHero
          eyebrow={shownCountry ? t('marketplace.eyebrow', { country: shownCountry }) : undefined}
          title={t('marketplace.title')}
          lead={addressed.unknown ? t('marketplace.unknown', { name: country }) : t('marketplace.lead', { country: shownCountry })}
          total={load.answer?.product_count}
          loading={load.loading}
        />
      }
      listing={listing}
      load={load}
      emptyKeyword="ignore"
      request={fields}
      saveTitle={shownCountry ? t('marketplace.eyebrow', { country: shownCountry }) : t('marketplace.title')}
    />
  );
}
