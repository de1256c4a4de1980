import { useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@gbx/shared';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $open: boolean }>`
  position: absolute;
  z-index: 700;
  bottom: calc(100% + 8px);
  inset-inline-start: 50%;
  transform: translateX(-50%);
  [dir='rtl'] & {
    transform: translateX(50%);
  }
  width: max-content;
  max-width: min(18rem, 80vw);
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
  /* Out of the layout while closed (a hidden box still widens a phone's page); still the control's description. */
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  pointer-events: none;
`;

/**
 * A tooltip for the control it wraps: shown while the control is hovered or
 * focused, hidden with Escape (WCAG 1.4.13), and always in the page as the
 * control's description (aria-describedby), so a screen reader hears it even
 * when it is not on screen. The child must forward aria-describedby.
 */
export function Tooltip({ text, children }: { text: ReactNode; children: (describedBy: string) => ReactElement }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Anchor
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {children(id)}
      <Bubble id={id} role="tooltip" $open={open}>
        {text}
      </Bubble>
    </Anchor>
  );
}
