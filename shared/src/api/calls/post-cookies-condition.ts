import { cookiesConditionPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import { postData } from '../request';
import type { CookiesConditionRequest, StatusResponse } from '../wire-types';

/** Records the cookie consent (AGREE, §4) with the device context and language. */
export function postCookiesCondition(language: string): Promise<StatusResponse> {
  const body: CookiesConditionRequest = { ...getDeviceContext(), language };
  return postData<StatusResponse>(cookiesConditionPath, body);
}
