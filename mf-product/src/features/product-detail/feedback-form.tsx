import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@gbx/shared';

/*
 * The pieces the two feedback dialogs (a report, a message to the vendor)
 * share: a labelled field with its error tied to it, the sending row, the
 * thank-you with its reference.
 */

export const Form = styled.form`
  display: grid;
  gap: 0.9rem;
  label,
  legend {
    font-weight: 600;
    color: ${theme.color.navy};
  }
  fieldset {
    display: grid;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2rem;
    font-weight: 400;
    color: ${theme.color.text};
  }
  textarea {
    width: 100%;
    min-height: 7rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border: 2px solid ${theme.color.danger};
  }
  textarea:focus-visible,
  input:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  small {
    color: ${theme.color.muted};
  }
`;

/** A labelled text area with its counter and its problem beside it. */
export function TextArea({ label, value, onValue, limit, problem, name }: { label: string; value: string; onValue: (value: string) => void; limit: number; problem: ReactNode; name: string }) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: '0.35rem' }}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        value={value}
        maxLength={limit}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onValue(event.target.value)}
        dir="auto"
      />
      {problem ? <Problem id={`${id}-problem`}>{problem}</Problem> : null}
    </div>
  );
}

/** Send, with how much room is left; the failure of a send said above it. */
export function SendRow({ label, busy, count, failure }: { label: string; busy: boolean; count: string; failure: ReactNode }) {
  return (
    <>
      {failure ? <Problem role="alert">{failure}</Problem> : null}
      <Row>
        <small aria-live="off">{count}</small>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {label}
        </Button>
      </Row>
    </>
  );
}

export const Thanks = styled.p`
  margin: 0;
  padding: 0.9rem 1rem;
  border-radius: 8px;
  background: #e8f5ea;
  color: ${theme.color.success};
  font-weight: 600;
`;

export type SubmitHandler = (event: FormEvent) => void;

/** The send of a feedback dialog (its mutation, kept by the dialog while the form comes and goes). */
export interface FeedbackSend<Answer> {
  mutate: () => void;
  isSuccess: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: Answer;
}
