import styled from 'styled-components';
import { media, theme } from '@gbx/shared';

/*
 * How the advanced-search form lays its controls out: sections side by side
 * that stack on a phone, pairs of fields, groups under one name.
 */

/** The sections side by side on a wide screen, one above the other on a phone. */
export const Sections = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Section = styled.section<{ $wide?: boolean }>`
  display: grid;
  align-content: start;
  gap: 0.85rem;
  padding: 1rem 1.1rem 1.2rem;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  grid-column: ${({ $wide }) => ($wide ? 'span 2' : 'auto')};
  /* h2: the form's sections come right after the page's h1 (heading order). */
  h2 {
    margin: 0;
    font-size: 0.8rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${theme.color.muted};
  }
  ${media.mobile} {
    grid-column: auto;
  }
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
`;

/** Groups side by side that wrap under each other when the room runs out. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 0.85rem 1.5rem;
  > :last-child {
    flex: 0 1 12rem;
  }
`;

/** A group of controls under one name (a fieldset, its legend looking like the other labels). */
export const Group = styled.fieldset`
  display: grid;
  align-content: start;
  gap: 0.45rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  > legend {
    padding: 0;
    margin-bottom: 0.3rem;
    font-weight: 600;
    color: ${theme.color.navy};
  }
`;
