import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon, theme } from '@gbx/shared';
import { useSearchProblem } from './search-form-api';

/*
 * The controls of the advanced-search form: a visible label above each, the
 * hint and the error tied to the control (aria-describedby, aria-invalid),
 * one height for every control so a row of them lines up. Their values are
 * the form's (search-form-api.ts): registered, or drawn from it and set in it.
 */

const CONTROL_HEIGHT = '2.75rem';

export const control = css`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  min-height: ${CONTROL_HEIGHT};
  padding: 0 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  &::placeholder {
    color: ${theme.color.muted};
  }
  &:hover {
    border-color: ${theme.color.link};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.color.link};
    box-shadow: ${theme.focusRing};
  }
  &[aria-invalid='true'] {
    border: 2px solid ${theme.color.danger};
  }
  &:disabled {
    background: ${theme.color.page};
    color: ${theme.color.muted};
    cursor: not-allowed;
  }
`;

const FieldBox = styled.div`
  position: relative;
  display: grid;
  align-content: start;
  gap: 0.3rem;
  min-width: 0;
  > label,
  > .label {
    font-weight: 600;
    color: ${theme.color.navy};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.82rem;
`;

export const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.85rem;
  font-weight: 600;
`;

const InputBox = styled.input`
  ${control}
`;

const SelectWrap = styled.span`
  position: relative;
  display: block;
  select {
    ${control}
    appearance: none;
    padding-inline-end: 2.2rem;
    text-overflow: ellipsis;
    cursor: pointer;
  }
  svg {
    position: absolute;
    inset-inline-end: 0.65rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.color.muted};
    pointer-events: none;
  }
`;

/** The ids a field's control points at: its hint and its problem, when they show. */
export function describedBy(id: string, hint: ReactNode, problem: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
}

/** The hint and the problem under a control, with the ids `describedBy` names. */
export function FieldNotes({ id, hint, problem }: { id: string; hint?: ReactNode; problem?: ReactNode }) {
  return (
    <>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {problem ? <Problem id={`${id}-problem`}>{problem}</Problem> : null}
    </>
  );
}

interface TextInputProps extends Omit<ComponentProps<'input'>, 'id' | 'value'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A status under the field, over what follows it (KeywordCutNote), and its id, which the field names as a description. */
  status?: { id: string; note: ReactNode };
  /** Its name in the form: the form focuses the first field with a problem. */
  name: string;
}

/** A labelled text, number or date input of the form (registered: see `registered`), with its problem. */
export function TextInput({ label, hint, status, name, ...input }: TextInputProps) {
  const id = useId();
  const problem = useSearchProblem(name);
  const described = [describedBy(id, hint, problem), status?.id].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <InputBox {...input} id={id} name={name} aria-invalid={problem ? true : undefined} aria-describedby={described} />
      <FieldNotes id={id} hint={hint} problem={problem} />
      {status?.note}
    </FieldBox>
  );
}

interface SelectInputProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
}

/** A labelled select: registered (a fixed list), or drawn from the form's value (a list that loads). */
export function SelectInput({ label, children, hint, ...select }: SelectInputProps) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <SelectWrap>
        <select {...select} id={id} aria-describedby={describedBy(id, hint, null)}>
          {children}
        </select>
        <ChevronDownIcon size={18} />
      </SelectWrap>
      <FieldNotes id={id} hint={hint} />
    </FieldBox>
  );
}

/** Checkboxes or radios as pills that wrap: each is a real input, its label the pill. */
export const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.5rem;
    padding: 0 0.8rem;
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-size: 0.92rem;
    cursor: pointer;
    user-select: none;
  }
  label:hover {
    border-color: ${theme.color.link};
  }
  label:has(input:checked) {
    border-color: ${theme.color.navy};
    background: #e8eef7;
    color: ${theme.color.navy};
    font-weight: 600;
  }
  label:has(input:focus-visible) {
    box-shadow: ${theme.focusRing};
  }
  input {
    width: 1rem;
    height: 1rem;
    margin: 0;
    accent-color: ${theme.color.navy};
  }
`;
