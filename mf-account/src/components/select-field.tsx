import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { media, theme } from '@gbx/shared';
import { FieldError, type FieldState } from '@gbx/shared/form-fields';

const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  min-width: 0;
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: 0.5rem 0.6rem;
    border-radius: ${theme.radius};
    border: 2px solid ${theme.color.border};
    background: #fff;
    min-width: 0;
    width: 100%;
  }
  select[data-state='error'] {
    border-color: ${theme.color.danger};
  }
  select[data-state='success'] {
    border-color: ${theme.color.success};
  }
  ${media.mobile} {
    select {
      padding: 0.5rem 0.2rem;
    }
  }
  select:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** An error of this select alone, shown under it. */
  error?: string | null;
  /** Marks the select invalid without a text of its own (a group's error says why). */
  invalid?: boolean;
  state?: FieldState;
  /** Ids of texts that describe this select (e.g. the group's error). */
  describedBy?: string;
}

/** A labelled select with the border states of §5, like the shared TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, invalid, state, describedBy, children, ...select },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  const bad = Boolean(error) || Boolean(invalid);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} aria-invalid={bad || undefined} aria-describedby={described} data-state={bad ? 'error' : (state ?? 'idle')} {...select}>
        {children}
      </select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
});
