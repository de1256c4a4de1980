import { wishListCountPath } from '@gbx/contract/paths';
import { storage } from '../../storage/storage';
import { storageKeys } from '../../storage/storage-keys';
import { postData } from '../request';
import type { UserDataField, WishListCountResponse } from '../wire-types';

/**
 * The wishlist count. §7: only called when userdata is non-empty, so without a
 * stored userData this resolves to a count of 0 without asking the server.
 */
export async function postWishListCount(): Promise<WishListCountResponse> {
  const userdata = storage.get(storageKeys.userData) ?? '';
  if (userdata === '') return { wishListCount: 0 };
  const body: UserDataField = { userdata };
  return postData<WishListCountResponse>(wishListCountPath, body);
}
