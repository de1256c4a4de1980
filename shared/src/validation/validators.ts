import { emailProblem } from '@gbx/contract/rules';

/*
 * Field rules shared by every form (§5). Each returns an error key or null, so
 * the form shows its own translated text and the tests can check the rule.
 */
export type FieldRule = (value: string) => string | null;

export const required: FieldRule = (value) => (value.trim() === '' ? 'required' : null);

/** The e-mail rule of the contract, the one the API applies (surrounding spaces aside); an empty value is left to `required`. */
export const email: FieldRule = (value) => (emailProblem(value) === 'invalid' ? 'email' : null);

/** The first error of the rules, in order. */
export function check(value: string, rules: FieldRule[]): string | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

/** Checks every field of a form; returns only the fields in error. */
export function validate<K extends string>(values: Record<K, string>, rules: Record<K, FieldRule[]>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const error = check(values[field] ?? '', rules[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
