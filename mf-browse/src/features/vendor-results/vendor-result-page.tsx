import { Link } from '@gbx/shared/router';
import styled, { keyframes } from 'styled-components';
import { formatNumber, offsetForPage, PAGE_SIZE, theme, useLanguage, usePageView, useT } from '@gbx/shared';
import { Pager, pageCount } from '@gbx/shared/listing';
import { VendorsIcon } from '../../components/line-icons';
import { Breadcrumbs, useCrumbWords } from '../breadcrumbs/breadcrumbs';
import { placeName as shownPlaceName } from '../../components/place-name';
import { RetryButton } from '../../components/retry-button';
import { texts } from './texts';
import { useVendorResults } from './use-vendor-results';
import { VendorCard } from './vendor-card';
import { VendorGrid } from './vendor-card-layout';
import { VendorCardSkeleton } from './vendor-card-skeleton';
import { withKeyword, withPage, withSegment, withSortChoice } from './vendor-result-params';
import { VendorResultsHero } from './vendor-results-hero';
import { VendorResultsToolbar } from './vendor-results-toolbar';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** One line above the cards that says what is happening; it always keeps its height, so the cards never move for it. */
const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  height: 2.5rem;
  margin: 0 0 0.5rem;
  color: ${theme.color.muted};
  font-weight: 600;
`;

const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  width: 1.25rem;
  height: 1.25rem;
  border: 3px solid ${theme.color.border};
  border-top-color: ${theme.color.navy};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.6rem;
  width: 100%;
  padding: 2.5rem 1rem;
  border: 1px dashed ${theme.color.border};
  border-radius: 14px;
  background: ${theme.color.surface};
  color: ${theme.color.muted};
  text-align: center;
  font-weight: 400;
  svg {
    color: ${theme.color.navyLight};
  }
  h2 {
    margin: 0;
    color: ${theme.color.navy};
    font-size: 1.3rem;
  }
  p {
    margin: 0;
  }
  a {
    color: ${theme.color.link};
    font-weight: 600;
  }
`;

const Results = styled.section<{ $stale: boolean }>`
  ol {
    opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
    transition: opacity 0.2s;
  }
  @media (prefers-reduced-motion: reduce) {
    ol {
      transition: none;
    }
  }
`;

/**
 * /vendor-result/{name} (§2.11): the vendors located in a city, state,
 * postal code or country (the §2.1 router state, or the name alone when the
 * address was typed or shared), 12 a page, with the keyword search scoped to
 * the place, the market segment, the sort (Title A-Z, Title Z-A, Reset) and
 * the pager; all of them in the address's query string. 'Loading' with a
 * spinner while loading, 'No Vendor Found' when there is none.
 */
export function VendorResultPage() {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const { place, params, query, hrefFor, change } = useVendorResults();
  const crumb = useCrumbWords();
  // The answer for this request, not the previous one kept on screen meanwhile.
  const answer = query.isPlaceholderData ? undefined : query.data;
  const failed = query.isError;
  const loading = !failed && (query.isPending || query.isPlaceholderData);
  const placeName = answer?.place ? shownPlaceName(answer.place, language) : place.name;
  usePageView(t('title', { place: placeName }));

  const vendors = query.data?.product_list ?? [];
  const total = answer?.product_count ?? 0;
  const lastPage = pageCount(total);
  const empty = Boolean(answer) && vendors.length === 0;

  const line = loading ? (
    <>
      <Spinner />
      {t('loading')}
    </>
  ) : failed ? (
    // §8: the fail state is kept and no message shows; a quiet way to load again.
    <RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />
  ) : answer && vendors.length ? (
    t('range', {
      from: formatNumber(offsetForPage(params.page) + 1, language),
      to: formatNumber(offsetForPage(params.page) + vendors.length, language),
      total: formatNumber(total, language),
    })
  ) : null;
  const emptyBlock = empty ? (
    <Empty data-testid="no-vendor">
      <VendorsIcon size={44} />
      <h2>{t('noVendor')}</h2>
      {total > 0 && params.page > lastPage ? (
        // §4 keeps the page number when a filter changes: the page may now lie past the last one.
        <p>
          {t('pastLastPage', { page: params.page })} <Link to={hrefFor(withPage(params, lastPage))}>{t('goToPage', { page: lastPage })}</Link>
        </p>
      ) : null}
    </Empty>
  ) : null;

  return (
    <>
      <Breadcrumbs trail={[{ name: placeName }, { name: crumb('vendors') }]} />
      <VendorResultsHero
        placeName={placeName}
        answer={answer}
        loading={loading}
        keyword={params.keyword}
        onSearch={(typed) => {
          const next = withKeyword(params, typed);
          if (next) change(next);
          return next !== null;
        }}
      />
      <VendorResultsToolbar
        params={params}
        onSegment={(segment) => change(withSegment(params, segment))}
        onSort={(choice) => change(withSortChoice(params, choice))}
        onClearKeyword={() => change({ ...params, keyword: '' })}
      />
      <Results aria-label={t('results')} aria-busy={loading} $stale={query.isPlaceholderData}>
        <div role="status">
          <StatusLine data-testid="vendor-status">{line}</StatusLine>
          {emptyBlock}
        </div>
        {query.data === undefined && loading ? (
          <VendorGrid>
            {Array.from({ length: PAGE_SIZE }, (_, index) => (
              <li key={index}>
                <VendorCardSkeleton />
              </li>
            ))}
          </VendorGrid>
        ) : vendors.length ? (
          <VendorGrid>
            {vendors.map((vendor) => (
              <li key={vendor.vendor_id}>
                <VendorCard item={vendor} />
              </li>
            ))}
          </VendorGrid>
        ) : null}
        {query.data ? <Pager page={params.page} total={query.data.product_count} hrefFor={(page) => hrefFor(withPage(params, page))} /> : null}
      </Results>
    </>
  );
}
