import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useRef } from 'react';
import type { MenuProps } from './menu-props';
import styled from 'styled-components';
import { theme } from './theme';

/*
 * Keyboard-reachable dropdown menus (arrow keys, Escape, focus return) from
 * Radix; the look is ours. Items are links or buttons passed as children.
 */
export const MenuContent = styled(DropdownMenu.Content)`
  min-width: 14rem;
  max-width: min(92vw, 24rem);
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  padding: 0.35rem;
  z-index: 900;
`;

export const MenuItem = styled(DropdownMenu.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.5rem 0.65rem;
  border-radius: 4px;
  cursor: pointer;
  outline: none;
  color: inherit;
  text-decoration: none;
  &[data-highlighted] {
    background: #eef3fa;
  }
  &[data-disabled] {
    color: ${theme.color.muted};
    cursor: default;
  }
  a {
    color: inherit;
    text-decoration: none;
    flex: 1;
  }
`;

export const MenuLabel = styled(DropdownMenu.Label)`
  padding: 0.4rem 0.65rem 0.2rem;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${theme.color.muted};
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

export const MenuSeparator = styled(DropdownMenu.Separator)`
  height: 1px;
  background: ${theme.color.border};
  margin: 0.3rem 0;
`;

/** The Radix menu, loaded after the first paint; `refocus` gives the focus back to a trigger replaced while focused. */
export default function RadixMenu({ trigger, children, align = 'start', label, defaultOpen, refocus }: MenuProps & { defaultOpen: boolean; refocus: boolean }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (refocus) triggerRef.current?.focus();
  }, [refocus]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align={align} sideOffset={6} aria-label={label}>
          {children}
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
