import styled from 'styled-components';
import { theme } from '@gbx/shared';

/* The look of the contact form (contact-form.tsx) and of its confirmation (contact-sent.tsx). */

/** A warning sign before each field's problem. */
const WARNING = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="${theme.color.danger}"/><path d="M12 6.5v7" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="17.2" r="1.4" fill="#fff"/></svg>`,
)}")`;

/** Lays out the Form inside it and its fields (Field of @gbx/shared/form-fields). */
export const FormBox = styled.div`
  form {
    display: grid;
    gap: 1rem;
  }
  .intro {
    margin: 0;
    color: ${theme.color.muted};
  }
  form > div {
    margin: 0;
  }
  .required {
    color: ${theme.color.danger};
    margin-inline-start: 0.2rem;
  }
  input,
  textarea {
    width: 100%;
    min-height: 2.75rem;
    color: ${theme.color.text};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    background: #fff7f6;
  }
  .hint {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  form > div > p[role='alert'] {
    display: flex;
    gap: 0.35rem;
    align-items: flex-start;
    font-weight: 600;
    font-size: 0.92rem;
  }
  form > div > p[role='alert']::before {
    content: '';
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 0.15rem;
    background: ${WARNING} no-repeat center / contain;
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  border: 1px solid #f1b8b3;
  background: #fdecea;
  color: #7a1c15;
  font-weight: 600;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  button {
    min-height: 2.75rem;
    padding-inline: 1.4rem;
    font-weight: 700;
  }
  button[aria-disabled='true'] {
    opacity: 0.75;
    cursor: progress;
  }
  p {
    margin: 0;
    flex: 1 1 16rem;
    font-size: 0.88rem;
    color: ${theme.color.muted};
  }
`;

export const Sent = styled.div`
  padding: 1.25rem 1.25rem 1.4rem;
  border-radius: 10px;
  border: 1px solid #a8d5b1;
  background: #edf8ef;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${theme.focusRing};
  }
  h3 {
    margin: 0 0 0.5rem;
    color: ${theme.color.success};
    font-size: 1.15rem;
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  p {
    margin: 0 0 0.6rem;
    overflow-wrap: anywhere;
  }
  .reference {
    font-weight: 700;
  }
  button {
    margin-top: 0.4rem;
    min-height: 2.75rem;
  }
`;
