import { captchaChallengePath } from '@gbx/contract/paths';
import { getData } from '@gbx/shared';
import type { CaptchaChallenge } from '../wire-types';

/**
 * A fresh proof-of-work challenge for the registration form (the API answers
 * it with Cache-Control: no-store). The solved answer goes into the
 * registration's `altcha` field; each answer counts once.
 */
export function getCaptchaChallenge(): Promise<CaptchaChallenge> {
  return getData<CaptchaChallenge>(captchaChallengePath);
}
