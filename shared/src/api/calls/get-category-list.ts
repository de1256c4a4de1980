import { categoryListPath } from '@gbx/contract/paths';
import { getData } from '../request';
import type { CategoryListResponse, CategoryScope } from '../wire-types';

/** The top categories; with a listing's fields, that listing's counts (only categories holding some). */
export function getCategoryList(scope?: CategoryScope): Promise<CategoryListResponse> {
  return getData<CategoryListResponse>(categoryListPath, scope && { params: scope });
}
