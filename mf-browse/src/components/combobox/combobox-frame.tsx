import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme, VisuallyHidden } from '@gbx/shared';

export const Wrap = styled.div`
  position: relative;
  min-width: 0;
`;

export const Label = styled.label`
  display: block;
  margin-bottom: 0.4rem;
  font-weight: 600;
  color: ${theme.color.navy};
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  > svg {
    position: absolute;
    inset-inline-start: 0.8rem;
    color: ${theme.color.muted};
    pointer-events: none;
  }
`;

export const Input = styled.input<{ $withIcon: boolean }>`
  font: inherit;
  width: 100%;
  min-width: 0;
  padding: 0.7rem 0.9rem;
  padding-inline-start: ${({ $withIcon }) => ($withIcon ? '2.5rem' : '0.9rem')};
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  &::placeholder {
    color: ${theme.color.muted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.color.link};
    box-shadow: ${theme.focusRing};
  }
`;

export const Listbox = styled.ul`
  position: absolute;
  z-index: 20;
  inset-inline: 0;
  top: calc(100% + 0.35rem);
  margin: 0;
  padding: 0.35rem;
  list-style: none;
  max-height: 18rem;
  overflow-y: auto;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  box-shadow: 0 12px 28px rgba(11, 37, 69, 0.18);
`;

export const Option = styled.li`
  padding: 0.55rem 0.7rem;
  border-radius: 6px;
  cursor: pointer;
  color: ${theme.color.text};
  &[aria-selected='true'] {
    background: #eaf2fc;
    color: ${theme.color.navy};
    box-shadow: inset 3px 0 0 ${theme.color.link};
  }
  [dir='rtl'] &[aria-selected='true'] {
    box-shadow: inset -3px 0 0 ${theme.color.link};
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 700;
  }
`;

export const Status = styled.div`
  font-size: 0.88rem;
  color: ${theme.color.muted};
  &:not(:empty) {
    margin-top: 0.4rem;
  }
`;

/** The option's text with the typed part in bold, so the eye finds why it matched. */
export function Highlighted({ name, typed }: { name: string; typed: string }) {
  const needle = typed.trim().toLocaleLowerCase('en');
  const at = needle ? name.toLocaleLowerCase('en').indexOf(needle) : -1;
  if (at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + needle.length)}</mark>
      {name.slice(at + needle.length)}
    </>
  );
}

export interface ComboboxOption {
  /** Unique among the options. */
  key: string;
  /** What the option reads as, and what the box holds once it is picked. */
  label: string;
}

export interface ComboboxProps<T extends ComboboxOption> {
  label: string;
  /** The label stays for screen readers only when the surroundings already say what the field is. */
  hideLabel?: boolean;
  placeholder?: string;
  /** The listbox's accessible name. */
  listLabel: string;
  /** What is in the box: the owner keeps it (a form field, or the box's own). */
  text: string;
  onTextChange: (text: string) => void;
  options: readonly T[];
  onPick: (option: T) => void;
  /** Said in the live region under the box ('Loading', how many suggestions, none found). */
  status: ReactNode;
  icon?: ReactNode;
  maxLength?: number;
  /** Ids of texts that describe the box (a field's error message). */
  describedBy?: string;
  invalid?: boolean;
  id?: string;
  /** The input's name, for a form that looks its fields up by name. */
  name?: string;
}


/** The ids both versions of a box give their parts, so labels, aria-controls and tests find the same elements before and after the swap. */
export function useComboboxIds(id?: string) {
  const generated = useId();
  return {
    input: id ?? `${generated}-input`,
    label: `${generated}-label`,
    list: `${generated}-list`,
    status: `${generated}-status`,
    option: (index: number) => `${generated}-option-${index}`,
  };
}
export type ComboboxIds = ReturnType<typeof useComboboxIds>;

/** What the input is in both versions of the box: its look, its limits, what describes it. */
export function boxInputProps<T extends ComboboxOption>(box: ComboboxProps<T>) {
  return {
    $withIcon: Boolean(box.icon),
    type: 'text',
    name: box.name,
    spellCheck: false,
    maxLength: box.maxLength,
    'aria-describedby': box.describedBy,
    'aria-invalid': box.invalid || undefined,
    placeholder: box.placeholder,
  } as const;
}

/** The label, shown or for screen readers only. */
export function BoxLabel({ ids, label, hidden }: { ids: ComboboxIds; label: string; hidden: boolean }) {
  return hidden ? (
    <VisuallyHidden as="label" id={ids.label} htmlFor={ids.input}>
      {label}
    </VisuallyHidden>
  ) : (
    <Label id={ids.label} htmlFor={ids.input}>
      {label}
    </Label>
  );
}
