import { getDeviceContext } from '../../device/stored-device';
import { apiPaths } from '../api-paths';
import { postData } from '../request';
import type { RegistrationForm, RegistrationRequest, RegistrationResponse } from '../wire-types';

/** Registers a Vendor with the whole form and the device fields (§2.13, §4). */
export function postRegistrationVendor(form: RegistrationForm): Promise<RegistrationResponse> {
  const body: RegistrationRequest = { ...getDeviceContext(), ...form };
  return postData<RegistrationResponse>(apiPaths.registrationVendor, body);
}
