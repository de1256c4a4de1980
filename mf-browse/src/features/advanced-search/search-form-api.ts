import { createContext, useContext } from 'react';
import type { SearchProblems, SearchRuleField } from '@gbx/contract/rules';
import { useT } from '@gbx/shared';
import type { AdvancedSearch } from './search-state';
import { texts } from './texts';

/*
 * What the advanced-search form's sections need of its state: the values of
 * a search, a way to register a text field, a way to set a choice. Two keep
 * it: the still form's own state from the first paint (still-search-form.tsx),
 * and react-hook-form once its code has arrived (live-search-form.tsx).
 */

/** The fields of the form that hold one text (typed, or the value of a select or radio). */
export type TextName = { [K in keyof AdvancedSearch]: AdvancedSearch[K] extends string ? K : never }[keyof AdvancedSearch];

/** A registered text field's props (react-hook-form's register answers these). */
export interface RegisteredField {
  name: TextName;
  ref: (element: HTMLInputElement | HTMLSelectElement | null) => void;
  onChange: (event: { target: { value: string } }) => Promise<unknown>;
  onBlur: (event: { target: unknown }) => Promise<unknown>;
}

/** The state of an advanced-search form, as its sections use it. */
export interface SearchFields {
  /** The search the form started with. */
  defaultValues: AdvancedSearch;
  /** A text field: its value is the form's from the first keystroke. `deps`: the fields whose problems depend on it. */
  register: (name: TextName, deps?: SearchRuleField[]) => RegisteredField;
  /** A value as it is now; the form is drawn again when it changes. */
  watch: <K extends keyof AdvancedSearch>(name: K) => AdvancedSearch[K];
  getValues: () => AdvancedSearch;
  setValue: <K extends keyof AdvancedSearch>(name: K, value: AdvancedSearch[K]) => void;
}

/** A text field of the form, registered, with the address's value in the server's HTML too. */
export function registered(fields: SearchFields, name: TextName, deps?: SearchRuleField[]) {
  return { ...fields.register(name, deps), defaultValue: fields.defaultValues[name] };
}

/** The problems the form shows now, per field (the rules' keys): the address's, or those of a send. */
export const ShownProblems = createContext<SearchProblems>({});

/** The text of a field's problem, while the form shows one. */
export function useSearchProblem(name: string): string | null {
  const { t } = useT(texts.namespace);
  const problem = useContext(ShownProblems)[name as SearchRuleField];
  return problem ? t(`problems.${problem}`) : null;
}
