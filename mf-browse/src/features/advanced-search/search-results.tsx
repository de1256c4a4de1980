import { useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { formatNumber, keepPreviousData, queries, Skeleton, theme, useApiQuery, useLanguage, useT, type CategoryFilter } from '@gbx/shared';
import type { ListingSort } from '@gbx/contract/rules';
import { listingLoad } from '../listings/listing-load';
import { ListingResults } from '../listings/listing-results';
import { SortSelect } from '../listings/sort-select';
import { useFollowPageChanges } from '../listings/use-follow-page-changes';
import { SaveSearchButton } from '../save-search/save-search-button';
import { RefineBox } from './refine-box';
import { deepestCategory, searchRequest, searchRunParams, type SearchRun } from './search-state';
import { texts } from './texts';

const Results = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1.25rem;
`;

/** The total on one side, the sort on the other; on a phone the sort goes below the total. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.6rem 1rem;
  > :last-child {
    flex: 0 1 14rem;
  }
`;

const Total = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  margin: 0;
  font-size: 1.15rem;
  color: ${theme.color.navy};
  strong {
    font-size: 1.6rem;
  }
`;

/** The category of a search, sent with Wishlist / Add to Cart (§7 catVal, subcatID). */
function categoryOf(run: SearchRun): CategoryFilter {
  const deepest = deepestCategory(run.search);
  return deepest ? { catVal: deepest.level, subcatID: deepest.id } : { catVal: '', subcatID: '' };
}

export interface SearchResultsProps {
  run: SearchRun;
  /** False while the search breaks a rule: nothing is asked for. */
  enabled: boolean;
  hrefFor: (run: SearchRun) => string;
  clearHref: string;
  onEdit: () => void;
  /** A §9 sort chosen ('' for none): page 1 of the same search in that order. */
  onSort: (sort: ListingSort | '') => void;
  /** Reset in the sort select: as the form's Reset, the page with no search (on the listings it clears every filter). */
  onReset: () => void;
  /** What a new page of results scrolls back to (the search bar). */
  anchor: RefObject<HTMLElement | null>;
}

/**
 * The results of a search run (§2.10): 'Total Results' beside the
 * listings' sort select (§9), 'Refine Your Search', and the listing's cards
 * and pager. A quick search goes through the click-search call, the form
 * through advance-search; the page before stays, dimmed, while the next loads.
 */
export function SearchResults({ run, enabled, hrefFor, clearHref, onEdit, onSort, onReset, anchor }: SearchResultsProps) {
  const { t } = useT(texts.namespace);
  const language = useLanguage();
  const results = useRef<HTMLElement>(null);
  useFollowPageChanges(searchRunParams({ ...run, page: 1 }).toString(), run.page, anchor, results);

  const request = searchRequest(run);
  const quickQuery = useApiQuery({ ...queries.advanceSearchClick(request), enabled: enabled && run.quick !== '', placeholderData: keepPreviousData });
  const formQuery = useApiQuery({ ...queries.advanceSearch(request), enabled: enabled && run.quick === '', placeholderData: keepPreviousData });
  const load = listingLoad(run.quick ? quickQuery : formQuery);

  return (
    <Results>
      <Head>
        <Total data-testid="total-results" aria-live="polite">
          {t('results.total')}{' '}
          {load.total !== undefined ? <strong>{formatNumber(load.total, language)}</strong> : load.failed ? <strong>--</strong> : <Skeleton $width="3em" $height="1.4em" />}
        </Total>
        <SortSelect value={run.sort} onChoose={(choice) => (choice === 'reset' ? onReset() : onSort(choice))} />
      </Head>
      <RefineBox run={run} answer={load.answer} hrefFor={hrefFor} clearHref={clearHref} onEdit={onEdit} save={<SaveSearchButton title={t('title')} />} />
      <ListingResults
        page={run.page}
        view="grid"
        load={load}
        pageHref={(page) => hrefFor({ ...run, page })}
        clearHref={clearHref}
        noProductHint={t('results.noProductHint')}
        category={categoryOf(run)}
        sectionRef={results}
      />
    </Results>
  );
}
