import { email, required, validate } from '@gbx/shared';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** §2.12 and §5: e-mail (of e-mail type) and password are required. */
export function loginErrors(values: LoginValues) {
  const errors = validate({ email: values.email, password: values.password }, { email: [required, email], password: [required] });
  return {
    email: errors.email === 'required' ? 'login.errors.emailRequired' : errors.email ? 'login.errors.emailInvalid' : null,
    password: errors.password ? 'login.errors.passwordRequired' : null,
  };
}
