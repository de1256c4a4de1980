import { getDeviceContext } from '../../device/stored-device';
import { apiPaths } from '../api-paths';
import { postData } from '../request';
import type { LandingProvinceResponse } from '../wire-types';

/** The state or province counts (§2.5). Sends the device context, userdevice included. */
export function postLandingProvince(): Promise<LandingProvinceResponse> {
  return postData<LandingProvinceResponse>(apiPaths.landingProvince, getDeviceContext());
}
