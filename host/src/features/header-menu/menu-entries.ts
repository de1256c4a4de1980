import { Link } from '@gbx/shared/router';
import styled, { css } from 'styled-components';
import { theme } from '@gbx/shared';

// The header's entries: a menu's button (Deals, Shop in) and a plain link, the same look.

const entry = css`
  color: ${theme.color.text};
  padding: 0.35rem 0.2rem;
  &:hover {
    color: ${theme.color.link};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 4px;
  }
`;

export const MenuTrigger = styled.button`
  ${entry}
  font: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;

export const MenuLink = styled(Link)`
  ${entry}
  text-decoration: none;
`;
