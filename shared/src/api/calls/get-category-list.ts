import { apiPaths } from '../api-paths';
import { getData } from '../request';
import type { CategoryListResponse } from '../wire-types';

export function getCategoryList(): Promise<CategoryListResponse> {
  return getData<CategoryListResponse>(apiPaths.categoryList);
}
