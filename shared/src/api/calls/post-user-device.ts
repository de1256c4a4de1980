import { userDevicePath } from '@gbx/contract/paths';
import { DEVICE_TYPE } from '../../constants';
import type { DetectedDevice } from '../../device/types';
import { postData } from '../request';
import type { UserDeviceRequest, UserDeviceResponse } from '../wire-types';

export interface UserDeviceInput extends DetectedDevice {
  latitude: string | number;
  longitude: string | number;
}

/**
 * Registers the device. Sends the fresh detection, not the stored context: this
 * call is what refreshes storage (saveDevice) when the device or position changed.
 */
export function postUserDevice(input: UserDeviceInput): Promise<UserDeviceResponse> {
  const body: UserDeviceRequest = {
    devicetype: DEVICE_TYPE,
    deviceos: input.deviceos,
    devicebrowser: input.devicebrowser,
    latitude: String(input.latitude),
    longitude: String(input.longitude),
  };
  return postData<UserDeviceResponse>(userDevicePath, body);
}
