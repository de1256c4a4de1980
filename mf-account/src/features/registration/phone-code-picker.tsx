import { forwardRef, useEffect, useId, useImperativeHandle, useState } from 'react';
import { useSelect } from 'downshift';
import { ChevronDownIcon } from '@gbx/shared';
import { FieldError, type FieldState } from '@gbx/shared/form-fields';
import type { PhoneCodeOption } from './phone-code-options';
import { Flag, List, Trigger, Wrapper } from './phone-code-picker-styles';

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
 * The country phone-code dropdown of §2.13, on Downshift's `useSelect`: a button
 * (aria-haspopup=listbox, aria-expanded) that opens and closes a listbox of flags,
 * names and codes. Downshift owns the keys (arrows, Home, End, Page keys, typing a
 * country's first letters, Enter, Space, Escape) and the choice; here, the open
 * listbox holds the focus (aria-activedescendant) and gives it back to the button
 * when it closes on a key or a click on an option.
 */
export const PhoneCodePicker = forwardRef<PhoneCodePickerHandle, PhoneCodePickerProps>(function PhoneCodePicker(
  { label, listLabel, options, value, onChange, error, state },
  ref,
) {
  const id = useId();
  const [labelId, valueId, errorId] = [`${id}-label`, `${id}-value`, `${id}-error`];
  // The elements, by callback refs (Downshift merges them with its own).
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => button?.focus() }), [button]);
  const selected = options.find((option) => option.key === value) ?? null;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect({
    id,
    labelId,
    getItemId: optionId,
    items: options,
    itemToString: (option) => option?.name ?? '',
    itemToKey: (option) => option?.key,
    selectedItem: selected,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChange(selectedItem);
    },
    // Closed by a key or a click on an option: the focus goes back to the button.
    onIsOpenChange: ({ isOpen: open, type }) => {
      if (!open && type !== useSelect.stateChangeTypes.ToggleButtonBlur) button?.focus();
    },
  });
  // Open: the listbox takes the focus, and Downshift's keys with it.
  useEffect(() => {
    if (isOpen) list?.focus();
  }, [isOpen, list]);
  // A button, not Downshift's role=combobox: the active option is named by the focused listbox.
  const { onKeyDown, onBlur, ...toggle } = getToggleButtonProps({
    ref: setButton,
    role: undefined,
    'aria-activedescendant': undefined,
    'aria-labelledby': `${labelId} ${valueId}`,
  });

  return (
    // Leaving the button and the listbox (not moving between them) is Downshift's blur.
    <Wrapper onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && onBlur?.(event)}>
      <span className="label" id={labelId}>
        {label}
      </span>
      <Trigger
        {...toggle}
        type="button"
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-state={error ? 'error' : (state ?? 'idle')}
        data-testid="phone-code-button"
      >
        {selected?.flag ? <Flag src={selected.flag} alt="" /> : null}
        <span className="code" id={valueId}>
          {selected ? `+${selected.code}` : '+'}
        </span>
        <ChevronDownIcon />
      </Trigger>
      <List
        {...getMenuProps({ ref: setList, 'aria-label': listLabel })}
        hidden={!isOpen}
        tabIndex={0}
        aria-activedescendant={isOpen && highlightedIndex >= 0 ? optionId(highlightedIndex) : undefined}
        onKeyDown={onKeyDown}
      >
        {isOpen
          ? options.map((option, index) => (
              <li key={option.key} {...getItemProps({ item: option, index })} data-active={index === highlightedIndex}>
                {option.flag ? <Flag src={option.flag} alt="" loading="lazy" /> : null}
                <span className="name">{option.name}</span>
                <span className="dial">+{option.code}</span>
              </li>
            ))
          : null}
      </List>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrapper>
  );
});
