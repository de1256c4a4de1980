import { productListLocationPath } from '@gbx/contract/paths';
import { getDeviceContext } from '../../device/stored-device';
import type { DeviceContext } from '../../device/types';
import { postData } from '../request';
import type { ProductListLocationRequest, ProductListLocationResponse } from '../wire-types';

export type ProductListLocationInput = Omit<ProductListLocationRequest, keyof DeviceContext>;

/** Products located in a place (/product-result/{place}) and what the place is; the device context is added. */
export function postProductListLocation(input: ProductListLocationInput): Promise<ProductListLocationResponse> {
  const body: ProductListLocationRequest = { ...getDeviceContext(), ...input };
  return postData<ProductListLocationResponse>(productListLocationPath, body);
}
