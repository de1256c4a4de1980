import { landingHomePath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import { postData } from '../request';
import type { LandingHomeResponse } from '../wire-types';

/** productCount, city and countryCode of the landing page (§2.3). Sends the device context, userdevice included. */
export function postLandingHome(): Promise<LandingHomeResponse> {
  return postData<LandingHomeResponse>(landingHomePath, getDeviceContext());
}
