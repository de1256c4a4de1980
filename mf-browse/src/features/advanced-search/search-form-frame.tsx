import styled, { css } from 'styled-components';
import { Button, media, theme, useT } from '@gbx/shared';
import { CategorySelects } from './category-selects';
import { Section, Sections } from './form-layout';
import { ShownProblems, type SearchFields } from './search-form-api';
import { PriceSection, ProductSection, WhatSection, WhereSection } from './search-sections';
import type { SearchProblems } from '@gbx/contract/rules';
import { EMPTY_SEARCH, type AdvancedSearch } from './search-state';
import { texts } from './texts';

/*
 * What both versions of the advanced-search form draw (search-form.tsx): the
 * same form element, sections and buttons, so the swap from the still form to
 * react-hook-form's moves nothing on screen.
 */

export interface SearchFormProps {
  /** The search the form starts with (the address's). */
  initial: AdvancedSearch;
  onSubmit: (search: AdvancedSearch) => void;
  onReset: () => void;
  /** Show the rules' problems from the start (a shared address with a wrong price or date). */
  checkOnStart: boolean;
  /** Given to the form element: the toggle's aria-controls names it. */
  id: string;
  hidden: boolean;
  /** Any field took the focus: the visitor is about to search. */
  onFocus?: () => void;
}

/** The form element's look, whichever version draws it. */
export const formBox = css`
  display: grid;
  gap: 1rem;
  /* Collapsed (§2.10 EXPAND/COLLAPSE): the display above would otherwise win over the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

/** The form element's attributes, whichever version draws it (each turns the browser's own checks off: the rules say what is wrong). */
export function useFormAttributes({ id, hidden }: SearchFormProps) {
  const { t } = useT(texts.namespace);
  return { id, hidden, 'aria-label': t('form.heading'), 'data-testid': 'advanced-search-form' } as const;
}

/** Submit and Reset; on a phone the bar floats at the bottom of the screen while the form is in view (§2.10). */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  ${Button} {
    min-height: 2.75rem;
    min-width: 8rem;
    font-weight: 700;
  }
  ${media.mobile} {
    position: sticky;
    bottom: 0;
    z-index: 5;
    margin-inline: -0.75rem;
    padding: 0.75rem;
    background: rgba(246, 247, 249, 0.96);
    box-shadow: 0 -6px 16px rgba(11, 37, 69, 0.12);
    ${Button} {
      flex: 1;
    }
  }
`;

const Summary = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${theme.color.danger};
  font-weight: 600;
`;

/** Every field of §2.10 in its section, each with the problem shown for it, then the summary and the buttons. */
export function SearchFormContent({ fields, problems, onReset }: { fields: SearchFields; problems: SearchProblems; onReset: () => void }) {
  const { t } = useT(texts.namespace);
  return (
    <ShownProblems.Provider value={problems}>
      <Sections>
        <WhatSection form={fields} />
        <WhereSection form={fields} />
        <Section>
          <h2>{t('sections.category')}</h2>
          <CategorySelects form={fields} />
        </Section>
        <ProductSection form={fields} />
        <PriceSection form={fields} />
      </Sections>
      <Actions>
        {Object.keys(problems).length > 0 ? <Summary role="alert">{t('form.problems')}</Summary> : null}
        <Button type="submit">{t('actions.submit')}</Button>
        <Button type="button" $variant="secondary" onClick={onReset}>
          {t('actions.reset')}
        </Button>
      </Actions>
    </ShownProblems.Provider>
  );
}

/**
 * What the still form hands react-hook-form's as it leaves: the values its
 * fields show, the field that had the focus, and whether a send is waiting.
 */
export interface Handover {
  values: Partial<AdvancedSearch> | null;
  focus: { name: string; value: string; start: number | null; end: number | null } | null;
  submit: boolean;
}

/**
 * The values the fields of `form` show (the search's fields among them). On a page the server
 * rendered, what the visitor typed before the scripts ran is in the fields
 * at once but reaches the page's state only as each part of the page is
 * hydrated and hears it (early-input.ts): a field is the truth of what it shows.
 */
export function shownValues(form: HTMLFormElement | null): Partial<AdvancedSearch> {
  const shown: Record<string, string | string[]> = {};
  for (const element of form?.elements ?? []) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !(element.name in EMPTY_SEARCH)) continue;
    const { name, value } = element;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      // A list, in the form's order.
      const list = (shown[name] as string[] | undefined) ?? [];
      shown[name] = element.checked ? [...list, value] : list;
    } else if (!(element instanceof HTMLInputElement && element.type === 'radio') || element.checked) {
      shown[name] = value;
    }
  }
  return shown as Partial<AdvancedSearch>;
}

/** The focused field of `form`, as a handover records it. */
export function focusedField(form: HTMLFormElement | null): Handover['focus'] {
  const element = form?.ownerDocument.activeElement;
  if (!form || !(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !form.contains(element) || !element.name) return null;
  const caret = element instanceof HTMLInputElement && isTextual(element);
  return { name: element.name, value: element.value, start: caret ? element.selectionStart : null, end: caret ? element.selectionEnd : null };
}

/** Gives the focus back to the field a handover recorded, the caret where it was. */
export function restoreFocus(form: HTMLFormElement | null, focus: Handover['focus']): void {
  if (!form || !focus) return;
  const candidates = [...form.elements].filter((element): element is HTMLInputElement | HTMLSelectElement => (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name === focus.name);
  const element = candidates.find((candidate) => !isChoice(candidate) || candidate.value === focus.value) ?? candidates[0];
  if (!element) return;
  element.focus({ preventScroll: true });
  if (element instanceof HTMLInputElement && isTextual(element) && focus.start !== null) element.setSelectionRange(focus.start, focus.end ?? focus.start);
}

const isChoice = (element: HTMLInputElement | HTMLSelectElement) => element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
/** Inputs whose caret can be read and set (a date or a number input has none). */
const isTextual = (element: HTMLInputElement) => ['text', 'search', 'tel', 'url', 'email', 'password'].includes(element.type);
