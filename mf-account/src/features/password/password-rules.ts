import { emailProblem, passwordConfirmationProblem, passwordProblem } from '@gbx/contract/rules';

/** §5: the reset e-mail is required and of e-mail type (the contract's e-mail rule). Error keys of 'forgot.errors'. */
export function forgotErrors(value: string): { email: string | null } {
  const problem = emailProblem(value);
  return { email: problem === 'required' ? 'forgot.errors.emailRequired' : problem ? 'forgot.errors.emailInvalid' : null };
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * §5: the new password and its confirmation are required; we also hold the
 * password to the API's strength rule and compare the two before sending (the
 * contract's password rules).
 */
export function newPasswordErrors(values: NewPasswordValues): { password: string | null; confirm: string | null } {
  const password = passwordProblem(values.password);
  const confirm = passwordConfirmationProblem(values.confirm, values.password);
  return {
    password: password === 'required' ? 'newPassword.errors.passwordRequired' : password === 'weak' ? 'newPassword.errors.weakPassword' : null,
    confirm: confirm === 'required' ? 'newPassword.errors.confirmRequired' : confirm ? 'newPassword.errors.mismatch' : null,
  };
}
