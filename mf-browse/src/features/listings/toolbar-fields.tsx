import { useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon, media, theme, useT, VisuallyHidden } from '@gbx/shared';
import { SearchIcon } from '../../components/icons';
import { texts } from './texts';
import { KeywordCutNote, useKeywordLimit } from '../../components/keyword-cut-note';

/** The height of every control of the toolbar, so a row of them lines up. */
const CONTROL_HEIGHT = '2.6rem';

const control = css`
  min-height: ${CONTROL_HEIGHT};
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: 0.95rem;
  &:focus-visible {
    outline: none;
    border-color: ${theme.color.accent};
    box-shadow: ${theme.focusRing};
  }
`;

/** A button of the toolbar: an icon and a text, or an icon with an accessible name. */
export const ToolButton = styled.button<{ $square?: boolean }>`
  ${control}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.45rem;
  padding: 0 ${({ $square }) => ($square ? '0' : '0.85rem')};
  min-width: ${({ $square }) => ($square ? CONTROL_HEIGHT : '0')};
  color: ${theme.color.navy};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.link};
    background: #f3f7fc;
  }
  &[aria-pressed='true'] {
    border-color: ${theme.color.navy};
    background: ${theme.color.navy};
    color: #fff;
  }
  &[aria-expanded='true'] {
    border-color: ${theme.color.navy};
  }
`;

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  label,
  .label {
    font-size: 0.78rem;
    font-weight: 700;
    color: ${theme.color.muted};
  }
`;

const SelectBox = styled.span`
  position: relative;
  display: block;
  select {
    ${control}
    appearance: none;
    width: 100%;
    padding-block: 0.35rem;
    padding-inline: 0.75rem 2.2rem;
    text-overflow: ellipsis;
    cursor: pointer;
  }
  select:hover {
    border-color: ${theme.color.link};
  }
  svg {
    position: absolute;
    inset-inline-end: 0.6rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.color.muted};
    pointer-events: none;
  }
`;

/** A labelled select of the toolbar (market segment, sort). */
export function ToolSelect({ label, value, onChange, children, testId }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <SelectBox>
        <select id={id} value={value} data-testid={testId} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
        <ChevronDownIcon size={18} />
      </SelectBox>
    </Field>
  );
}

/** A labelled group of the toolbar (the view toggle): the label above, like the selects'. */
export function ToolGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Field>
      <span className="label" id={id}>
        {label}
      </span>
      <Pair role="group" aria-labelledby={id}>
        {children}
      </Pair>
    </Field>
  );
}

const Pair = styled.div`
  display: flex;
  gap: 0.3rem;
`;

const SearchForm = styled.form`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const SearchRow = styled.div`
  position: relative;
  display: flex;
  min-width: 0;
  input {
    ${control}
    flex: 1;
    min-width: 0;
    padding: 0 0.6rem;
    border-start-end-radius: 0;
    border-end-end-radius: 0;
    &::placeholder {
      color: ${theme.color.muted};
    }
    /* The clear button keeps its room even while hidden: give it back to the placeholder while the field is empty. */
    &:placeholder-shown::-webkit-search-cancel-button {
      display: none;
    }
    ${media.mobile} {
      font-size: 0.9rem;
    }
  }
  button {
    ${control}
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 2.75rem;
    margin-inline-start: -1px;
    border-color: ${theme.color.navy};
    border-start-start-radius: 0;
    border-end-start-radius: 0;
    background: ${theme.color.navy};
    color: #fff;
    cursor: pointer;
    &:hover {
      background: ${theme.color.navyLight};
    }
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.color.text};
  &:empty {
    display: none;
  }
  ${media.mobile} {
    font-size: 0.82rem;
  }
`;

/**
 * The keyword search of a listing (§2.8): placeholder 'Search by Keyword',
 * its label naming the place or store it is scoped to. It starts with the
 * listing's keyword (the page gives it a new key when that changes). `onSearch`
 * answers false when the search did nothing (§5: an empty keyword on some
 * pages); the visitor is told so beside the field, and what they typed stays.
 */
export function KeywordField({ keyword, scope, onSearch }: { keyword: string; scope?: string; onSearch: (typed: string) => boolean }) {
  const { t } = useT(texts.namespace);
  const id = useId();
  const [typed, setTyped] = useState(keyword);
  const [empty, setEmpty] = useState(false);
  const limit = useKeywordLimit();
  return (
    <SearchForm
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setEmpty(!onSearch(typed));
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        {scope ? t('toolbar.keywordIn', { scope }) : t('toolbar.keywordLabel')}
      </VisuallyHidden>
      <SearchRow>
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('toolbar.keywordPlaceholder')}
          value={typed}
          aria-describedby={`${id}-note ${id}-cut`}
          onChange={(event) => {
            setTyped(limit.keep(event.target.value));
            if (event.target.value.trim()) setEmpty(false);
          }}
        />
        <button type="submit">
          <SearchIcon size={20} />
          <VisuallyHidden>{t('toolbar.search')}</VisuallyHidden>
        </button>
        <KeywordCutNote id={`${id}-cut`} cut={limit.cut} />
      </SearchRow>
      <Note id={`${id}-note`} role="status">
        {empty ? t('toolbar.emptyKeyword') : null}
      </Note>
    </SearchForm>
  );
}
