import { email, matches, required, validate } from '@gbx/shared';
import { strongPassword } from '../../lib/account-rules';

/** §5: the reset e-mail is required and of e-mail type. Error keys of 'forgot.errors'. */
export function forgotErrors(value: string): { email: string | null } {
  const errors = validate({ email: value }, { email: [required, email] });
  return { email: errors.email === 'required' ? 'forgot.errors.emailRequired' : errors.email ? 'forgot.errors.emailInvalid' : null };
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * §5: the new password and its confirmation are required; we also hold the
 * password to the API's strength rule and compare the two before sending.
 */
export function newPasswordErrors(values: NewPasswordValues): { password: string | null; confirm: string | null } {
  const errors = validate(
    { password: values.password, confirm: values.confirm },
    { password: [required, strongPassword], confirm: [required, matches(() => values.password)] },
  );
  return {
    password: errors.password === 'required' ? 'newPassword.errors.passwordRequired' : errors.password ? 'newPassword.errors.weakPassword' : null,
    confirm: errors.confirm === 'required' ? 'newPassword.errors.confirmRequired' : errors.confirm ? 'newPassword.errors.mismatch' : null,
  };
}
