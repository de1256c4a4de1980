import { advanceSearchClickPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import type { DeviceContext } from '../../device/types';
import { postData } from '../request';
import type { AdvanceSearchClickRequest, AdvanceSearchResponse } from '../wire-types';

export type AdvanceSearchClickInput = Omit<AdvanceSearchClickRequest, keyof DeviceContext | 'clicksearch'>;

/** A quick filter of advanced search (§2.10); clicksearch is always 1. */
export function postAdvanceSearchClick(input: AdvanceSearchClickInput): Promise<AdvanceSearchResponse> {
  const body: AdvanceSearchClickRequest = { ...getDeviceContext(), ...input, clicksearch: 1 };
  return postData<AdvanceSearchResponse>(advanceSearchClickPath, body);
}
