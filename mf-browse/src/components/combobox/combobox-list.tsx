import { useLayoutEffect, useState, type RefObject } from 'react';
import { useCombobox } from 'downshift';
import { BoxLabel, boxInputProps, Field, Highlighted, Input, Listbox, Option, Status, Wrap, type ComboboxIds, type ComboboxOption, type ComboboxProps } from './combobox-frame';
import type { Handover } from './combobox-still';

interface ComboboxListProps<T extends ComboboxOption> {
  box: ComboboxProps<T>;
  ids: ComboboxIds;
  handoverRef: RefObject<Handover | null>;
}

/**
 * The box with its suggestions, on Downshift's `useCombobox` (an ARIA 1.2
 * combobox over a listbox). Downshift owns the keys and the choice: typing
 * opens the list; ArrowDown and ArrowUp move through it (round at the ends),
 * Home, End and the page keys jump; Enter or a click picks; Escape closes the
 * list, and empties the box when the list is already closed. Focus stays in
 * the box (aria-activedescendant). Two choices are ours: leaving the box
 * (Tab, a click elsewhere) closes the list without picking, since a pick can
 * take the visitor to another page; and a list with no options is not
 * announced as open: the status under the box says why it is empty.
 */
export default function ComboboxList<T extends ComboboxOption>({ box, ids, handoverRef }: ComboboxListProps<T>) {
  const { text, onTextChange, options, onPick } = box;
  // The input, by a callback ref (Downshift merges it with its own).
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu } = useCombobox<T>({
    items: options as T[],
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.key,
    inputValue: text,
    // Never kept as chosen: every pick is news to the owner, the same option again too.
    selectedItem: null,
    inputId: ids.input,
    labelId: ids.label,
    menuId: ids.list,
    getItemId: ids.option,
    onInputValueChange: ({ inputValue }) => onTextChange(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem);
    },
    stateReducer: (state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue } : changes,
  });

  // Taken over from the still box with the focus (its cleanup, in this same
  // commit, left where the caret was): typing was under way, so the list shows.
  useLayoutEffect(() => {
    const taken = handoverRef.current;
    if (!taken || !input) return;
    handoverRef.current = null;
    input.focus();
    input.setSelectionRange(taken.start, taken.end);
    if (input.value) openMenu();
  }, [input, handoverRef, openMenu]);

  const expanded = isOpen && options.length > 0;
  const activeIndex = expanded ? highlightedIndex : -1;
  return (
    <Wrap data-suggestions="on">
      <BoxLabel ids={ids} label={box.label} hidden={box.hideLabel ?? false} />
      <Field>
        {box.icon}
        <Input
          {...boxInputProps(box)}
          {...getInputProps({
            ref: setInput,
            'aria-expanded': expanded,
            'aria-activedescendant': activeIndex >= 0 ? ids.option(activeIndex) : undefined,
          })}
        />
      </Field>
      {/* The listbox stays in the page (hidden when closed) so aria-controls always names an element. */}
      <Listbox {...getMenuProps({ 'aria-label': box.listLabel, 'aria-labelledby': undefined })} hidden={!expanded}>
        {options.map((option, index) => (
          <Option
            key={option.key}
            // The text as one word for every screen reader: the bold part splits it in two.
            aria-label={option.label}
            {...getItemProps({ item: option, index, 'aria-selected': index === activeIndex })}
          >
            <Highlighted name={option.label} typed={text} />
          </Option>
        ))}
      </Listbox>
      <Status id={ids.status} role="status">
        {isOpen ? box.status : null}
      </Status>
    </Wrap>
  );
}
