import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon, theme } from '@gbx/shared';

/*
 * The controls of the advanced-search form: a visible label above each, the
 * hint and the error tied to the control (aria-describedby, aria-invalid),
 * one height for every control so a row of them lines up.
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

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  problem?: ReactNode;
  /** A status under the field, over what follows it (KeywordCutNote), and its id, which the field names as a description. */
  status?: { id: string; note: ReactNode };
  /** The form focuses the first field with a problem by this name. */
  name: string;
}

/** A labelled text, number or date input. */
export function TextInput({ label, value, onValue, hint, problem, status, name, ...input }: TextInputProps) {
  const id = useId();
  const described = [describedBy(id, hint, problem), status?.id].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <InputBox
        {...input}
        id={id}
        name={name}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldNotes id={id} hint={hint} problem={problem} />
      {status?.note}
    </FieldBox>
  );
}

interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  children: ReactNode;
  hint?: ReactNode;
}

/** A labelled select. */
export function SelectInput({ label, value, onValue, children, hint, ...select }: SelectInputProps) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <SelectWrap>
        <select {...select} id={id} value={value} aria-describedby={describedBy(id, hint, null)} onChange={(event) => onValue(event.target.value)}>
          {children}
        </select>
        <ChevronDownIcon size={18} />
      </SelectWrap>
      <FieldNotes id={id} hint={hint} />
    </FieldBox>
  );
}

/** A group of controls under one name (a fieldset, its legend looking like the other labels). */
export const Group = styled.fieldset`
  display: grid;
  align-content: start;
  gap: 0.45rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  > legend {
    padding: 0;
    margin-bottom: 0.3rem;
    font-weight: 600;
    color: ${theme.color.navy};
  }
`;

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

/** One checkbox pill. */
export function CheckPill({ label, checked, onChecked }: { label: ReactNode; checked: boolean; onChecked: (checked: boolean) => void }) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(event) => onChecked(event.target.checked)} />
      {label}
    </label>
  );
}

/** One radio pill. */
export function RadioPill({ name, label, checked, onChoose }: { name: string; label: ReactNode; checked: boolean; onChoose: () => void }) {
  return (
    <label>
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      {label}
    </label>
  );
}
