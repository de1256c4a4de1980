import { forgetPasswordPath } from '@gbx/contract/paths';
import { getDeviceContext, postData } from '@gbx/shared';
import type { ForgetPasswordRequest, PasswordResponse } from '../wire-types';

/** Asks for a reset link (/reset-password, §2.14). */
export function postForgetPassword(email: string): Promise<PasswordResponse> {
  const body: ForgetPasswordRequest = { ...getDeviceContext(), email };
  return postData<PasswordResponse>(forgetPasswordPath, body);
}
