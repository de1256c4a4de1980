import { landingCityPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import { postData } from '../request';
import type { LandingCityResponse } from '../wire-types';

/** The city landing counts (§2.5). Sends the device context, userdevice included. */
export function postLandingCity(): Promise<LandingCityResponse> {
  return postData<LandingCityResponse>(landingCityPath, getDeviceContext());
}
