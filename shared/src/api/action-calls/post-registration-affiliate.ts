import { registrationAffiliatePath } from '@gbx/contract/paths';
import { getDeviceContext, postOnce } from '@gbx/shared';
import type { RegistrationForm, RegistrationRequest, RegistrationResponse } from '../wire-types';

/** Registers a Affiliate with the whole form and the device fields (§2.13, §4). */
export function postRegistrationAffiliate(form: RegistrationForm): Promise<RegistrationResponse> {
  const body: RegistrationRequest = { ...getDeviceContext(), ...form };
  return postOnce<RegistrationResponse>(registrationAffiliatePath, body);
}
