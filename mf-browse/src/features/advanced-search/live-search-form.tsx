import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { searchProblems, type SearchProblems } from '@gbx/contract/rules';
import { useT } from '@gbx/shared';
import { Form, useRuleForm } from '@gbx/shared/form-fields';
import type { SearchFields } from './search-form-api';
import { formBox, restoreFocus, SearchFormContent, useFormAttributes, type Handover, type SearchFormProps } from './search-form-frame';
import type { AdvancedSearch } from './search-state';
import { texts } from './texts';

type SearchForm = ReturnType<typeof useRuleForm<AdvancedSearch>>;

const LiveBox = styled(Form<AdvancedSearch>)`
  ${formBox}
`;

/** react-hook-form's state as the sections use it. */
function liveFields(form: SearchForm, initial: AdvancedSearch): SearchFields {
  return {
    defaultValues: initial,
    register: (name, deps) => form.register(name, { deps }),
    watch: (name) => form.watch(name),
    getValues: () => form.getValues(),
    setValue: (name, value) => form.setValue(name, value as never),
  };
}

/** The rules' keys of the problems react-hook-form found at its last judgement. */
function problemsOf(errors: SearchForm['formState']['errors']): SearchProblems {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, (error as { message?: string } | undefined)?.message])) as SearchProblems;
}

/**
 * The problems to show before the form has judged: a search the address
 * brought that the rules refuse (`check`) shows them from the start; the form
 * then judges the values itself and, until the visitor sends it, again at
 * each change, so each message goes as soon as its field is right, as after
 * a send. Null once the form's own judgement stands.
 */
function useStartProblems(form: SearchForm, check: boolean): SearchProblems | null {
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

interface LiveSearchFormProps extends SearchFormProps {
  /** What the still form handed over as it left (search-form.tsx). */
  handoverRef: RefObject<Handover>;
}

/**
 * The advanced-search form on react-hook-form, judged by the contract's
 * rules (searchProblems), from the values the still form held. Nothing is
 * sent while a rule fails: the field says what is wrong beside it, the first
 * such field gets the focus, and what was typed stays; once a send has
 * failed, each message goes as soon as its field is right. A search that
 * passes is the page's to run (onSubmit): it goes into the address.
 */
export default function LiveSearchForm({ handoverRef, ...props }: LiveSearchFormProps) {
  const { t } = useT(texts.namespace);
  const form = useRuleForm<AdvancedSearch>(props.initial, searchProblems);
  const fields = useMemo(() => liveFields(form, props.initial), [form, props.initial]);
  const start = useStartProblems(form, props.checkOnStart);
  // Read on every render: the form draws its problems again as they change.
  const { errors } = form.formState;
  // The page's onSubmit takes the search alone, not react-hook-form's event too.
  const send = form.handleSubmit((search) => props.onSubmit(search));
  // Taking over from the still form: what its fields showed, the focus where it was, and a send it could not judge.
  useLayoutEffect(() => {
    const { values, focus, submit } = handoverRef.current;
    handoverRef.current = { values: null, focus: null, submit: false };
    // The still form's state is this form's start; a field may show more than that state heard.
    if (values) for (const name of Object.keys(values) as (keyof AdvancedSearch)[]) if (String(values[name]) !== String(props.initial[name])) form.setValue(name, values[name]!);
    restoreFocus(document.getElementById(props.id) as HTMLFormElement | null, focus);
    if (submit) void send();
    // Once, as the form arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <LiveBox {...useFormAttributes(props)} form={form} onValid={(search) => props.onSubmit(search)} t={(problem) => t(`problems.${problem}`)} onFocus={props.onFocus} data-rules="on">
      <SearchFormContent fields={fields} problems={start ?? problemsOf(errors)} onReset={props.onReset} />
    </LiveBox>
  );
}
