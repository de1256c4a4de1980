import { cloneElement, isValidElement, lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { MenuProps } from './menu-props';

export type { MenuProps } from './menu-props';

/*
 * Dropdown menus (Radix: arrow keys, Escape, focus return) without Radix in the
 * first paint: every page shows menu buttons, few visitors open one. The menu
 * module loads when a visitor points at, focuses or clicks a trigger; a click
 * before it arrived opens the menu when it does. Until then the trigger is the
 * same button, with the same name.
 */
const loadRadix = () => import('./menu-radix');
const RadixMenu = lazy(loadRadix);
export const MenuItem = lazy(() => loadRadix().then((m) => ({ default: m.MenuItem })));
export const MenuLabel = lazy(() => loadRadix().then((m) => ({ default: m.MenuLabel })));
export const MenuSeparator = lazy(() => loadRadix().then((m) => ({ default: m.MenuSeparator })));

let loaded = false;
const whenLoaded = new Set<() => void>();
function load() {
  void loadRadix().then(() => {
    loaded = true;
    for (const done of whenLoaded) done();
    whenLoaded.clear();
  });
}

function useRadixLoaded(): [boolean, () => void] {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return undefined;
    const done = () => setReady(true);
    whenLoaded.add(done);
    return () => {
      whenLoaded.delete(done);
    };
  }, [ready]);
  return [ready, load];
}

export function Menu(props: MenuProps) {
  const [ready, loadNow] = useRadixLoaded();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // The trigger had the focus when Radix's replaced it: the new one takes it (keyboard users keep their place).
  const [focused, setFocused] = useState(false);
  if (ready || !isValidElement(props.trigger)) {
    return (
      <Suspense fallback={props.trigger}>
        <RadixMenu {...props} defaultOpen={openOnLoad} refocus={focused} />
      </Suspense>
    );
  }
  const trigger = props.trigger as ReactElement<Record<string, unknown>>;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: loadNow,
    onFocus: () => {
      setFocused(true);
      loadNow();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setOpenOnLoad(true);
      loadNow();
    },
  });
}
