import { featuredProductsPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import { postData } from '../request';
import type { FeaturedProductsResponse } from '../wire-types';

/** The featured carousel; image addresses are imagePath + UserImageName. */
export function postFeaturedProducts(): Promise<FeaturedProductsResponse> {
  return postData<FeaturedProductsResponse>(featuredProductsPath, getDeviceContext());
}
