import { useId, type ReactNode } from 'react';
import { ComingSoon, useT, VisuallyHidden } from '@gbx/shared';
import { BROWSE_NAMESPACE } from './common-texts';
import { KeywordCutNote, useKeywordLimit } from './keyword-cut-note';
import { SearchIcon } from './icons';
import { MicIcon } from './more-icons';
import { Field, Form, Input, Note, Voice } from './keyword-search-styles';

export { SearchButton, SearchIconLink } from './keyword-search-styles';

export interface KeywordSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field: the form's first action. */
  onSubmit: () => void;
  /** The buttons and links after the field; the first submit button is the one Enter presses. */
  actions: ReactNode;
  /** A polite note about the field (an empty keyword); read with the field and announced when it appears. */
  note?: ReactNode;
  /** The colour of the note: on the dark hero banner or on the page. */
  tone?: 'light' | 'dark';
}

/**
 * The keyword search of the landing pages (§2.3, §2.4): a large field with
 * the spec's placeholder, the voice search marked Coming Soon, and the page's
 * own actions beside it.
 */
export function KeywordSearch({ value, onChange, onSubmit, actions, note, tone = 'light' }: KeywordSearchProps) {
  const { t } = useT(BROWSE_NAMESPACE);
  const id = useId();
  const noteId = `${id}-note`;
  const cutId = `${id}-cut`;
  const limit = useKeywordLimit();
  const comingSoon = t('comingSoon');
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field>
        <SearchIcon size={22} />
        <VisuallyHidden as="label" htmlFor={`${id}-input`}>
          {t('keywordLabel')}
        </VisuallyHidden>
        <Input
          id={`${id}-input`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('keywordPlaceholder')}
          value={value}
          aria-describedby={note ? `${noteId} ${cutId}` : cutId}
          onChange={(event) => onChange(limit.keep(event.target.value))}
        />
        <Voice type="button" disabled title={`${t('voiceSearch')}: ${comingSoon}`}>
          <MicIcon size={20} />
          <VisuallyHidden>{t('voiceSearch')}</VisuallyHidden>
          <ComingSoon>{comingSoon}</ComingSoon>
        </Voice>
        <KeywordCutNote id={cutId} cut={limit.cut} />
      </Field>
      {actions}
      <Note id={noteId} role="status" $tone={tone}>
        {note}
      </Note>
    </Form>
  );
}
