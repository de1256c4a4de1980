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
const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  margin-bottom: 0.9rem;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 0.55rem 0.7rem;
    border-radius: ${theme.radius};
    border: 2px solid ${theme.color.border};
    background: #fff;
    min-width: 0;
  }
  input[data-state='error'] {
    border-color: ${theme.color.danger};
  }
  input[data-state='success'] {
    border-color: ${theme.color.success};
  }
  input:focus-visible {
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

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  state?: FieldState;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, state, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-state={error ? 'error' : (state ?? 'idle')}
        {...input}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
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
