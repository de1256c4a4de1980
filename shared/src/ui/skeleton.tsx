import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

/** The light that moves over every loading block (stops for visitors who ask for less motion, where it is used). */
export const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/**
 * A grey block standing in for text or a number that is still loading. It is
 * given the size of what replaces it (in em of the surrounding font, so it
 * follows the text's size), so nothing moves when the data arrives (no layout
 * shift). Hidden from assistive technology: the loading state is announced by
 * the region's aria-busy instead.
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string }>`
  display: inline-block;
  vertical-align: middle;
  width: ${({ $width }) => $width ?? '4em'};
  max-width: 100%;
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: 4px;
  background: linear-gradient(90deg, ${theme.color.border} 25%, #e9edf2 50%, ${theme.color.border} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A Skeleton that takes a line of its own: a heading, a paragraph or a picture that is still loading. */
export const SkeletonBlock = styled(Skeleton)`
  display: block;
`;
