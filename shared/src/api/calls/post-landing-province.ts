import { landingProvincePath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import { postData } from '../request';
import type { LandingProvinceResponse } from '../wire-types';

/** The state or province counts (§2.5). Sends the device context, userdevice included. */
export function postLandingProvince(): Promise<LandingProvinceResponse> {
  return postData<LandingProvinceResponse>(landingProvincePath, getDeviceContext());
}
