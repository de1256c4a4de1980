import { advanceSearchPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import type { DeviceContext } from '../../device/types';
import { postData } from '../request';
import type { AdvanceSearchRequest, AdvanceSearchResponse } from '../wire-types';

export type AdvanceSearchInput = Omit<AdvanceSearchRequest, keyof DeviceContext>;

/** The advanced-search form (§2.10) with the device context added. */
export function postAdvanceSearch(input: AdvanceSearchInput): Promise<AdvanceSearchResponse> {
  const body: AdvanceSearchRequest = { ...getDeviceContext(), ...input };
  return postData<AdvanceSearchResponse>(advanceSearchPath, body);
}
