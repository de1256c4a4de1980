import { subcategoryListPath } from '@gbx/contract/paths';
import { postData } from '../request';
import type { SubcategoryListRequest, SubcategoryListResponse } from '../wire-types';

/** The children one level below `subcatID`; catVal is the level asked for (1, 2 or 3). */
export function postSubcategoryList(body: SubcategoryListRequest): Promise<SubcategoryListResponse> {
  return postData<SubcategoryListResponse>(subcategoryListPath, body);
}
