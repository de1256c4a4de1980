import { Link, useParams } from '@gbx/shared/router';
import styled from 'styled-components';
import { httpStatusOf, media, paths, RichText, Skeleton, theme, useApiQuery, usePageView, useT, VisuallyHidden } from '@gbx/shared';
import { PageHero } from '../../components/page-hero';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { HeadingName, ListingHero } from './listing-hero';
import { ListingLayout } from './listing-layout';
import { keepPreviousPageOf, listingLoad } from './listing-load';
import { storeFields, storeQuery } from './listing-queries';
import { texts as placeTexts } from './place-texts';
import { useListingState } from './use-listing-state';

/** The company image's box: the same with the image, the default picture or the skeleton, so the banner never moves. */
const Picture = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: 7.5rem;
  height: 7.5rem;
  overflow: hidden;
  border-radius: 14px;
  background: ${theme.color.surface};
  box-shadow: 0 8px 24px rgba(5, 20, 40, 0.3);
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  ${media.mobile} {
    width: 5rem;
    height: 5rem;
    border-radius: 10px;
  }
`;

/** The default company image (§2.8 'or a default image if none'): a shop front. */
function DefaultStoreImage() {
  return (
    <svg viewBox="0 0 64 64" width="70%" height="70%" aria-hidden="true" focusable="false" data-testid="default-store-image">
      <path d="M8 26h48v30H8z" fill="#e6eef8" />
      <path d="M6 12h52l4 14H2z" fill={theme.color.accent} />
      <path d="M2 26c0 4 3 7 7.5 7S17 30 17 26c0 4 3 7 7.5 7S32 30 32 26c0 4 3 7 7.5 7S47 30 47 26c0 4 3 7 7.5 7S62 30 62 26z" fill={theme.color.accentDark} />
      <path d="M14 40h14v16H14z" fill={theme.color.navy} />
      <path d="M34 40h16v10H34z" fill="#fff" stroke={theme.color.navyLight} strokeWidth="2" />
    </svg>
  );
}

const NotFoundLinks = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.25rem;
    margin-top: 1.1rem;
  }
  a {
    color: #fff;
    font-weight: 700;
  }
`;

/**
 * /vendor-store/{vendor} (§2.8): 'Welcome To {vendor name} Online Store' with
 * the company image (companyImageData) or a default one, and the vendor's
 * products (vendor-store, {vendor} being its CompanyURL) with the listing's
 * toolbar; a category filters the store's products. An empty keyword does
 * nothing here (§5). An unknown store (404) says so, with ways on.
 */
export function VendorStorePage() {
  const { t } = useT(placeTexts.namespace);
  const { vendor = '' } = useParams();
  const listing = useListingState();
  const query = useApiQuery({ ...storeQuery(vendor, listing.state), ...keepPreviousPageOf(`store:${vendor}`) });
  const load = listingLoad(query);
  const vendorName = query.data?.vendorData.VendorInfo;
  const notFound = httpStatusOf(query.error) === 404;
  usePageView(notFound ? t('store.notFoundTitle') : vendorName ? t('store.pageTitle', { vendor: vendorName }) : t('store.title'));

  if (notFound) {
    return (
      <>
      <Breadcrumbs trail={[{ name: t('store.notFoundTitle') }]} />
      <PageHero title={t('store.notFoundTitle')} lead={t('store.notFound', { vendor })}>
        <NotFoundLinks>
          <Link to={paths.marketplaceHome.to()}>{t('store.backToMarketplace')}</Link>
        </NotFoundLinks>
      </PageHero>
      </>
    );
  }

  const image = query.data?.companyImageData ? (
    <img src={query.data.companyImageData} alt="" width={120} height={120} data-testid="company-image" />
  ) : query.data || load.failed ? (
    <DefaultStoreImage />
  ) : (
    <Skeleton $width="100%" $height="100%" />
  );
  return (
    <ListingLayout
      // The store's name once it has answered; a skeleton of its place until then.
      trail={[vendorName ? { name: vendorName } : load.failed ? { name: t('store.title') } : null]}
      banner={
        <ListingHero
          title={
            vendorName ? (
              <RichText namespace={placeTexts.namespace} i18nKey="store.heading" values={{ vendor: vendorName }} components={{ vendor: <HeadingName dir="auto" /> }} />
            ) : load.failed ? (
              t('store.title')
            ) : (
              // The welcome waits for the name; meanwhile the heading says what the page is.
              <>
                <VisuallyHidden>{t('store.title')}</VisuallyHidden>
                <Skeleton $width="14em" $height="1em" />
              </>
            )
          }
          lead={t('store.lead')}
          aside={<Picture>{image}</Picture>}
          total={load.answer?.product_count}
          loading={load.loading}
        />
      }
      listing={listing}
      load={load}
      emptyKeyword="ignore"
      request={storeFields(vendor, listing.state)}
      keywordScope={vendorName}
      saveTitle={vendorName ?? t('store.title')}
    />
  );
}
