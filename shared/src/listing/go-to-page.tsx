import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@gbx/shared/router';
import styled from 'styled-components';
import { formatNumber, theme, useLanguage, useT } from '@gbx/shared';
import { readGoToPage } from './pager-rules';
import { LISTING_NAMESPACE } from './texts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  font-size: 0.9rem;
  color: ${theme.color.muted};
  input,
  button {
    height: 2.5rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
  }
  input {
    width: 5rem;
    padding: 0 0.5rem;
    color: ${theme.color.text};
    background: ${theme.color.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  button {
    padding: 0 0.9rem;
    border-color: ${theme.color.navy};
    background: ${theme.color.navy};
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
  input:focus-visible,
  button:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  p {
    flex-basis: 100%;
    margin: 0;
    text-align: center;
    color: ${theme.color.danger};
  }
`;

/** The address of `href` split into the form's action and the fields it keeps (all but the page). */
function formOf(href: string): { action: string; kept: Array<[string, string]> } {
  const [action = '', query = ''] = href.split('?');
  return { action, kept: [...new URLSearchParams(query)].filter(([name]) => name !== 'page') };
}

/**
 * Go to page (a number and Go; Enter submits). Before the scripts run it is
 * a plain GET form to the listing's own address, its filters kept, so a page
 * the server rendered can be paged; after, a bad number is explained in the
 * page's language instead of being sent. Its own chunk: the pager's links
 * are what a first paint needs (pager.tsx loads this when it comes near).
 */
export default function GoToPage({ pages, hrefFor }: { pages: number; hrefFor: (page: number) => string }) {
  const { t } = useT(LISTING_NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(false);
  const id = useId();
  const { action, kept } = formOf(hrefFor(1));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = readGoToPage(typed, pages);
    setWrong(page === null);
    if (page !== null) {
      setTyped('');
      navigate(hrefFor(page));
    }
  };
  return (
    <Form action={action || undefined} method="get" noValidate onSubmit={submit}>
      {kept.map(([name, value], index) => (
        <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}p`}>{t('goToPage')}</label>
      <input
        id={`${id}p`}
        type="number"
        name="page"
        inputMode="numeric"
        min={1}
        max={pages}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}m` : undefined}
      />
      <button type="submit">{t('goToPageButton')}</button>
      {wrong ? (
        <p role="alert" id={`${id}m`}>
          {t('badPageNumber', { first: formatNumber(1, language), last: formatNumber(pages, language) })}
        </p>
      ) : null}
    </Form>
  );
}
