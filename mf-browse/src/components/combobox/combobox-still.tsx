import { useLayoutEffect, useRef, type RefObject } from 'react';
import { BoxLabel, boxInputProps, Field, Input, Listbox, Status, Wrap, type ComboboxIds, type ComboboxOption, type ComboboxProps } from './combobox-frame';

/** Where the caret was in the still box when the suggestions took over, so the visitor types on where they were. */
export interface Handover {
  start: number | null;
  end: number | null;
}

interface StillComboboxProps<T extends ComboboxOption> {
  box: ComboboxProps<T>;
  ids: ComboboxIds;
  handoverRef: RefObject<Handover | null>;
  /** The visitor has come to the box: the suggestions are wanted now, not at the next quiet moment. */
  onWanted: () => void;
}

/**
 * The box before its suggestions have arrived: the same label, field and
 * (closed, empty) listbox, in the same places, so the swap moves nothing. It
 * takes what is typed, as the owner's text; only the list waits.
 */
export function StillCombobox<T extends ComboboxOption>({ box, ids, handoverRef, onWanted }: StillComboboxProps<T>) {
  const input = useRef<HTMLInputElement>(null);
  // Run as this box leaves the page, while its input is still in it: if it
  // had the focus, the version with suggestions takes it over.
  useLayoutEffect(
    () => () => {
      const element = input.current;
      if (element && element.ownerDocument.activeElement === element) handoverRef.current = { start: element.selectionStart, end: element.selectionEnd };
    },
    [handoverRef],
  );
  return (
    <Wrap>
      <BoxLabel ids={ids} label={box.label} hidden={box.hideLabel ?? false} />
      <Field>
        {box.icon}
        <Input
          {...boxInputProps(box)}
          ref={input}
          id={ids.input}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={ids.list}
          value={box.text}
          onChange={(event) => box.onTextChange(event.target.value)}
          onFocus={onWanted}
          onPointerEnter={onWanted}
        />
      </Field>
      <Listbox id={ids.list} role="listbox" aria-label={box.listLabel} hidden />
      <Status id={ids.status} role="status" />
    </Wrap>
  );
}
