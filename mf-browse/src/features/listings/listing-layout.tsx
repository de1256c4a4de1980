import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { withTexts, type CategoryPath } from '@gbx/shared';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { SaveSearchButton } from '../save-search/save-search-button';
import type { Crumb } from '../breadcrumbs/breadcrumb-list';
import type { ListingRequest } from '../categories/category-scope';
import type { ListingAnswer, ListingLoad } from './listing-load';
import { categoryOfPath, changeListing, hasFilters, keywordChange, listingFields, type EmptyKeywordRule } from './listing-params';
import { ListingResults } from './listing-results';
import { ListingToolbar, type SegmentFilter } from './listing-toolbar';
import { useFixedToolbar } from './use-fixed-toolbar';
import { useFollowPageChanges } from './use-follow-page-changes';
import type { ListingStateApi } from './use-listing-state';

// The modal's code loads when a visitor first opens it.
// Its texts are a namespace of their own: the dialog opens once they are in the visitor's language.
const AllCategoriesModal = lazy(() => withTexts(import('../categories/all-categories-modal')).then((module) => ({ default: module.AllCategoriesModal })));

/** Keeps the toolbar's height in the flow while the toolbar is fixed, so nothing below it jumps. */
const Holder = styled.div<{ $height: number | undefined }>`
  position: relative;
  z-index: 700;
  min-height: ${({ $height }) => ($height === undefined ? 'auto' : `${$height}px`)};
`;

/** Below the host's header (z-index 800), above the cards. */
const Fixed = styled.div<{ $fixed: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'static')};
`;

export interface ListingLayoutProps {
  /** The page's banner: its h1, what it lists, the count. */
  banner: ReactNode;
  /** Where the page is, after Home (issue 38): the breadcrumb above the banner; null for a name still loading. */
  trail: ReadonlyArray<Crumb | null>;
  listing: ListingStateApi;
  load: ListingLoad<ListingAnswer>;
  /** §5: what an empty keyword does on this page. */
  emptyKeyword: EmptyKeywordRule;
  /** The place or store the keyword search is scoped to. */
  keywordScope?: string;
  /**
   * The listing's request (listing-queries.ts): the All Categories modal lists
   * its categories with its counts, and a category chosen there filters this
   * listing (§4 catVal, subcatID), keeping its place, keyword and segment, so
   * a count is what its click shows.
   */
  request?: ListingRequest;
  /** The segment filter of a page that is itself a segment's; by default the listing's own. */
  segment?: SegmentFilter;
  /** The page's title as words (issue 41): the name 'Save this search' starts with. */
  saveTitle: string;
}

/**
 * The one layout of every product listing page (§2.8): the breadcrumb, the banner, the
 * toolbar (fixed under the header after the §9 threshold, its height kept in
 * the flow), the results and the pager. The listing state is the address's
 * (useListingState); the page says what it lists and how.
 */
export function ListingLayout({ banner, trail, listing, load, emptyKeyword, keywordScope, request: listingRequest, segment, saveTitle }: ListingLayoutProps) {
  const { state, change } = listing;
  const [categoriesOpened, setCategoriesOpened] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLElement>(null);
  const sticky = useFixedToolbar(holder, bar);
  const { view: _view, ...request } = state;
  useFollowPageChanges(JSON.stringify(request), state.page, holder, results);

  const openCategories = () => {
    setCategoriesOpened(true);
    setCategoriesOpen(true);
  };
  const chooseCategory = (path: CategoryPath) => change({ type: 'category', category: categoryOfPath(path) });
  // §4: Reset clears the filters and loads again; with none to clear, it loads the same page again.
  const refresh = () => (hasFilters(state) || state.page > 1 ? change({ type: 'reset' }) : load.retry());

  return (
    <>
      <Breadcrumbs trail={trail} />
      {banner}
      <Holder ref={holder} $height={sticky.fixed ? sticky.height : undefined}>
        <Fixed ref={bar} $fixed={sticky.fixed} style={sticky.fixed ? { top: sticky.box.top, left: sticky.box.left, width: sticky.box.width } : undefined}>
          <ListingToolbar
            state={state}
            onChange={change}
            onKeyword={(typed) => {
              const next = keywordChange(typed, emptyKeyword);
              if (next) change(next);
              return next !== null;
            }}
            onCategories={openCategories}
            onRefresh={refresh}
            segment={segment ?? { value: state.segment, allowAll: true, onChange: (value) => change({ type: 'segment', segment: value }) }}
            keywordScope={keywordScope}
            categoryPath={load.answer?.category_path}
            fixed={sticky.fixed}
            save={<SaveSearchButton title={saveTitle} />}
          />
        </Fixed>
      </Holder>
      <ListingResults
        page={state.page}
        view={state.view}
        load={load}
        pageHref={(page) => listing.hrefFor(changeListing(state, { type: 'page', page }))}
        clearHref={hasFilters(state) ? listing.hrefFor(changeListing(state, { type: 'reset' })) : undefined}
        category={{ catVal: listingFields(state).catVal, subcatID: listingFields(state).subcatID }}
        sectionRef={results}
      />
      {categoriesOpened ? (
        <Suspense fallback={null}>
          <AllCategoriesModal open={categoriesOpen} onOpenChange={setCategoriesOpen} onChoose={chooseCategory} listing={listingRequest} />
        </Suspense>
      ) : null}
    </>
  );
}
