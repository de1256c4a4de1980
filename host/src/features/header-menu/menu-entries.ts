import { Link } from '@gbx/shared/router';
import styled from 'styled-components';
import { theme } from '@gbx/shared';

// The header's entries: a menu's button (Deals, Shop in) and a plain link, the same look.

export const MenuTrigger = styled.button`
  font: inherit;
  color: ${theme.color.text};
  background: none;
  border: 0;
  padding: 0.35rem 0.2rem;
  cursor: pointer;
  &:hover {
    color: ${theme.color.link};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 4px;
  }
`;

export const MenuLink = styled(Link)`
  color: ${theme.color.text};
  text-decoration: none;
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
