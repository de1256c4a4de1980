import { useEffect, useState, type RefObject } from 'react';
import { theme } from '@gbx/shared';

/**
 * §9 lists the listing pages' sticky thresholds (460, 150, 42, 40, 415 and
 * 855 px) without saying which bar each is. We read the first two as the
 * toolbar's, like the header's pair (396 desktop, 142 mobile): the toolbar
 * becomes fixed after 460 px of scroll on a wide screen and 150 px on a phone,
 * just after the host's header has (so it always has the header to sit under).
 * The other four are not used.
 */
export const TOOLBAR_FIXED_AFTER: FixedAfter = { desktop: 460, mobile: 150 };

/** The scroll (px) after which a bar becomes fixed, on a wide screen and on a phone. */
export interface FixedAfter {
  desktop: number;
  mobile: number;
}

/**
 * The host's header menu (§2.6), fixed at the top after its own threshold; the
 * fixed toolbar sits under it. The host does not publish its height, so it is
 * measured, by the header's one stable hook.
 */
const HOST_HEADER = '[data-testid="header-menu"]';

/**
 * The scroll after which the toolbar is fixed: §9's threshold, or, where the
 * toolbar starts further down the page (under the host's carousel and video),
 * once it reaches the header: it never leaves its place while it is in view.
 */
export function fixedAfter(mobile: boolean, toolbarTop: number, headerHeight: number, after: FixedAfter = TOOLBAR_FIXED_AFTER): number {
  return Math.max(mobile ? after.mobile : after.desktop, toolbarTop - headerHeight);
}

export interface FixedToolbar {
  fixed: boolean;
  /** Where the fixed toolbar goes: under the header, over the toolbar's own column. */
  box: { top: number; left: number; width: number };
  /** The toolbar's height in the flow, which its holder keeps while it is fixed (nothing below it jumps). */
  height: number | undefined;
}

/**
 * The host header's height: what covers the top of the page once it is fixed.
 * Read whether it is fixed yet or not: the two react to the same scroll, and
 * the toolbar's threshold is past the header's (460 > 396, 150 > 142), so a
 * fixed toolbar always has a fixed header above it.
 */
export function hostHeaderHeight(): number {
  return document.querySelector(HOST_HEADER)?.getBoundingClientRect().height ?? 0;
}

/**
 * Whether the listing's toolbar is fixed (§4 sticky bars, §9 thresholds), with
 * its place on screen. `holder` stays in the flow; `bar` is the toolbar
 * itself, measured while it is in the flow (it grows when its phone panel
 * opens). `after` is the page's §9 threshold (a constant: it is an effect
 * dependency).
 */
export function useFixedToolbar(holder: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>, after: FixedAfter = TOOLBAR_FIXED_AFTER): FixedToolbar {
  const [fixed, setFixed] = useState<FixedToolbar>({ fixed: false, box: { top: 0, left: 0, width: 0 }, height: undefined });
  useEffect(() => {
    const mobile = window.matchMedia(`(max-width: ${theme.mobileMaxWidth}px)`);
    let frame = 0;
    const update = () => {
      frame = 0;
      const place = holder.current?.getBoundingClientRect();
      const own = bar.current?.getBoundingClientRect();
      if (!place || !own) return;
      const header = hostHeaderHeight();
      const isFixed = window.scrollY > fixedAfter(mobile.matches, place.top + window.scrollY, header, after);
      setFixed((before) => {
        const height = before.fixed ? before.height : own.height;
        const box = { top: header, left: place.left, width: place.width };
        const same =
          before.fixed === isFixed && before.height === height && before.box.top === box.top && before.box.left === box.left && before.box.width === box.width;
        return same ? before : { fixed: isFixed, box, height };
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first reading waits for the next frame too: read now, it would lay out
    // the page the listing has just committed in the middle of that commit's task.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    mobile.addEventListener('change', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (bar.current) observer?.observe(bar.current);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      mobile.removeEventListener('change', schedule);
      observer?.disconnect();
    };
  }, [holder, bar, after]);
  return fixed;
}
