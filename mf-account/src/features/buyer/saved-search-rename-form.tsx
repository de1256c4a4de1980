import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SAVED_SEARCH_NAME_MAX } from '@gbx/contract/rules';
import { useApiMutation, useT } from '@gbx/shared';
import { patchSavedSearchRename, type SavedSearch } from '@gbx/shared/action-calls';
import { TextField } from '@gbx/shared/form-fields';
import { replaceSavedSearch } from './buyer-lists-query';
import { RowActions, RowButton, useQuoted } from './buyer-list-ui';
import { nameProblemText, nameToSend, refusedNameText } from './saved-search-name';
import { texts } from './texts';

interface RenameFormProps {
  search: SavedSearch;
  /** The form is done: renamed (the saved search as the API answered it) or cancelled (nothing). */
  onDone: (renamed?: SavedSearch) => void;
  /** A failure that is not the name's (the search is gone, the API is down): the row's popup. */
  onFailure: (error: unknown) => void;
}

/**
 * A saved search's rename, in its row: a labelled field holding the name,
 * Save and Cancel (Escape cancels too). A wrong name, by the contract's rules
 * (1 to 60 characters) or by the API's 400, is said beside the field, which
 * keeps what was typed and takes the focus back.
 */
export function SavedSearchRenameForm({ search, onDone, onFailure }: RenameFormProps) {
  const { t } = useT(texts.namespace);
  const quoted = useQuoted();
  const [name, setName] = useState(search.name);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const wrong = (text: string) => {
    setProblem(text);
    field.current?.focus();
  };
  const rename = useApiMutation({
    mutationFn: (value: string) => patchSavedSearchRename(search.id, value),
    onSuccess: (answer) => {
      replaceSavedSearch(answer.savedSearch);
      onDone(answer.savedSearch);
    },
    onError: (error) => {
      const refused = refusedNameText(error);
      if (refused) wrong(refused);
      else onFailure(error);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const problemText = nameProblemText(t, name);
    if (problemText) return wrong(problemText);
    setProblem(null);
    rename.mutate(nameToSend(name));
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form className="row-wide" onSubmit={submit} onKeyDown={escape} noValidate aria-label={t('savedSearches.renameForm', { name: quoted(search.name) })} data-testid="saved-search-rename">
      <TextField
        ref={field}
        label={t('savedSearches.newName')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          // A problem shown goes once what is typed passes the rules.
          if (problem && !nameProblemText(t, event.target.value)) setProblem(null);
        }}
        error={problem}
        hint={t('savedSearches.nameHint', { max: SAVED_SEARCH_NAME_MAX })}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
      />
      <RowActions className="form-actions">
        <RowButton type="submit" $tone="primary" disabled={rename.isPending}>
          {t('savedSearches.save')}
        </RowButton>
        <RowButton type="button" onClick={() => onDone()}>
          {t('savedSearches.cancel')}
        </RowButton>
      </RowActions>
    </form>
  );
}
