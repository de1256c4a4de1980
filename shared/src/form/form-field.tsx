import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, FieldError, TextField, type TextFieldProps } from './fields';
import { useFieldProblem } from './rule-form';

/*
 * The fields of a Form (rule-form.tsx): each registers itself under its name,
 * so the form knows its value and can focus it, and shows its own problem
 * once the form has been sent. Labels, hints, aria-invalid and
 * aria-describedby come from the presentational fields (fields.tsx).
 */

interface FieldProps extends Omit<TextFieldProps, 'name' | 'error' | 'state' | 'value' | 'defaultValue' | 'checked'> {
  name: string;
  /** Fields whose problems depend on this one's value (a confirmation): judged again as it changes. */
  deps?: string[];
}

/** A text input, text area or select of a Form; its border turns to §5's success once it holds something. */
export function Field({ name, deps, onChange, onBlur, ...control }: FieldProps) {
  const { register } = useFormContext();
  const value: unknown = useWatch({ name });
  const problem = useFieldProblem(name);
  return <TextField {...control} {...register(name, { deps, onChange, onBlur })} error={problem} state={value ? 'success' : 'idle'} />;
}

/** A checkbox of a Form (its value true or false). */
export function CheckField({ name, label }: { name: string; label: ReactNode }) {
  const { register } = useFormContext();
  return <CheckboxField label={label} {...register(name)} />;
}

/** A group of radio buttons of a Form: one question (the legend), its choices, and its problem tied to the group. */
export function ChoiceField({ name, legend, choices, className }: { name: string; legend: ReactNode; choices: { value: string; label: ReactNode }[]; className?: string }) {
  const { register } = useFormContext();
  const problem = useFieldProblem(name);
  const problemId = `${useId()}-problem`;
  return (
    <fieldset className={className} aria-describedby={problem ? problemId : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input type="radio" value={choice.value} aria-invalid={problem ? true : undefined} {...register(name)} />
          {choice.label}
        </label>
      ))}
      {problem ? (
        <FieldError id={problemId} role="alert" style={{ fontWeight: 600 }}>
          {problem}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
