import { useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { latePart, useLatePart } from '@gbx/shared/late-part';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

/**
 * What the tip does (live-tooltip.tsx): its bubble, its placement and its
 * opening and closing. A page first draws its tips still, their text in the
 * page as each control's description; the code comes at the page's first
 * quiet moment, or when a visitor points at, taps or focuses a control
 * before that (issue 38: the listing's and the product page's first visit
 * carry none of it). One load for every tip of the page.
 */
const live = latePart(() => import(/* webpackChunkName: "live-tooltip" */ './live-tooltip').then((module) => module.LiveTip));

/**
 * A tooltip for the control it wraps (§4, §5: the visitor's tips, the vendor's
 * product count, the volume prices): shown on hover, focus and tap, kept
 * inside the viewport, with an optional `action` (the visitor's Log in link).
 * Its text is always in the page as the control's description
 * (aria-describedby), so a screen reader hears it even when it is not on
 * screen; the action is only reachable while open. The child must forward
 * aria-describedby.
 */
export function Tooltip({ text, action, children }: { text: ReactNode; action?: ReactNode; children: (describedBy: string) => ReactElement }) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const { code: LiveTip, want } = useLatePart(live);
  // Pointer, tap or focus on the control before the code came: the tip opens as it arrives.
  const [asked, setAsked] = useState(false);
  const ask = () => {
    setAsked(true);
    want();
  };
  const still = LiveTip
    ? {}
    : {
        onMouseEnter: ask,
        onFocus: ask,
        onClick: ask,
        onMouseLeave: () => setAsked(false),
        onBlur: () => setAsked(false),
      };
  return (
    <Anchor ref={anchor} {...still}>
      {children(id)}
      {LiveTip ? (
        <LiveTip anchor={anchor} id={id} text={text} action={action} initiallyOpen={asked} />
      ) : (
        <span hidden data-tip="">
          <span role="tooltip" id={id}>
            {text}
          </span>
        </span>
      )}
    </Anchor>
  );
}
