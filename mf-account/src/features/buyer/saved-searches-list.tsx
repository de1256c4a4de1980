import { Skeleton, useApiQuery, useT } from '@gbx/shared';
import type { SavedSearch } from '@gbx/shared/action-calls';
import { dropSavedSearch, savedSearchListQuery } from './buyer-lists-query';
import { BuyerList, Rows, useListChanges, useQuoted } from './buyer-list-ui';
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
  const changes = useListChanges(savedSearchListQuery().queryKey);
  const quoted = useQuoted();
  const list = load.data;
  const deleted = (search: SavedSearch) => {
    dropSavedSearch(search.id);
    changes.removed(t('savedSearches.deleted', { name: quoted(search.name) }));
  };
  return (
    <BuyerList
      load={load}
      changes={changes}
      testId="saved-searches"
      title={t('savedSearches.title')}
      note={list ? t('savedSearches.kept', { count: list.savedSearches.length, limit: list.limit }) : load.isPending ? <Skeleton $width="7em" $height="0.9em" /> : null}
      noteTestId="saved-searches-kept"
      buttons={BUTTONS}
    >
      {({ savedSearches }) =>
        savedSearches.length === 0 ? (
          <EmptyState data-testid="saved-searches-empty">
            <p>{t('savedSearches.empty')}</p>
            <p>{t('savedSearches.howTo')}</p>
          </EmptyState>
        ) : (
          <Rows aria-labelledby={changes.titleId}>
            {savedSearches.map((search) => (
              <SavedSearchRow key={search.id} search={search} announce={changes.announce} onDeleted={deleted} onFailure={changes.failed} />
            ))}
          </Rows>
        )
      }
    </BuyerList>
  );
}
