import { vendorStorePath } from '@gbx/contract/paths';
import { postData, sessionFields } from '../request';
import type { SessionFields, VendorStoreRequest, VendorStoreResponse } from '../wire-types';

export type VendorStoreInput = Omit<VendorStoreRequest, keyof SessionFields>;

/** A vendor's store (/vendor-store/{vendor}); userdata and the device context are added. */
export function postVendorStore(input: VendorStoreInput): Promise<VendorStoreResponse> {
  const body: VendorStoreRequest = { ...sessionFields(), ...input };
  return postData<VendorStoreResponse>(vendorStorePath, body);
}
