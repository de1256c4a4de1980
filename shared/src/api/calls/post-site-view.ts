import { siteViewPath } from '@gbx/contract/paths';
import { postData, sessionFields } from '../request';
import type { SiteViewResponse } from '../wire-types';

/** Records the visit and returns the visitor's country language (§7). */
export function postSiteView(): Promise<SiteViewResponse> {
  return postData<SiteViewResponse>(siteViewPath, sessionFields());
}
