import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@gbx/shared';
import { useViewportPlacement } from './use-viewport-placement';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

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

/**
 * A tooltip for the control it wraps, kept inside the viewport at every width
 * (useViewportPlacement). Shown while the control is hovered or focused and
 * when it is tapped (a phone has no hover); hidden with Escape and a tap or a
 * focus elsewhere (WCAG 1.4.13), and hoverable, so the pointer can reach an
 * `action` in it (the visitor's Log in link). Its text is always in the page
 * as the control's description (aria-describedby), so a screen reader hears
 * it even when it is not on screen; the action is only reachable while open.
 * The child must forward aria-describedby.
 */
export function Tooltip({ text, action, children }: { text: ReactNode; action?: ReactNode; children: (describedBy: string) => ReactElement }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useViewportPlacement(open, anchor, bubble);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    if (closeOpenTip) closeOpenTip();
    closeOpenTip = close;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus on the action would vanish with the bubble: back to the control.
      if (bubble.current?.contains(document.activeElement)) anchor.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
      hide();
    };
    const onPointer = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      if (closeOpenTip === close) closeOpenTip = null;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <Anchor
      ref={anchor}
      onMouseEnter={show}
      onMouseLeave={() => {
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
      onFocus={show}
      onBlur={(event) => {
        if (!anchor.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
      onClick={show}
    >
      {children(id)}
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
    </Anchor>
  );
}
