import { getDeviceContext } from '../../device/stored-device';
import { apiPaths } from '../api-paths';
import { postData } from '../request';
import type { FeaturedProductsResponse } from '../wire-types';

/** The featured carousel; image addresses are imagePath + UserImageName. */
export function postFeaturedProducts(): Promise<FeaturedProductsResponse> {
  return postData<FeaturedProductsResponse>(apiPaths.featuredProducts, getDeviceContext());
}
