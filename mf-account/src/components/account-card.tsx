import styled from 'styled-components';
import { media, theme } from '@gbx/shared';

/** The card that holds each account form (login, registration, passwords). */
export const AccountCard = styled.section`
  max-width: 30rem;
  margin: 2rem auto;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  padding: 1.75rem 2rem;
  box-shadow: 0 6px 24px rgba(11, 37, 69, 0.08);
  ${media.mobile} {
    margin: 0.5rem auto;
    padding: 1.25rem 1rem;
  }
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.6rem;
  }
  p.intro {
    margin: 0 0 1.25rem;
    color: ${theme.color.muted};
  }
`;

/** The registration form's wider card. */
export const WideAccountCard = styled(AccountCard)`
  max-width: 52rem;
`;

export const SubmitButton = styled.button`
  width: 100%;
  font: inherit;
  font-weight: 700;
  padding: 0.7rem 1rem;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.color.navy};
  color: #fff;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

export const FormLinks = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;
  font-size: 0.95rem;
  p {
    margin: 0;
  }
`;
