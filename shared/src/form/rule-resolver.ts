import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * What a form's rules find in its values: per field, the text key of its
 * problem (e.g. 'login.errors.emailRequired'), or nothing. The rules are the
 * contract's (contract/src/rules), which the API applies too; each form maps
 * their problems to its texts.
 */
export type FormProblems<V> = { [K in keyof V]?: string | null };

/**
 * react-hook-form's resolver for a form whose rules are a function of all its
 * values: fields that depend on each other (a confirmation, a reason that makes
 * a comment required) are judged together, as the API judges them.
 */
export function ruleResolver<V extends FieldValues>(problemsOf: (values: V) => FormProblems<V>): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, key] of Object.entries(problemsOf(values))) {
      if (typeof key === 'string' && key) errors[name] = { type: 'rule', message: key };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}
