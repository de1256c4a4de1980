import styled from 'styled-components';
import { searchProblems } from '@gbx/contract/rules';
import { Button, media, theme, useT } from '@gbx/shared';
import { Form, useRuleForm } from '@gbx/shared/form-fields';
import { CategorySelects } from './category-selects';
import { Section, Sections } from './form-layout';
import { StartProblems, useStartProblems } from './search-form-api';
import { PriceSection, ProductSection, WhatSection, WhereSection } from './search-sections';
import type { AdvancedSearch } from './search-state';
import { texts } from './texts';

const SearchFormBox = styled(Form<AdvancedSearch>)`
  display: grid;
  gap: 1rem;
  /* Collapsed (§2.10 EXPAND/COLLAPSE): the display above would otherwise win over the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

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

/**
 * Every field of §2.10 in six sections, its values those of the address's
 * search (the page draws it again for each new one). Nothing is sent while a
 * rule fails: the field says what is wrong beside it, the first such field
 * gets the focus, and what was typed stays; once a submit has failed, each
 * message goes as soon as its field is right. A search that passes is the
 * page's to run (onSubmit): it goes into the address.
 */
export function SearchForm({ initial, checkOnStart, onSubmit, onReset, id, hidden, onFocus }: SearchFormProps) {
  const { t } = useT(texts.namespace);
  const form = useRuleForm<AdvancedSearch>(initial, searchProblems);
  const start = useStartProblems(form, checkOnStart);
  // Read on every render: the form draws its summary again as its problems change.
  const { errors } = form.formState;
  const hasProblems = Object.keys(start ?? errors).length > 0;
  return (
    <StartProblems.Provider value={start}>
      <SearchFormBox
        form={form}
        onValid={(search) => onSubmit(search)}
        t={(problem) => t(`problems.${problem}`)}
        id={id}
        hidden={hidden}
        onFocus={onFocus}
        aria-label={t('form.heading')}
        data-testid="advanced-search-form"
      >
        <Sections>
          <WhatSection form={form} />
          <WhereSection form={form} />
          <Section>
            <h2>{t('sections.category')}</h2>
            <CategorySelects form={form} />
          </Section>
          <ProductSection form={form} />
          <PriceSection form={form} />
        </Sections>
        <Actions>
          {hasProblems ? <Summary role="alert">{t('form.problems')}</Summary> : null}
          <Button type="submit">{t('actions.submit')}</Button>
          <Button type="button" $variant="secondary" onClick={onReset}>
            {t('actions.reset')}
          </Button>
        </Actions>
      </SearchFormBox>
    </StartProblems.Provider>
  );
}
