import { resetPasswordPath } from '@gbx/contract/paths';
import { getDeviceContext, postData } from '@gbx/shared';
import type { DeviceContext } from '../../device/types';
import type { PasswordResponse, ResetPasswordRequest } from '../wire-types';

export type ResetPasswordInput = Omit<ResetPasswordRequest, keyof DeviceContext>;

/**
 * Sets the new password (/new-password/{token}, §2.14). Pass the {token} path
 * segment as `email`: that is the field the contract carries it in (§7).
 */
export function postResetPassword(input: ResetPasswordInput): Promise<PasswordResponse> {
  const body: ResetPasswordRequest = { ...getDeviceContext(), ...input };
  return postData<PasswordResponse>(resetPasswordPath, body);
}
