import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { NEW_RESULTS_CAP } from '@gbx/contract/rules';
import { useNavigate } from '@gbx/shared/router';
import { useApiMutation, useT, type Translate } from '@gbx/shared';
import { deleteSavedSearch, postSavedSearchSeen, type SavedSearch } from '@gbx/shared/action-calls';
import { replaceSavedSearch } from './buyer-lists-query';
import { Row, RowActions, RowButton, RowLink, useQuoted } from './buyer-list-ui';
import { SavedSearchRenameForm } from './saved-search-rename-form';
import { texts } from './texts';

/** How long Open waits for the mark seen before it goes anyway: a slow API must not hold the link. */
const SEEN_WAIT_MS = 2000;

/** The products posted since the buyer last opened the search, as the API counted them ("99+" past its cap). */
export function newResultsText(t: Translate, search: Pick<SavedSearch, 'newCount' | 'newCountCapped'>): string {
  if (search.newCountCapped) return t('savedSearches.newCapped', { cap: NEW_RESULTS_CAP });
  if (search.newCount <= 0) return t('savedSearches.noNew');
  return t('savedSearches.new', { count: search.newCount });
}

/** A click the browser should handle itself: another button, or a modifier (a new tab or window). */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

type Mode = 'view' | 'rename' | 'confirm';

interface SavedSearchRowProps {
  search: SavedSearch;
  /** Said to screen readers by the list (renamed). */
  announce: (text: string) => void;
  /** The search is deleted: the list drops it. */
  onDeleted: (search: SavedSearch) => void;
  onFailure: (error: unknown) => void;
}

/**
 * One saved search: its name, its new products since last opened, Open (a
 * link to the saved address that first marks the search seen), Rename (the
 * form in the row) and Delete (after a Yes). Names are the buyer's text,
 * rendered as text.
 */
export function SavedSearchRow({ search, announce, onDeleted, onFailure }: SavedSearchRowProps) {
  const { t } = useT(texts.namespace);
  const navigate = useNavigate();
  const quoted = useQuoted();
  const [mode, setMode] = useState<Mode>('view');
  const focusNext = useRef<'rename' | 'delete' | 'no' | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const noButton = useRef<HTMLButtonElement>(null);
  const nameId = `saved-search-name-${search.id}`;
  const countId = `saved-search-count-${search.id}`;

  // The focus follows the row's change: to No when Delete asks, back to the button that started it after.
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next) ({ rename: renameButton, delete: deleteButton, no: noButton })[next].current?.focus();
  }, [mode]);
  const switchTo = (next: Mode, focus: typeof focusNext.current) => {
    focusNext.current = focus;
    setMode(next);
  };

  const seen = useApiMutation({
    mutationFn: () => postSavedSearchSeen(search.id),
    onSuccess: (answer) => replaceSavedSearch(answer.savedSearch),
  });
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab opens it as well: marked seen, and this page stays.
    if (opensElsewhere(event)) return void seen.mutate();
    event.preventDefault();
    // A second click while the first one is on its way goes nowhere more.
    if (seen.isPending) return;
    const marked = seen.mutateAsync().catch(() => undefined);
    void Promise.race([marked, new Promise((resolve) => setTimeout(resolve, SEEN_WAIT_MS))]).then(() => navigate(search.address));
  };

  const remove = useApiMutation({
    mutationFn: () => deleteSavedSearch(search.id),
    onSuccess: () => onDeleted(search),
    onError: (error) => {
      switchTo('view', 'delete');
      onFailure(error);
    },
  });

  return (
    <Row data-testid="saved-search" data-id={search.id}>
      {mode === 'rename' ? (
        <SavedSearchRenameForm
          search={search}
          onDone={(renamed) => {
            switchTo('view', 'rename');
            if (renamed) announce(t('savedSearches.renamed', { name: quoted(renamed.name) }));
          }}
          onFailure={onFailure}
        />
      ) : (
        <>
          <div>
            <span className="row-title" id={nameId} data-testid="saved-search-name">
              <bdi>{search.name}</bdi>
            </span>
            <p className="row-meta" id={countId} data-testid="saved-search-new" data-new={search.newCount > 0 || search.newCountCapped}>
              {newResultsText(t, search)}
            </p>
          </div>
          {mode === 'confirm' ? (
            <RowActions role="group" aria-labelledby={`${nameId}-confirm`}>
              <p className="confirm" id={`${nameId}-confirm`}>
                {t('savedSearches.confirmDelete', { name: quoted(search.name) })}
              </p>
              <RowButton type="button" $tone="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {t('savedSearches.yes')}
              </RowButton>
              <RowButton ref={noButton} type="button" disabled={remove.isPending} onClick={() => switchTo('view', 'delete')}>
                {t('savedSearches.no')}
              </RowButton>
            </RowActions>
          ) : (
            <RowActions>
              <RowLink to={search.address} onClick={open} onAuxClick={(event) => event.button === 1 && seen.mutate()} aria-describedby={`${nameId} ${countId}`}>
                {t('savedSearches.open')}
              </RowLink>
              <RowButton ref={renameButton} type="button" aria-describedby={nameId} onClick={() => switchTo('rename', null)}>
                {t('savedSearches.rename')}
              </RowButton>
              <RowButton ref={deleteButton} type="button" $tone="danger" aria-describedby={nameId} onClick={() => switchTo('confirm', 'no')}>
                {t('savedSearches.delete')}
              </RowButton>
            </RowActions>
          )}
        </>
      )}
    </Row>
  );
}
