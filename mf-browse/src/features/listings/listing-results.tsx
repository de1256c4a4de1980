import { memo, useDeferredValue, type Ref } from 'react';
import { Link } from '@gbx/shared/router';
import styled, { keyframes } from 'styled-components';
import { formatNumber, media, offsetForPage, PAGE_SIZE, theme, useLanguage, useT, VisuallyHidden, type CategoryFilter, type ProductListItem } from '@gbx/shared';
import { Pager, pageCount, ProductTile, ProductTileSkeleton } from '@gbx/shared/listing';
import { ProductsIcon } from '../../components/line-icon';
import { RetryButton } from '../../components/retry-button';
import type { ListingAnswer, ListingLoad } from './listing-load';
import type { ListingView } from './listing-params';
import { texts } from './texts';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Section = styled.section<{ $stale: boolean }>`
  margin-top: 0.75rem;
  /* A focus target for the pager (it moves here when the page changes), not a control. */
  &:focus {
    outline: none;
  }
  > ol {
    opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
    transition: opacity 0.2s;
  }
  @media (prefers-reduced-motion: reduce) {
    > ol {
      transition: none;
    }
  }
`;

/** One line that says what is happening; it keeps its height, so the cards never move for it. */
const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 2.5rem;
  margin: 0 0 0.5rem;
  color: ${theme.color.muted};
  font-weight: 600;
`;

const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  width: 1.15rem;
  height: 1.15rem;
  border: 3px solid ${theme.color.border};
  border-top-color: ${theme.color.navy};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** Grid: 4 across on a wide screen, 2 on a tablet, 1 on a phone. List: one product per row. */
const Cards = styled.ol<{ $view: ListingView }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: ${({ $view }) => ($view === 'grid' ? 'repeat(4, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  > li {
    display: grid;
    min-width: 0;
  }
  ${media.tablet} {
    grid-template-columns: ${({ $view }) => ($view === 'grid' ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.85rem;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 2.5rem 1rem;
  border: 1px dashed ${theme.color.border};
  border-radius: 14px;
  background: ${theme.color.surface};
  color: ${theme.color.muted};
  text-align: center;
  svg {
    color: ${theme.color.navyLight};
  }
  strong {
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

/**
 * The cards of one page. Memoized on what they show: a render of the page that
 * does not change them (the status line, the pager) skips them.
 */
/** The cards of the grid's first row on a desktop (4 columns): their pictures are the first screen's. */
const FIRST_ROW = 4;

const ResultCards = memo(
  function ResultCards({ items, view, catVal, subcatID }: { items: ProductListItem[]; view: ListingView } & CategoryFilter) {
    return (
      <Cards $view={view} data-testid="product-cards">
        {items.map((item, index) => (
          <li key={item.GBXProductID}>
            <ProductTile item={item} layout={view} headingLevel={3} category={{ catVal, subcatID }} firstRow={index < (view === 'grid' ? FIRST_ROW : 1)} />
          </li>
        ))}
      </Cards>
    );
  },
);

export interface ListingResultsProps {
  /** The page shown, 1-based. */
  page: number;
  view: ListingView;
  load: ListingLoad<ListingAnswer>;
  /** The address of another page of the same results (the pager's links). */
  pageHref: (page: number) => string;
  /** The address of the same listing without its filters, for 'No Product Found'; none when nothing is filtered. */
  clearHref?: string;
  /** What 'No Product Found' suggests with filters set; by default the listing toolbar's. */
  noProductHint?: string;
  /** Sent with Wishlist / Add to Cart (§7 catVal, subcatID). */
  category: CategoryFilter;
  /** The section, which the page scrolls to and focuses when the page number changes. */
  sectionRef?: Ref<HTMLElement>;
}

/**
 * The listing's results (§2.8): 'Searching' and 12 cards of the final size
 * while the first answer comes (the page before stays, dimmed, while the next
 * loads), the cards in a grid or a list, 'No Product Found', a quiet Try again
 * after a failure (§8), and the pager (10 links) whose links keep the filters.
 */
export function ListingResults({ page, view, load, pageHref, clearHref, noProductHint, category, sectionRef }: ListingResultsProps) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const headingId = 'listing-results-heading';
  const total = load.answer?.product_count ?? 0;
  const lastPage = pageCount(total);
  const firstShown = offsetForPage(page) + 1;
  // The answer arrives through the query's external store, whose updates React
  // renders in one blocking task; drawing the page's cards (the heaviest part)
  // is deferred to a background render that yields to input between cards.
  // Until it has drawn them, the skeleton or the page before stays (dimmed).
  // Taking cards away is not deferred: 'No Product Found' or a failure never
  // shows beside the cards of the page before.
  const drawnItems = useDeferredValue(load.items);
  const cards = load.items.length === 0 ? load.items : drawnItems;
  const drawing = cards !== load.items;

  const line = load.loading ? (
    <>
      <Spinner />
      {t('results.searching')}
    </>
  ) : load.failed ? (
    <RetryButton onRetry={load.retry} busy={false} />
  ) : load.answer && load.items.length ? (
    t('results.range', {
      from: formatNumber(firstShown, language),
      to: formatNumber(firstShown + load.items.length - 1, language),
      total: formatNumber(total, language),
    })
  ) : null;

  return (
    <Section ref={sectionRef} tabIndex={-1} aria-labelledby={headingId} aria-busy={load.loading} $stale={load.stale || drawing} data-testid="listing-results" data-view={view}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('results.heading')}
      </VisuallyHidden>
      <div role="status">
        <StatusLine data-testid="listing-status">{line}</StatusLine>
        {load.empty ? (
          <Empty data-testid="no-product">
            <ProductsIcon size={44} />
            <strong>{t('results.noProduct')}</strong>
            {total > 0 && page > lastPage ? (
              <p>
                {t('results.pastLastPage', { page: formatNumber(page, language) })}{' '}
                <Link to={pageHref(lastPage)}>{t('results.goToPage', { page: formatNumber(lastPage, language) })}</Link>
              </p>
            ) : clearHref !== undefined ? (
              <p>
                {noProductHint ?? t('results.noProductHint')} <Link to={clearHref}>{t('results.clearFilters')}</Link>
              </p>
            ) : null}
          </Empty>
        ) : null}
      </div>
      {cards.length ? (
        <ResultCards items={cards} view={view} catVal={category.catVal} subcatID={category.subcatID} />
      ) : load.loading || drawing ? (
        <Cards $view={view}>
          {Array.from({ length: PAGE_SIZE }, (_, index) => (
            <li key={index}>
              <ProductTileSkeleton layout={view} />
            </li>
          ))}
        </Cards>
      ) : null}
      {load.total !== undefined ? <Pager page={page} total={load.total} hrefFor={pageHref} /> : null}
    </Section>
  );
}
