import { locationCountPath } from '@gbx/contract/paths';
import { postData, sessionFields } from '../request';
import type { LocationCountResponse } from '../wire-types';

/** The header menu's counts, cart included (§2.6, §3). */
export function postLocationCount(): Promise<LocationCountResponse> {
  return postData<LocationCountResponse>(locationCountPath, sessionFields());
}
