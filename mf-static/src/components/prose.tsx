import styled from 'styled-components';
import { media, theme } from '@gbx/shared';

/** Room left above a section an in-page link scrolls to: the host's header bar is fixed there. */
export const SCROLL_MARGIN = '6.5rem';

/** Running text: a readable measure and rhythm. */
export const Prose = styled.div`
  max-width: 46rem;
  line-height: 1.65;
  font-size: 1rem;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 1rem;
  }
  ul,
  ol {
    margin: 0 0 1rem;
    padding-inline-start: 1.4rem;
  }
  li {
    margin: 0.3rem 0;
  }
  li::marker {
    color: ${theme.color.accentDark};
  }
  h3 {
    font-size: 1.02rem;
    margin: 1.25rem 0 0.5rem;
    color: ${theme.color.navy};
  }
  a {
    color: ${theme.color.link};
  }
`;

/** A stated limit or rule that must not be missed (the limits of §5 and §9). */
export const Note = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-inline-start: 4px solid ${theme.color.accent};
  border-radius: ${theme.radius};
  background: #fff8e6;
  color: #3d2c00;
  font-weight: 600;
`;

/** A titled block of a page: a white card on the grey page. */
export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  padding: 1.5rem 1.75rem;
  scroll-margin-top: ${SCROLL_MARGIN};
  ${media.mobile} {
    padding: 1.1rem 1rem;
  }
  h2 {
    margin: 0 0 0.85rem;
    font-size: 1.3rem;
    line-height: 1.3;
    color: ${theme.color.navy};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${theme.focusRing};
  }
`;

/** Cards one under the other. */
export const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

/** Small facts side by side, wrapping on narrow screens. */
export const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10.5rem, 100%), 1fr));
  gap: 0.75rem;
  li {
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: 10px;
    padding: 0.9rem 1rem;
    display: grid;
    gap: 0.15rem;
  }
  strong {
    font-size: 1.5rem;
    line-height: 1.2;
    color: ${theme.color.navy};
  }
  span {
    color: ${theme.color.muted};
    font-size: 0.92rem;
  }
`;
