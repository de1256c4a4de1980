import { addWishListPath } from '@gbx/contract/paths';
import { postData, sessionFields } from '../request';
import type { AddToListRequest, AddToListResponse, SessionFields } from '../wire-types';

export type AddWishListInput = Omit<AddToListRequest, keyof SessionFields>;

/** Adds to the wishlist; status '0' carries the msg to show (§4). userdata and the device and location fields are added. */
export function postAddWishList(input: AddWishListInput): Promise<AddToListResponse> {
  const body: AddToListRequest = { ...sessionFields(), ...input };
  return postData<AddToListResponse>(addWishListPath, body);
}
