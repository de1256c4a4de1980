import styled from 'styled-components';
import { media, theme } from './theme';

/*
 * The featured carousel's boxes, shared by the carousel and its skeleton so
 * that the skeleton has the carousel's exact size (no layout shift when the
 * carousel's module and its products arrive).
 */
export const Region = styled.section`
  position: relative;
  min-width: 0;
  padding: 0 2.25rem;
`;

export const Viewport = styled.div`
  overflow: hidden;
`;

export const Track = styled.ul`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
`;

// §9: 6 items on desktop, 2 on tablet, 1 on mobile.
export const Slide = styled.li`
  flex: 0 0 calc(100% / 6);
  min-width: 0;
  padding: 0 0.35rem;
  box-sizing: border-box;
  ${media.tablet} {
    flex-basis: 50%;
  }
  ${media.mobile} {
    flex-basis: 100%;
  }
  a,
  .placeholder {
    display: block;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    overflow: hidden;
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
  img,
  .picture {
    display: block;
    width: 100%;
    /* The ratio sizes the box: the img's height attribute (ProductPicture's, for the browser's first layout) must not. */
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: #e8edf3;
  }
  span:not(.picture) {
    display: block;
    padding: 0.35rem 0.5rem;
    font-size: 0.8rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

