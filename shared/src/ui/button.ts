import styled from 'styled-components';
import { theme } from './theme';

/** The product's button: navy (primary) or outlined (secondary); the modals' close button too. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  font: inherit;
  padding: 0.5rem 1.1rem;
  border-radius: ${theme.radius};
  cursor: pointer;
  border: 1px solid ${({ $variant }) => ($variant === 'secondary' ? theme.color.border : theme.color.navy)};
  background: ${({ $variant }) => ($variant === 'secondary' ? theme.color.surface : theme.color.navy)};
  color: ${({ $variant }) => ($variant === 'secondary' ? theme.color.text : '#fff')};
  &:hover {
    filter: brightness(1.1);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

