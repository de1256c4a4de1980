import { useId, type ReactNode } from 'react';
import { Link } from '@gbx/shared/router';
import styled, { css } from 'styled-components';
import { ComingSoon, media, theme, useT, VisuallyHidden } from '@gbx/shared';
import { BROWSE_NAMESPACE } from './common-texts';
import { KeywordCutNote, useKeywordLimit } from './keyword-cut-note';
import { MicIcon, SearchIcon } from './icons';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: 0.6rem;
  width: 100%;
`;

const Field = styled.div`
  position: relative;
  flex: 1 1 22rem;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 0.35rem;
  padding-inline: 0.95rem 0.5rem;
  min-height: 3.4rem;
  border-radius: 14px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: 0 10px 30px rgba(5, 20, 40, 0.18);
  border: 2px solid transparent;
  &:focus-within {
    border-color: ${theme.color.accent};
  }
  > svg {
    color: ${theme.color.muted};
  }
  ${media.mobile} {
    flex-basis: 100%;
    min-height: 3.1rem;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0.5rem 0.35rem;
  border: 0;
  background: none;
  font: inherit;
  font-size: 1.05rem;
  color: inherit;
  &::placeholder {
    color: ${theme.color.muted};
  }
  &:focus {
    outline: none;
  }
`;

/** The voice search of §2.3 and §2.4, marked Coming Soon: a real control, disabled until it exists. */
const Voice = styled.button`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.3rem 0.45rem;
  border: 0;
  border-radius: 10px;
  background: ${theme.color.page};
  color: ${theme.color.muted};
  font: inherit;
  cursor: not-allowed;
  ${ComingSoon} {
    font-size: 0.62rem;
  }
  /* On a phone the marker sits on the icon's corner, leaving the field its width. */
  ${media.mobile} {
    padding: 0.45rem;
    ${ComingSoon} {
      position: absolute;
      top: -0.75rem;
      inset-inline-end: -0.35rem;
      font-size: 0.58rem;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
    }
  }
`;

const action = css`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.45rem;
  min-height: 3.4rem;
  border-radius: 14px;
  font: inherit;
  font-size: 1.05rem;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${media.mobile} {
    min-height: 3.1rem;
  }
`;

/**
 * A button beside the keyword field, on the dark banner: primary (amber, the
 * one Enter presses) or secondary (outlined).
 */
export const SearchButton = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${action}
  min-width: 9.5rem;
  padding: 0.6rem 1.4rem;
  border: 2px solid ${({ $variant }) => ($variant === 'secondary' ? 'rgba(255, 255, 255, 0.7)' : theme.color.accent)};
  background: ${({ $variant }) => ($variant === 'secondary' ? 'transparent' : theme.color.accent)};
  color: ${({ $variant }) => ($variant === 'secondary' ? '#fff' : theme.color.navy)};
  box-shadow: ${({ $variant }) => ($variant === 'secondary' ? 'none' : '0 10px 30px rgba(5, 20, 40, 0.25)')};
  &:hover {
    background: ${({ $variant }) => ($variant === 'secondary' ? 'rgba(255, 255, 255, 0.12)' : '#ffb81c')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px #fff;
  }
  ${media.mobile} {
    flex: 1;
    min-width: 0;
  }
`;

/** A square icon link beside the keyword field (the landing page's pin). */
export const SearchIconLink = styled(Link)`
  ${action}
  width: 3.4rem;
  border: 2px solid rgba(255, 255, 255, 0.55);
  color: #fff;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
    border-color: #fff;
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${theme.color.accent};
  }
  ${media.mobile} {
    width: 3.1rem;
  }
`;

const Note = styled.p<{ $tone: 'light' | 'dark' }>`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.95rem;
  color: ${({ $tone }) => ($tone === 'light' ? '#fff' : theme.color.text)};
  &:empty {
    display: none;
  }
`;

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
