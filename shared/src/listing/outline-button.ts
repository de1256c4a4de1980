import styled from 'styled-components';
import { theme } from '@gbx/shared';

/** The Share button and the dialog's Copy link: a quiet outlined button, or a square icon one (`$compact`). */
export const OutlineButton = styled.button<{ $compact?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  min-width: 2.25rem;
  min-height: 2.25rem;
  padding: ${({ $compact }) => ($compact ? '0' : '0.35rem 0.75rem')};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.navy};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.link};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;
