export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'required' | 'weak' | 'tooLong';

/**
 * §5's rule set ("at least one uppercase letter, at least one lowercase
 * letter"), which the spec leaves unused and we enforce: 8 or more characters
 * with an upper-case and a lower-case letter (any script), at most 128.
 * Passwords are taken exactly as typed: no trimming.
 */
export function passwordProblem(password: string | undefined): PasswordProblem | null {
  const value = password ?? '';
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH || !/\p{Lu}/u.test(value) || !/\p{Ll}/u.test(value)) return 'weak';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

export type ConfirmationProblem = 'required' | 'mismatch';

/** The confirmation of a password: present and exactly the same. */
export function passwordConfirmationProblem(confirmation: string | undefined, password: string | undefined): ConfirmationProblem | null {
  const value = confirmation ?? '';
  if (!value) return 'required';
  return value === (password ?? '') ? null : 'mismatch';
}
