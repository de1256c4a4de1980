import styled from 'styled-components';
import { media, theme } from '@gbx/shared';
import { SCROLL_MARGIN } from './prose';

/** A page with a navigation column (an index of its sections) beside its sections. */
export const WithSideNav = styled.div`
  display: grid;
  grid-template-columns: minmax(15rem, 19rem) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The index of a page's sections: beside them on wide screens (and following the scroll), above them on narrow ones. */
export const SideNav = styled.nav`
  position: sticky;
  top: 7rem;
  max-height: calc(100vh - 8rem);
  overflow-y: auto;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  padding: 1.1rem 1rem 1rem;
  scroll-margin-top: ${SCROLL_MARGIN};
  ${media.tablet} {
    position: static;
    max-height: none;
  }
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0 0 0.3rem;
    font-size: 1.05rem;
    line-height: 1.3;
    color: ${theme.color.navy};
  }
  p {
    margin: 0 0 0.75rem;
    font-size: 0.88rem;
    color: ${theme.color.muted};
  }
  ol {
    margin: 0;
    padding-inline-start: 1.9rem;
    font-size: 0.93rem;
    ${media.tablet} {
      columns: 2 16rem;
      column-gap: 2rem;
    }
  }
  li {
    padding: 0.2rem 0;
    break-inside: avoid;
  }
  li::marker {
    color: ${theme.color.muted};
    font-variant-numeric: tabular-nums;
  }
  a {
    color: ${theme.color.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
    border-radius: 3px;
  }
`;
