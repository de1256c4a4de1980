import styled from 'styled-components';
import { theme } from '@gbx/shared';

/** The look of the top bar's buttons and links (on the dark bar). */
export const TopBarButton = styled.button`
  font: inherit;
  color: #fff;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${theme.radius};
  padding: 0.3rem 0.7rem;
  cursor: pointer;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;
