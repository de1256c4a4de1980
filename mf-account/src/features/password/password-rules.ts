import { emailProblem, passwordConfirmationProblem, passwordProblem } from '@gbx/contract/rules';

export interface ForgotValues {
  email: string;
}

/** §5: the reset e-mail is required and of e-mail type (the contract's e-mail rule). Error keys of 'forgot.errors'. */
export function forgotErrors({ email }: ForgotValues): { email: string | null } {
  const problem = emailProblem(email);
  return { email: problem === 'required' ? 'forgot.errors.emailRequired' : problem ? 'forgot.errors.emailInvalid' : null };
}

/** The new password and its confirmation, named as the call names them (§7). */
export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/**
 * §5: the new password and its confirmation are required; we also hold the
 * password to the API's strength rule and compare the two before sending (the
 * contract's password rules).
 */
export function newPasswordErrors(values: NewPasswordValues): { password: string | null; password_confirmation: string | null } {
  const password = passwordProblem(values.password);
  const confirm = passwordConfirmationProblem(values.password_confirmation, values.password);
  return {
    password: password === 'required' ? 'newPassword.errors.passwordRequired' : password === 'weak' ? 'newPassword.errors.weakPassword' : null,
    password_confirmation: confirm === 'required' ? 'newPassword.errors.confirmRequired' : confirm ? 'newPassword.errors.mismatch' : null,
  };
}
