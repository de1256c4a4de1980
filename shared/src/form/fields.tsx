import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@gbx/shared';

/*
 * An entry of its own (@gbx/shared/form-fields), outside the federated
 * singleton: only the areas with forms use it, so the first visit to any
 * other page does not carry it; each such area bundles its copy (it keeps no
 * state, and reaches the theme through the singleton).
 *
 * Form fields every area with a form uses, built for keyboard and
 * screen-reader users: a visible label, the error tied to its input (aria-describedby, aria-invalid),
 * and the border states of §5 (error when wrong, success when filled).
 */
const FieldBox = styled.div`
  display: grid;
  gap: 0.3rem;
  margin-bottom: 0.9rem;
  label {
    font-weight: 600;
  }
  input,
  textarea,
  select {
    font: inherit;
    padding: 0.55rem 0.7rem;
    border-radius: ${theme.radius};
    border: 2px solid ${theme.color.border};
    background: #fff;
    min-width: 0;
  }
  [data-state='error'] {
    border-color: ${theme.color.danger};
  }
  [data-state='success'] {
    border-color: ${theme.color.success};
  }
  input:focus-visible,
  textarea:focus-visible,
  select:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.9rem;
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.85rem;
`;

export type FieldState = 'idle' | 'error' | 'success';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  state?: FieldState;
  /** The control: a text input (the default), a text area or a select (its options as children). */
  as?: 'input' | 'textarea' | 'select';
  /** A text area's height in lines. */
  rows?: number;
  /** Marks the control invalid without a text of its own (a group's message says why: the three parts of a date). */
  invalid?: boolean;
  /** Ids of other texts that describe the control (a group's message). */
  describedBy?: string;
}

/** A labelled control with its hint and its error tied to it (aria-describedby, aria-invalid) and §5's border states. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, state, as = 'input', invalid, describedBy: described, children, ...control },
  ref,
) {
  // The three controls take the same attributes here; typed as the input's.
  const As = as as 'input';
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null, described].filter(Boolean).join(' ') || undefined;
  const bad = Boolean(error) || Boolean(invalid);
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <As
        ref={ref}
        id={id}
        aria-invalid={bad || undefined}
        aria-describedby={describedBy}
        data-state={bad ? 'error' : (state ?? 'idle')}
        {...control}
      >
        {children}
      </As>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
});

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.9rem;
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

export function CheckboxField({ label, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <CheckboxLabel>
      <input type="checkbox" {...input} />
      {label}
    </CheckboxLabel>
  );
}

/** A message above or under a form: the server's answer (§4, §8). */
export const FormMessage = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0 0 1rem;
  padding: 0.6rem 0.8rem;
  border-radius: ${theme.radius};
  color: ${({ $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
  background: ${({ $tone }) => ($tone === 'error' ? '#fdecea' : '#e8f5e9')};
  border: 1px solid currentColor;
`;
