import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@gbx/shared';
import { useRuleForm, type FormProblems } from '@gbx/shared/form-fields';

/*
 * The pieces the two feedback dialogs (a report, a message to the vendor)
 * share: the form's layout, the draft kept while the dialog is closed, the
 * sending row, the thank-you with its reference. The fields themselves are the
 * marketplace's (Field, ChoiceField of @gbx/shared/form-fields).
 */

/** Lays out the Form inside it: its fields, the reasons' radio group, the text area. */
export const FormBox = styled.div`
  form {
    display: grid;
    gap: 0.9rem;
  }
  form > div {
    margin-bottom: 0;
  }
  form > div > [role='alert'] {
    font-weight: 600;
  }
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
    resize: vertical;
  }
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

/** What a feedback dialog keeps while it is closed: what was typed, and whether the visitor had tried to send it (its problems show from then on). */
export interface FeedbackDraft<V> {
  values: V;
  checked: boolean;
}

/** The send of a feedback dialog (its mutation, kept by the dialog while the form comes and goes). */
export interface FeedbackSend<V, Answer> {
  mutate: (values: V) => void;
  isSuccess: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: Answer;
}

/**
 * The form of a feedback dialog, started from the dialog's draft and telling
 * it every change: the form goes when the dialog closes (it lives in the
 * chunk loaded when the dialog first opens), the draft stays. A draft the
 * visitor had tried to send shows its problems again when the dialog reopens.
 * `onDraft` is the dialog's state setter: it stays the same from render to render.
 */
export function useDraftForm<V extends Record<string, string>>(draft: FeedbackDraft<V>, onDraft: (draft: FeedbackDraft<V>) => void, problemsOf: (values: V) => FormProblems<V>) {
  const form = useRuleForm<V>(draft.values as Parameters<typeof useRuleForm<V>>[0], problemsOf);
  // As the form appeared: later changes of the draft are the form's own.
  const [checked] = useState(draft.checked);
  useEffect(() => {
    if (checked) void form.handleSubmit(() => undefined)();
    return form.subscribe({ formState: { values: true, isSubmitted: true }, callback: ({ values, isSubmitted }) => onDraft({ values: { ...values }, checked: Boolean(isSubmitted) }) });
  }, [form, checked, onDraft]);
  return form;
}
