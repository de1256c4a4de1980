import { useLayoutEffect, useMemo, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import styled from 'styled-components';
import { searchProblems } from '@gbx/contract/rules';
import type { SearchFields } from './search-form-api';
import { focusedField, formBox, shownValues, SearchFormContent, useFormAttributes, type Handover, type SearchFormProps } from './search-form-frame';
import type { AdvancedSearch } from './search-state';

const StillBox = styled.form`
  ${formBox}
`;

/** The form's state before react-hook-form has arrived: the values, kept as they are typed and chosen. */
function useStillFields(start: AdvancedSearch, values: AdvancedSearch, setValues: Dispatch<SetStateAction<AdvancedSearch>>): SearchFields {
  return useMemo(() => {
    const set = <K extends keyof AdvancedSearch>(name: K, value: AdvancedSearch[K]) => setValues((current) => ({ ...current, [name]: value }));
    return {
      defaultValues: start,
      register: (name) => ({
        name,
        ref: () => undefined,
        onChange: async (event: { target: { value: string } }) => set(name, event.target.value),
        onBlur: async () => undefined,
      }),
      watch: (name) => values[name],
      getValues: () => values,
      setValue: set,
    };
  }, [start, values, setValues]);
}

interface StillSearchFormProps extends SearchFormProps {
  /** The values as they are now (react-hook-form starts from them), and their setter. */
  values: AdvancedSearch;
  onValuesChange: Dispatch<SetStateAction<AdvancedSearch>>;
  handoverRef: RefObject<Handover>;
  /** The visitor has come to the form: react-hook-form is wanted now, not at the next quiet moment. */
  onWanted: () => void;
}

/**
 * The advanced-search form from the first paint (the server's too) until
 * react-hook-form's code (about 12 kB gzip) has arrived: the same fields in
 * the same places, taking typing and choices as they come. A search that the
 * rules accept is sent from here; one they refuse waits for react-hook-form,
 * which shows each problem beside its field and focuses the first. As it
 * leaves, it hands over the focused field, the caret and a waiting send.
 */
export function StillSearchForm({ values, onValuesChange, handoverRef, onWanted, ...props }: StillSearchFormProps) {
  const fields = useStillFields(props.initial, values, onValuesChange);
  const form = useRef<HTMLFormElement>(null);
  // The address's problems, judged again at each change, as react-hook-form's form does until a send.
  const problems = useMemo(() => (props.checkOnStart ? searchProblems(values) : {}), [props.checkOnStart, values]);
  // Run as this form leaves the page, while its fields are still in it.
  useLayoutEffect(
    () => () => {
      handoverRef.current = { ...handoverRef.current, values: shownValues(form.current), focus: focusedField(form.current) };
    },
    [handoverRef],
  );
  return (
    <StillBox
      {...useFormAttributes(props)}
      ref={form}
      noValidate
      onFocus={() => {
        props.onFocus?.();
        onWanted();
      }}
      onPointerEnter={onWanted}
      onSubmit={(event) => {
        event.preventDefault();
        if (Object.keys(searchProblems(values)).length === 0) return props.onSubmit(values);
        handoverRef.current = { ...handoverRef.current, submit: true };
        onWanted();
      }}
    >
      <SearchFormContent fields={fields} problems={problems} onReset={props.onReset} />
    </StillBox>
  );
}
