import styled from 'styled-components';
import { media, theme } from '@gbx/shared';

/** The look of the registration form (§2.13): its sections, rows and notes. */

/** One titled part of the form (its legend). */
export const Section = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 0.5rem;
  min-width: 0;
  /* Keeps a field that gets the focus clear of the host's fixed header. */
  input,
  select,
  button {
    scroll-margin-top: 9rem;
  }
  legend {
    font-weight: 700;
    font-size: 1.05rem;
    color: ${theme.color.navy};
    padding: 0;
    margin-bottom: 0.6rem;
  }
`;

export const Row = styled.div<{ $columns?: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns ?? '1fr 1fr'};
  gap: 0 1rem;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const DateRow = styled.div`
  display: grid;
  grid-template-columns: 1.1fr 1.4fr 0.9fr;
  gap: 0.75rem;
  margin-bottom: 0.3rem;
  /* The three parts share one message under the row (GroupMessage). */
  > div {
    margin-bottom: 0;
    min-width: 0;
  }
  select {
    padding: 0.5rem 0.6rem;
  }
  ${media.mobile} {
    gap: 0.35rem;
    grid-template-columns: 1fr 1.2fr 1fr;
    select {
      padding: 0.5rem 0.2rem;
    }
  }
`;

export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 10rem) 1fr;
  gap: 0 0.75rem;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 7.5rem 1fr;
    gap: 0 0.5rem;
  }
`;

/** Under the date-of-birth pickers: the one message of the three. */
export const GroupMessage = styled.div`
  min-height: 0.5rem;
  margin-bottom: 0.9rem;
`;

export const AffiliateStatus = styled.p<{ $tone: 'muted' | 'success' | 'error' }>`
  margin: -0.5rem 0 0.9rem;
  font-size: 0.9rem;
  color: ${({ $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'error' ? theme.color.danger : theme.color.muted)};
`;

export const ErrorList = styled.ul`
  margin: 0.5rem 0 0;
  padding-inline-start: 1.25rem;
  color: ${theme.color.danger};
  li + li {
    margin-top: 0.3rem;
  }
`;

export const Notes = styled.div`
  margin-top: 1rem;
  display: grid;
  gap: 0.4rem;
  font-size: 0.95rem;
  p {
    margin: 0;
  }
`;
