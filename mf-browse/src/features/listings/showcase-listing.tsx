import { useApiQuery, usePageView, useT } from '@gbx/shared';
import { useCrumbWords } from '../breadcrumbs/breadcrumbs';
import { ListingHero } from './listing-hero';
import { ListingLayout } from './listing-layout';
import { keepPreviousPageOf, listingLoad } from './listing-load';
import { showcaseFields, showcaseQuery, SHOWCASES, type ShowcaseKind } from './listing-queries';
import { texts } from './texts';
import { useListingState } from './use-listing-state';

/**
 * /deals-promotion and /featured-list (§2.8): product-list with
 * discounted_product=1 (sorted by discount unless the visitor sorts) or
 * featured_product=1, under the banner THE WORLD'S ONLINE STORE. The host
 * draws the shared Featured Products carousel above these pages (route
 * chrome 'showcase'), so the page has none of its own. An empty keyword is
 * sent anyway (§5): it clears a keyword searched before.
 */
export function ShowcaseListing({ kind }: { kind: ShowcaseKind }) {
  const { t } = useT(texts.namespace);
  const crumb = useCrumbWords();
  usePageView(t(`${kind}.title`));
  const listing = useListingState({ defaultSort: SHOWCASES[kind].defaultSort });
  const load = listingLoad(useApiQuery({ ...showcaseQuery(kind, listing.state), ...keepPreviousPageOf(kind) }));
  return (
    <ListingLayout
      banner={<ListingHero eyebrow={t('worldStore')} title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} total={load.answer?.product_count} loading={load.loading} />}
      trail={[{ name: crumb(kind === 'deals' ? 'deals' : 'featured') }]}
      listing={listing}
      load={load}
      emptyKeyword="send"
      request={showcaseFields(kind, listing.state)}
      saveTitle={t(`${kind}.title`)}
    />
  );
}
