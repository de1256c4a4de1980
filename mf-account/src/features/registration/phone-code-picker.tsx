import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon, theme, type CountryPhoneCode } from '@gbx/shared';
import { FieldError, type FieldState } from '@gbx/shared/form-fields';

/** One choice of the list: a country, its flag and its dialling code. */
export interface PhoneCodeOption {
  /** ISO code when the API sends it, else the country name: two countries can share a code (US and CA: 1). */
  key: string;
  name: string;
  code: string;
  flag: string;
}

export function toPhoneCodeOptions(list: CountryPhoneCode[]): PhoneCodeOption[] {
  return list
    .filter((entry) => entry.CountryPhoneCode)
    .map((entry) => ({
      key: entry.ISOCode2 || entry.CountryName,
      name: entry.CountryName,
      code: String(entry.CountryPhoneCode).replace(/^\+/, ''),
      flag: entry.CountryFlag,
    }));
}

const Wrapper = styled.div`
  position: relative;
  display: grid;
  gap: 0.3rem;
  min-width: 0;
  .label {
    font-weight: 600;
  }
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  width: 100%;
  font: inherit;
  padding: 0.5rem 0.6rem;
  border-radius: ${theme.radius};
  border: 2px solid ${theme.color.border};
  background: #fff;
  color: ${theme.color.text};
  cursor: pointer;
  text-align: start;
  &[data-state='error'] {
    border-color: ${theme.color.danger};
  }
  &[data-state='success'] {
    border-color: ${theme.color.success};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  .code {
    flex: 1;
    white-space: nowrap;
  }
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Flag = styled.img`
  width: 1.5rem;
  height: 1.1rem;
  object-fit: cover;
  border: 1px solid ${theme.color.border};
  flex: none;
`;

const List = styled.ul`
  position: absolute;
  z-index: 50;
  top: calc(100% + 0.25rem);
  inset-inline-start: 0;
  width: min(22rem, 85vw);
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 24px rgba(11, 37, 69, 0.18);
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0.7rem;
    cursor: pointer;
  }
  li[data-active='true'] {
    background: #eef3fa;
  }
  li[aria-selected='true'] {
    font-weight: 700;
  }
  .name {
    flex: 1;
  }
  .dial {
    color: ${theme.color.muted};
  }
`;

interface PhoneCodePickerProps {
  label: string;
  listLabel: string;
  options: PhoneCodeOption[];
  /** The key of the chosen option. */
  value: string;
  onChange: (option: PhoneCodeOption) => void;
  error?: string | null;
  state?: FieldState;
}

export interface PhoneCodePickerHandle {
  focus: () => void;
}

/**
 * The country phone-code dropdown of §2.13: a button (aria-expanded) that opens
 * and closes a listbox of flags, names and codes. Keyboard: Enter, Space or the
 * arrow keys open it; the arrows, Home, End and typing a country's first letters
 * move; Enter or Space chooses; Escape and Tab close it.
 */
export const PhoneCodePicker = forwardRef<PhoneCodePickerHandle, PhoneCodePickerProps>(function PhoneCodePicker(
  { label, listLabel, options, value, onChange, error, state },
  ref,
) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.key === value),
  );
  const selected = options.find((option) => option.key === value);

  useImperativeHandle(ref, () => ({ focus: () => buttonRef.current?.focus() }), []);

  const openList = useCallback(
    (index = selectedIndex) => {
      setActive(index);
      setOpen(true);
    },
    [selectedIndex],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option);
    close(true);
  };

  // Focus the list when it opens; keep the active option in view.
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  // A click anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const typeahead = (key: string) => {
    const now = Date.now();
    typed.current = { text: now - typed.current.at < 700 ? typed.current.text + key.toLowerCase() : key.toLowerCase(), at: now };
    const wanted = typed.current.text;
    const start = wanted.length === 1 ? active + 1 : active;
    const ordered = [...options.slice(start), ...options.slice(0, start)];
    const hit = ordered.find((option) => option.name.toLowerCase().startsWith(wanted));
    if (hit) setActive(options.indexOf(hit));
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(0, index - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'PageDown':
        event.preventDefault();
        setActive((index) => Math.min(last, index + 8));
        break;
      case 'PageUp':
        event.preventDefault();
        setActive((index) => Math.max(0, index - 8));
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) typeahead(event.key);
    }
  };

  const shownState = error ? 'error' : (state ?? 'idle');
  return (
    <Wrapper ref={wrapperRef}>
      <span className="label" id={labelId}>
        {label}
      </span>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-state={shownState}
        data-testid="phone-code-button"
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKey}
      >
        {selected?.flag ? <Flag src={selected.flag} alt="" /> : null}
        <span className="code" id={`${id}-value`}>
          {selected ? `+${selected.code}` : '+'}
        </span>
        <ChevronDownIcon />
      </Trigger>
      {open ? (
        <List
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={0}
          aria-label={listLabel}
          aria-activedescendant={`${id}-option-${active}`}
          onKeyDown={onListKey}
        >
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${id}-option-${index}`}
              role="option"
              data-index={index}
              data-active={index === active}
              aria-selected={option.key === value}
              onClick={() => choose(index)}
              onPointerMove={() => setActive(index)}
            >
              {option.flag ? <Flag src={option.flag} alt="" loading="lazy" /> : null}
              <span className="name">{option.name}</span>
              <span className="dial">+{option.code}</span>
            </li>
          ))}
        </List>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrapper>
  );
});
