import { vendorListLocationPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import type { DeviceContext } from '../../device/types';
import { postData } from '../request';
import type { VendorListLocationRequest, VendorListLocationResponse } from '../wire-types';

export type VendorListLocationInput = Omit<VendorListLocationRequest, keyof DeviceContext>;

/** Vendors located in a place (/vendor-result/{place}); the device context is added. */
export function postVendorListLocation(input: VendorListLocationInput): Promise<VendorListLocationResponse> {
  const body: VendorListLocationRequest = { ...getDeviceContext(), ...input };
  return postData<VendorListLocationResponse>(vendorListLocationPath, body);
}
