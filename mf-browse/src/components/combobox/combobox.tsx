import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useLoadedAndIdle } from '@gbx/shared';
import { useComboboxIds, type ComboboxOption, type ComboboxProps } from './combobox-frame';
import { StillCombobox, type Handover } from './combobox-still';
import type ComboboxListComponent from './combobox-list';

// lazy() drops the component's type parameter; this gives it back.
const ComboboxList = lazy(() => import('./combobox-list')) as unknown as typeof ComboboxListComponent;

/**
 * A text box with suggestions (the category search of the landing pages, the
 * advanced search's city). The box is in the first paint, and takes typing
 * from the start; its list behaviour (Downshift, about 9 kB) is not: it loads
 * at the page's first quiet moment, or as soon as the visitor comes to the
 * box, and then takes the box over in place, with the text, the focus and
 * the caret where they were. Where the options come from is the owner's
 * business (a fixed list, an API call).
 */
export function Combobox<T extends ComboboxOption>(props: ComboboxProps<T>) {
  const ids = useComboboxIds(props.id);
  const handoverRef = useRef<Handover | null>(null);
  const [wanted, setWanted] = useState(false);
  const quiet = useLoadedAndIdle();
  // A transition: the still box stays on screen (focused, typed into) until the list's code is in.
  const want = () => startTransition(() => setWanted(true));
  useEffect(() => {
    if (quiet) want();
  }, [quiet]);
  const still = <StillCombobox box={props} ids={ids} handoverRef={handoverRef} onWanted={want} />;
  // One boundary from the start, so the swap replaces the still box in a single commit.
  return <Suspense fallback={still}>{wanted ? <ComboboxList box={props} ids={ids} handoverRef={handoverRef} /> : still}</Suspense>;
}
