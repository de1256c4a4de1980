import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { theme } from '@gbx/shared';
import { useViewportPlacement } from './use-viewport-placement';

/** Placed by useViewportPlacement (fixed, so no card's overflow clips it); invisible until placed. */
const Bubble = styled.span<{ $open: boolean }>`
  position: fixed;
  left: 0;
  top: 0;
  z-index: 700;
  visibility: hidden;
  &[data-placed] {
    visibility: visible;
  }
  box-sizing: border-box;
  width: max-content;
  max-width: min(18rem, calc(100vw - 16px));
  padding: 0.5rem 0.7rem;
  border-radius: ${theme.radius};
  background: ${theme.color.navy};
  color: #fff;
  font-size: 0.85rem;
  font-weight: 400;
  line-height: 1.4;
  text-align: start;
  white-space: normal;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.2);
  /* Out of the layout while closed (a hidden box still widens a phone's page); its text is still the control's description. */
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  a {
    display: inline-block;
    margin-top: 0.35rem;
    padding: 0.15rem 0;
    color: #fff;
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

/** The open tip's closer: one tip at a time (a tap on a second control, or a pointer sliding on, closes the first). */
let closeOpenTip: (() => void) | null = null;

/** How long the pointer may take to cross from the control to the bubble (WCAG 1.4.13: the bubble can be hovered). */
const CLOSE_DELAY_MS = 200;

export interface LiveTipProps {
  /** The tooltip's wrapper around its control (tooltip.tsx), whose pointer and focus open the tip. */
  anchor: RefObject<HTMLSpanElement | null>;
  id: string;
  text: ReactNode;
  action?: ReactNode;
  /** Open at once: the pointer, a tap or the focus came to the control before this code did. */
  initiallyOpen: boolean;
}

/**
 * What a tooltip does (tooltip.tsx draws it still until this arrives): shown
 * while its control is hovered or focused and when it is tapped (a phone has
 * no hover); hidden with Escape and a tap or a focus elsewhere (WCAG 1.4.13),
 * and hoverable, so the pointer can reach an `action` in it (the visitor's
 * Log in link). Kept inside the viewport at every width (useViewportPlacement).
 * It listens on the anchor itself, so the control inside stays the same
 * element (and keeps its focus) when this code takes over from the still tip.
 */
export function LiveTip({ anchor, id, text, action, initiallyOpen }: LiveTipProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const bubble = useRef<HTMLSpanElement>(null);
  useViewportPlacement(open, anchor, bubble);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return undefined;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      clearTimeout(closeTimer);
      setOpen(true);
    };
    const hide = () => {
      clearTimeout(closeTimer);
      setOpen(false);
    };
    const leave = () => {
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
    };
    const blur = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) hide();
    };
    element.addEventListener('mouseenter', show);
    element.addEventListener('mouseleave', leave);
    element.addEventListener('focusin', show);
    element.addEventListener('focusout', blur);
    element.addEventListener('click', show);
    return () => {
      clearTimeout(closeTimer);
      element.removeEventListener('mouseenter', show);
      element.removeEventListener('mouseleave', leave);
      element.removeEventListener('focusin', show);
      element.removeEventListener('focusout', blur);
      element.removeEventListener('click', show);
    };
  }, [anchor]);

  useEffect(() => {
    if (!open) return undefined;
    const close = () => setOpen(false);
    if (closeOpenTip) closeOpenTip();
    closeOpenTip = close;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus on the action would vanish with the bubble: back to the control.
      if (bubble.current?.contains(document.activeElement)) anchor.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
      close();
    };
    const onPointer = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      if (closeOpenTip === close) closeOpenTip = null;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, anchor]);

  return (
    <Bubble ref={bubble} $open={open} data-tip="">
      <span role="tooltip" id={id}>
        {text}
      </span>
      {action ? (
        <>
          <br />
          {action}
        </>
      ) : null}
    </Bubble>
  );
}
