import { createContext, useContext, useEffect, useState } from 'react';
import { searchProblems, type SearchProblems, type SearchRuleField } from '@gbx/contract/rules';
import { useT } from '@gbx/shared';
import { useFieldProblem, type useRuleForm } from '@gbx/shared/form-fields';
import type { AdvancedSearch } from './search-state';
import { texts } from './texts';

/*
 * The advanced-search form's state: react-hook-form (useRuleForm) judged by
 * the contract's rules (searchProblems), with the values of a search.
 */

/** The form of an advanced search. */
export type SearchFormApi = ReturnType<typeof useRuleForm<AdvancedSearch>>;

/** The fields of the form that hold one text (typed, or the value of a select or radio). */
type TextName = { [K in keyof AdvancedSearch]: AdvancedSearch[K] extends string ? K : never }[keyof AdvancedSearch];

/**
 * A text field of the form, registered: its value is the form's from the
 * first keystroke, and it shows the address's value in the server's HTML too.
 * `deps`: the fields whose problems depend on this one's value.
 */
export function registered(form: SearchFormApi, name: TextName, deps?: SearchRuleField[]) {
  return { ...form.register(name, { deps }), defaultValue: form.formState.defaultValues?.[name] };
}

/**
 * The problems of a search the address brought (a shared link with a wrong
 * price or date), shown from the first render (the server's too) until the
 * form has judged its values itself; null once it has.
 */
export const StartProblems = createContext<SearchProblems | null>(null);

/** The text of a field's problem: the form's, or the address's until the form has judged. */
export function useSearchProblem(name: string): string | null {
  const { t } = useT(texts.namespace);
  const judged = useFieldProblem(name);
  const start = useContext(StartProblems);
  if (!start) return judged;
  const problem = start[name as SearchRuleField];
  return problem ? t(`problems.${problem}`) : null;
}

/**
 * The problems to show before the form has judged (StartProblems): a search
 * the address brought that the rules refuse (`check`) shows them from the
 * start; the form then judges the values itself and, until the visitor sends
 * it, again at each change, so each message goes as soon as its field is
 * right, as after a send.
 */
export function useStartProblems(form: SearchFormApi, check: boolean): SearchProblems | null {
  const [start, setStart] = useState(() => (check ? searchProblems(form.getValues()) : null));
  useEffect(() => {
    if (!check) return undefined;
    void form.trigger().then(() => setStart(null));
    return form.subscribe({
      formState: { values: true },
      callback: ({ isSubmitted }) => {
        if (!isSubmitted) void form.trigger();
      },
    });
  }, [form, check]);
  return start;
}
