import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme, VisuallyHidden } from '@gbx/shared';

const Wrap = styled.div`
  position: relative;
  min-width: 0;
`;

const Label = styled.label`
  display: block;
  margin-bottom: 0.4rem;
  font-weight: 600;
  color: ${theme.color.navy};
`;

const Field = styled.div`
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

const Input = styled.input<{ $withIcon: boolean }>`
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

const Listbox = styled.ul`
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

const Option = styled.li`
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

const Status = styled.div`
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
}

/**
 * A text box with suggestions: an ARIA 1.2 combobox over a listbox. Typing
 * opens the list; ArrowDown and ArrowUp move through it (round at the ends),
 * Enter picks, Escape closes it (and empties the box when already closed), a
 * click picks too. Focus stays in the box: the active option is named by
 * aria-activedescendant. Where the options come from is the owner's business
 * (a fixed list, an API call).
 */
export function Combobox<T extends ComboboxOption>(props: ComboboxProps<T>) {
  const { label, hideLabel = false, placeholder, listLabel, text, onTextChange, options, onPick, status, icon, maxLength, describedBy, invalid } = props;
  const generated = useId();
  const inputId = props.id ?? `${generated}-input`;
  const listId = `${generated}-list`;
  const optionId = (index: number) => `${generated}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  // Keep the active option in view when the arrows move past the list's edge.
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: T) => {
    onTextChange(option.label);
    close();
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive(activeIndex < 0 || activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Enter': {
        const option = options[activeIndex];
        if (option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          onTextChange('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const statusId = `${generated}-status`;
  return (
    <Wrap>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={inputId}>{label}</Label>
      )}
      <Field>
        {icon}
        <Input
          id={inputId}
          $withIcon={Boolean(icon)}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
      </Field>
      {/* The listbox stays in the page (hidden when closed) so aria-controls always names an element. */}
      <Listbox ref={listRef} id={listId} role="listbox" aria-label={listLabel} hidden={!expanded}>
        {options.map((option, index) => (
          <Option
            key={option.key}
            id={optionId(index)}
            role="option"
            // The text as one word for every screen reader: the bold part splits it in two.
            aria-label={option.label}
            data-index={index}
            aria-selected={index === activeIndex}
            // mousedown would blur the input (and close the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => pick(option)}
          >
            <Highlighted name={option.label} typed={text} />
          </Option>
        ))}
      </Listbox>
      <Status id={statusId} role="status">
        {open ? status : null}
      </Status>
    </Wrap>
  );
}
