import styled from 'styled-components';
import { media, theme } from '@gbx/shared';

/** A block of the page: a white card with its heading. */
export const Panel = styled.section`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding: 1.1rem 1.25rem;
  border: 1px solid ${theme.color.border};
  border-radius: 12px;
  background: ${theme.color.surface};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.1rem;
    color: ${theme.color.navy};
  }
  ${media.mobile} {
    padding: 1rem;
  }
`;

/** Label and value pairs (Product Info, Delivery Methods, vendor details). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 1.9rem;
  padding: 0 0.75rem;
  border-radius: 999px;
  background: #e8eef7;
  color: ${theme.color.navy};
  font-size: 0.88rem;
  font-weight: 600;
`;

export const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
