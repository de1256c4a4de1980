import { verifyEmailPath, pathWith } from '@gbx/contract/paths';
import { backendClient, getData } from '@gbx/shared';
import type { VerifyEmailResponse } from '../wire-types';

/**
 * Verifies a registration email on the backend host (§2.14). §7 lists a
 * form-urlencoded content type for this GET; it is set for parity, although axios
 * leaves Content-Type off a request without a body.
 */
export function getVerifyEmail(token: string): Promise<VerifyEmailResponse> {
  return getData<VerifyEmailResponse>(
    pathWith(verifyEmailPath, { token }),
    { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    backendClient(),
  );
}
