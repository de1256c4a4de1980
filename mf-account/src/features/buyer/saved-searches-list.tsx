import { useId, useRef, useState } from 'react';
import { getQueryClient, httpStatusOf, Skeleton, useApiQuery, useT, VisuallyHidden } from '@gbx/shared';
import type { SavedSearch } from '@gbx/shared/action-calls';
import { dropSavedSearch, savedSearchListQuery } from './buyer-lists-query';
import { ListLoadFailure, ListSection, Rows, SkeletonRows, useFailurePopup, useQuoted } from './buyer-list-ui';
import { EmptyState } from './buyer-ui';
import { SavedSearchRow } from './saved-search-row';
import { texts } from './texts';

/** The skeleton's buttons: Open, Rename, Delete. */
const BUTTONS = ['4.2em', '5.6em', '5em'] as const;

/**
 * The dashboard's saved searches (issue 41): each with its new products since
 * the buyer last opened it (counted by the API), Open, Rename and Delete, and
 * how many the buyer keeps of the most allowed. Skeleton rows while it loads.
 */
export function SavedSearchesList() {
  const { t } = useT(texts.namespace);
  const load = useApiQuery(savedSearchListQuery());
  const { popup, fail } = useFailurePopup();
  const quoted = useQuoted();
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const list = load.data;

  const deleted = (search: SavedSearch) => {
    dropSavedSearch(search.id);
    setStatus(t('savedSearches.deleted', { name: quoted(search.name) }));
    // The row and its buttons are gone: the focus goes to the list's heading.
    heading.current?.focus();
  };
  const failed = (error: unknown) => {
    fail(error);
    // Gone already (another tab): the list is loaded again.
    if (httpStatusOf(error) === 404) void getQueryClient().invalidateQueries({ queryKey: savedSearchListQuery().queryKey });
  };

  let body;
  if (list) {
    body =
      list.savedSearches.length === 0 ? (
        <EmptyState data-testid="saved-searches-empty">
          <p>{t('savedSearches.empty')}</p>
          <p>{t('savedSearches.howTo')}</p>
        </EmptyState>
      ) : (
        <Rows aria-labelledby={titleId}>
          {list.savedSearches.map((search) => (
            <SavedSearchRow key={search.id} search={search} announce={setStatus} onDeleted={deleted} onFailure={failed} />
          ))}
        </Rows>
      );
  } else if (load.isPending) {
    body = <SkeletonRows buttons={BUTTONS} />;
  } else {
    body = <ListLoadFailure error={load.error} retry={() => void load.refetch()} />;
  }

  return (
    <ListSection aria-labelledby={titleId} aria-busy={load.isPending || undefined} data-testid="saved-searches">
      <div className="list-head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('savedSearches.title')}
        </h2>
        <p className="list-note" data-testid="saved-searches-kept">
          {list ? t('savedSearches.kept', { count: list.savedSearches.length, limit: list.limit }) : load.isPending ? <Skeleton $width="7em" $height="0.9em" /> : null}
        </p>
      </div>
      <VisuallyHidden role="status" data-testid="list-status">{status}</VisuallyHidden>
      {body}
      {popup}
    </ListSection>
  );
}
