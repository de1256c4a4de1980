import { lazy, memo, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from '@gbx/shared/router';
import styled from 'styled-components';
import { searchProblems } from '@gbx/contract/rules';
import { media, theme, usePageView, useT } from '@gbx/shared';
import { PageHero } from '../../components/page-hero';
import { Breadcrumbs, useCrumbWords } from '../breadcrumbs/breadcrumbs';
import { useFixedToolbar, type FixedAfter } from '../listings/use-fixed-toolbar';
import { QuickSearches } from './quick-searches';
import { SearchForm } from './search-form';
import { searchRunParams } from './search-state';
import type { SearchResultsProps } from './search-results';
import { texts } from './texts';
import { useSearchRun } from './use-search-run';

/** §9: the advanced search bar becomes fixed after 396 px of scroll. */
const SEARCH_BAR_FIXED_AFTER: FixedAfter = { desktop: 396, mobile: 396 };

const Holder = styled.div<{ $height: number | undefined }>`
  position: relative;
  z-index: 700;
  min-height: ${({ $height }) => ($height === undefined ? 'auto' : `${$height}px`)};
  margin-bottom: 1rem;
`;

const Bar = styled.div<{ $fixed: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'static')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  box-shadow: ${({ $fixed }) => ($fixed ? '0 8px 20px rgba(11, 37, 69, 0.15)' : 'none')};
  ${media.mobile} {
    padding: 0.6rem;
  }
`;

const Toggle = styled.button`
  min-height: 2.75rem;
  padding: 0 1.1rem;
  border: 1px solid ${theme.color.navy};
  border-radius: 8px;
  background: ${theme.color.navy};
  color: #fff;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.06em;
  cursor: pointer;
  &:hover {
    background: ${theme.color.navyLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  ${media.mobile} {
    width: 100%;
  }
`;

/** The results' code (the catalogue's cards, the pager) loads with the first search, not with the empty form. */
const loadResults = () => import('./search-results');
const SearchResults = lazy(() => loadResults().then((module) => ({ default: module.SearchResults })));

/**
 * The results in their own boundary, drawn again only when their props
 * change: a page the server rendered hydrates the results once their code
 * has arrived, and a boundary that receives new props before then is thrown
 * away and drawn again by the browser (React cannot hydrate it), losing a
 * click the visitor had started in it. So the page hands it the same run and
 * the same callbacks until the search itself changes.
 */
const ResultsPart = memo(function ResultsPart(props: SearchResultsProps) {
  return (
    <Suspense fallback={<ResultsLoading />}>
      <SearchResults {...props} />
    </Suspense>
  );
});

/** While the results' code arrives: what is happening, in the place the results take. */
function ResultsLoading() {
  const { t } = useT(texts.namespace);
  return (
    <Start aria-busy="true">
      <p role="status">{t('results.loading')}</p>
    </Start>
  );
}

const Start = styled.section`
  margin-top: 1.25rem;
  padding: 1.5rem;
  border: 1px dashed ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  text-align: center;
  h2 {
    margin: 0 0 0.35rem;
    color: ${theme.color.navy};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

/**
 * Advanced search (/advance-search, §2.10): the quick searches and the
 * EXPAND/COLLAPSE toggle in a bar that becomes fixed after 396 px, the form
 * (expanded when the page opens with no search, collapsed when it opens with
 * one), then 'Total Results', 'Refine Your Search' with the chosen filters,
 * and the listing's cards and pager, 12 a page. The whole search lives in the
 * address (use-search-run.ts); leaving the page clears its results (the
 * query is not kept) and back loads them again.
 */
export function AdvancedSearchPage() {
  const crumb = useCrumbWords();
  const { t } = useT(texts.namespace);
  usePageView(t('title'));
  const navigate = useNavigate();
  const { run, active, go, hrefFor, clearHref } = useSearchRun();
  const valid = Object.keys(searchProblems(run.search)).length === 0;
  // §2.10: expanded with no incoming search, collapsed with one; a search the rules refuse opens it, with the fields marked.
  const [expanded, setExpanded] = useState(() => !active || !valid);
  const [resets, setResets] = useState(0);
  // Back to the page with no search (the header's link, back, Clear all): the form opens again.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setExpanded(true);
  }
  const formId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const sticky = useFixedToolbar(holder, bar, SEARCH_BAR_FIXED_AFTER);


  // The form holds the address's search: a new search there (back, a chip, a quick search) starts it again; Reset too.
  // Not the sort: choosing one leaves the form as it is.
  const formKey = `${searchRunParams({ ...run, quick: '', sort: '', page: 1 }).toString()}#${resets}`;

  const reset = useCallback(() => {
    // §2.10: Reset reloads the page: every field empty, no result, the form open.
    navigate(clearHref, { replace: !active });
    setResets((count) => count + 1);
  }, [navigate, clearHref, active]);

  const edit = useCallback(() => {
    setExpanded(true);
    holder.current?.scrollIntoView({ block: 'start' });
    document.getElementById(formId)?.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
  }, [formId]);

  const sort = useCallback((chosen: SearchResultsProps['run']['sort']) => go({ ...run, sort: chosen, page: 1 }), [go, run]);

  return (
    <>
      <Breadcrumbs trail={[{ name: crumb('advancedSearch') }]} />
      <PageHero title={t('title')} eyebrow={t('eyebrow')} lead={t('lead')} />
      <Holder ref={holder} $height={sticky.fixed ? sticky.height : undefined}>
        <Bar ref={bar} onPointerEnter={() => void loadResults()} onFocus={() => void loadResults()} $fixed={sticky.fixed} style={sticky.fixed ? { top: sticky.box.top, left: sticky.box.left, width: sticky.box.width } : undefined} data-testid="advanced-search-bar">
          <QuickSearches active={run.quick} onChoose={(quick) => go({ ...run, quick, page: 1 })} />
          <Toggle type="button" aria-expanded={expanded} aria-controls={formId} onClick={() => setExpanded((open) => !open)}>
            {expanded ? t('toggle.collapse') : t('toggle.expand')}
          </Toggle>
        </Bar>
      </Holder>
      <SearchForm
        key={formKey}
        id={formId}
        hidden={!expanded}
        onFocus={() => void loadResults()}
        initial={run.search}
        checkOnStart={active && !valid}
        onSubmit={(search) => {
          go({ ...run, search, page: 1 });
          setExpanded(false);
        }}
        onReset={reset}
      />
      {active ? (
        <ResultsPart run={run} enabled={valid} hrefFor={hrefFor} clearHref={clearHref} onEdit={edit} onSort={sort} onReset={reset} anchor={holder} />
      ) : (
        <Start>
          <h2>{t('start.heading')}</h2>
          <p>{t('start.text')}</p>
        </Start>
      )}
    </>
  );
}
