import { getAffiliatePath } from '@gbx/contract/paths';
import { getDeviceContext, postData } from '@gbx/shared';
import type { GetAffiliateRequest, GetAffiliateResponse } from '../wire-types';

/** Looks up an affiliate code (§5); note the wire spelling `affilatecode`. */
export function postGetAffiliate(affilatecode: string): Promise<GetAffiliateResponse> {
  const body: GetAffiliateRequest = { ...getDeviceContext(), affilatecode };
  return postData<GetAffiliateResponse>(getAffiliatePath, body);
}
