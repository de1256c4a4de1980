import { userTokenPath } from '@gbx/contract/paths';
import { getData } from '../request';
import type { UserTokenResponse } from '../wire-types';

/** The anonymous API token; the caller stores `token` as csa when status is '1' (§7, §8). */
export function getUserToken(): Promise<UserTokenResponse> {
  return getData<UserTokenResponse>(userTokenPath);
}
