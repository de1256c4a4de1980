import { useRef } from 'react';
import { latePart, useLatePart } from '@gbx/shared/late-part';
import { useComboboxIds, type ComboboxOption, type ComboboxProps } from './combobox-frame';
import { StillCombobox, type Handover } from './combobox-still';

const listPart = latePart(() => import('./combobox-list').then((module) => module.default));

/**
 * A text box with suggestions (the category search of the landing pages, the
 * advanced search's city). The box is in the first paint, and takes typing
 * from the start; its list behaviour (Downshift, about 9 kB) is not: it loads
 * at the page's first quiet moment, or as soon as the visitor comes to the
 * box, and then takes the box over in place, in one commit, with the text,
 * the focus and the caret where they were. Where the options come from is
 * the owner's business (a fixed list, an API call).
 */
export function Combobox<T extends ComboboxOption>(props: ComboboxProps<T>) {
  const ids = useComboboxIds(props.id);
  const handoverRef = useRef<Handover | null>(null);
  const { code: ComboboxList, want } = useLatePart(listPart);
  if (ComboboxList) return <ComboboxList box={props} ids={ids} handoverRef={handoverRef} />;
  return <StillCombobox box={props} ids={ids} handoverRef={handoverRef} onWanted={want} />;
}
