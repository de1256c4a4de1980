import { loginAuthPath } from '@gbx/contract/paths';
import { backendClient, postData } from '@gbx/shared';
import type { LoginAuthRequest, LoginResponse } from '../wire-types';

export type LoginAuthInput = Omit<LoginAuthRequest, 'usertype'> & Partial<Pick<LoginAuthRequest, 'usertype'>>;

/**
 * Logs in on the backend host, form-encoded as the backend expects (§7). The user
 * type defaults to the login page's hidden Buyer (§2.12). Pass a successful
 * response to saveLogin.
 */
export function postLoginAuth(input: LoginAuthInput): Promise<LoginResponse> {
  const form = new URLSearchParams({ email: input.email, password: input.password, usertype: input.usertype ?? 'Buyer' });
  if (input.remember) form.set('remember', input.remember);
  return postData<LoginResponse>(
    loginAuthPath,
    form,
    { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    backendClient(),
  );
}
