import { addShopingCartPath } from '@gbx/contract/paths';
import { postOnce, sessionFields } from '../request';
import type { AddToListRequest, AddToListResponse, SessionFields } from '../wire-types';

export type AddShopingCartInput = Omit<AddToListRequest, keyof SessionFields>;

/** Adds to the shopping cart; status '0' carries the msg to show (§4). userdata and the device and location fields are added. */
export function postAddShopingCart(input: AddShopingCartInput): Promise<AddToListResponse> {
  const body: AddToListRequest = { ...sessionFields(), ...input };
  return postOnce<AddToListResponse>(addShopingCartPath, body);
}
