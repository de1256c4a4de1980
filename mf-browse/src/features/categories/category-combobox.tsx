import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme, useT, VisuallyHidden } from '@gbx/shared';
import { SearchIcon } from '../../components/icons';
import { suggestCategories, type CategoryName } from './category-names';
import { CATEGORIES_NAMESPACE } from './texts';

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

const Input = styled.input`
  font: inherit;
  width: 100%;
  min-width: 0;
  padding: 0.7rem 0.9rem;
  padding-inline-start: 2.5rem;
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

/** The name with the typed part in bold, so the eye finds why it matched. */
function Highlighted({ name, typed }: { name: string; typed: string }) {
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

export interface CategoryComboboxProps {
  /** Called with the picked name (one of the 14 of §5). */
  onPick: (name: CategoryName) => void;
  /** The label stays for screen readers only when the surroundings already say what the field is. */
  hideLabel?: boolean;
}

/**
 * The category search box with suggestions (§2.3, §2.4, §5): an ARIA 1.2
 * combobox over a listbox of the names that contain what was typed. Typing
 * opens the list; ArrowDown and ArrowUp move through it (round at the ends),
 * Enter picks, Escape closes it (and empties the box when already closed), a
 * click picks too. Focus stays in the box: the active option is named by
 * aria-activedescendant.
 */
export function CategoryCombobox({ onPick, hideLabel = false }: CategoryComboboxProps) {
  const { t } = useT(CATEGORIES_NAMESPACE);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestCategories(text), [text]);
  const listRef = useRef<HTMLUListElement>(null);

  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  // Keep the active option in view when the arrows move past the list's edge.
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (name: CategoryName) => {
    setText(name);
    close();
    onPick(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
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
        const name = suggestions[activeIndex];
        if (name) {
          event.preventDefault();
          pick(name);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const typed = text.trim();
  return (
    <Wrap>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={inputId}>
          {t('search.label')}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={inputId}>{t('search.label')}</Label>
      )}
      <Field>
        <SearchIcon size={18} />
        <Input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
      </Field>
      {/* The listbox stays in the page (hidden when closed) so aria-controls always names an element. */}
      <Listbox ref={listRef} id={listId} role="listbox" aria-label={t('search.listLabel')} hidden={!expanded}>
        {suggestions.map((name, index) => (
          <Option
            key={name}
            id={optionId(index)}
            role="option"
            // The name as one word for every screen reader: the bold part splits the text in two.
            aria-label={name}
            data-index={index}
            aria-selected={index === activeIndex}
            // mousedown would blur the input (and close the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => pick(name)}
          >
            <Highlighted name={name} typed={text} />
          </Option>
        ))}
      </Listbox>
      <Status role="status">
        {open && typed && suggestions.length === 0 ? (
          t('search.noMatch', { text: typed })
        ) : expanded ? (
          <VisuallyHidden>{t('search.found', { count: suggestions.length })}</VisuallyHidden>
        ) : null}
      </Status>
    </Wrap>
  );
}
