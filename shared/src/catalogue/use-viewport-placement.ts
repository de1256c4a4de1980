import { useEffect, type RefObject } from 'react';

/** Room kept between a bubble and the edge of the screen, and between it and its control. */
const EDGE = 8;
const GAP = 8;

/**
 * Keeps an open bubble beside its control and inside the viewport at every
 * width (issue 38: the centred tip fell 43 px off a phone's left edge): above
 * the control, below it when there is no room above, slid sideways to stay
 * on screen, and following scrolls and resizes while open. Floating UI does
 * the measuring; it is loaded when a bubble first opens, not with the page
 * (no tooltip is open on a first paint). The bubble stays invisible until it
 * has its place (data-placed), so it never flashes at the wrong spot.
 */
export function useViewportPlacement(open: boolean, anchor: RefObject<HTMLElement | null>, bubble: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const reference = anchor.current;
    const floating = bubble.current;
    if (!open || !reference || !floating) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@floating-ui/dom').then(({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (cancelled) return;
      const place = () =>
        computePosition(reference, floating, {
          strategy: 'fixed',
          placement: 'top',
          middleware: [offset(GAP), flip({ padding: EDGE }), shift({ padding: EDGE })],
        }).then(({ x, y }) => {
          if (cancelled) return;
          floating.style.left = `${x}px`;
          floating.style.top = `${y}px`;
          floating.setAttribute('data-placed', '');
        });
      stop = autoUpdate(reference, floating, () => void place());
    });
    return () => {
      cancelled = true;
      stop?.();
      floating.removeAttribute('data-placed');
    };
  }, [open, anchor, bubble]);
}
