import {
  pathWith,
  savedSearchDeletePath,
  savedSearchListPath,
  savedSearchRenamePath,
  savedSearchSavePath,
  savedSearchSeenPath,
} from '@gbx/contract/paths';
import type * as contract from '@gbx/contract/schemas';
import type { Static } from '@gbx/contract/schemas';
import { apiClient, getData, postData, sessionFields } from '@gbx/shared';
import type { SessionFields } from '../wire-types';

/*
 * The session buyer's saved searches (issue 41; api/src/features/saved-searches):
 * a name and the address of a search or listing page, with how many products
 * matching it were posted since the buyer last opened it. Identity is the
 * session cookie: 401 without a session (the host then goes to /login), 403 for
 * another user type, 404 for an id that is not the buyer's. No Idempotency-Key:
 * each call is idempotent by itself (the same address saved again answers the
 * saved one, created false).
 */

/** A saved search as the API answers it: id, name, address, createdAt, lastSeenAt, newCount, newCountCapped. */
export type SavedSearch = Static<typeof contract.SavedSearch>;
export type SavedSearchListResponse = Static<typeof contract.SavedSearchListReply>;
export type SavedSearchSaveRequest = Static<typeof contract.SavedSearchSaveRequest> & SessionFields;
export type SavedSearchSaveResponse = Static<typeof contract.SavedSearchSaveReply>;
export type SavedSearchRenameRequest = Static<typeof contract.SavedSearchRenameRequest>;
/** The answer of a rename and of a mark seen: the saved search as it is now. */
export type SavedSearchResponse = Static<typeof contract.SavedSearchReply>;
export type SavedSearchDeleteResponse = Static<typeof contract.SavedSearchDeleteReply>;

export type SavedSearchSaveInput = Omit<SavedSearchSaveRequest, keyof SessionFields>;

/** A saved search's id, as its `id` came (a number) or as a path segment. */
export type SavedSearchId = SavedSearch['id'] | string;

const savedSearchAt = (pattern: string, id: SavedSearchId) => pathWith(pattern, { id: String(id) });

/** The session buyer's saved searches, newest first, with their new results and how many a buyer may keep. */
export function getSavedSearchList(): Promise<SavedSearchListResponse> {
  return getData<SavedSearchListResponse>(savedSearchListPath);
}

/**
 * Saves a search: a name and the page's address (path and query, e.g.
 * /advance-search?keyword=tractor). The device coordinates travel too: the API
 * takes them as the center of an advanced search's radius when no place is
 * typed. 400 names a wrong name or address, 409 means the buyer keeps the most
 * already.
 */
export function postSavedSearchSave(input: SavedSearchSaveInput): Promise<SavedSearchSaveResponse> {
  const body: SavedSearchSaveRequest = { ...sessionFields(), ...input };
  return postData<SavedSearchSaveResponse>(savedSearchSavePath, body);
}

/** Renames a saved search; 400 for a wrong name. */
export async function patchSavedSearchRename(id: SavedSearchId, name: string): Promise<SavedSearchResponse> {
  const body: SavedSearchRenameRequest = { name };
  const response = await apiClient().patch<SavedSearchResponse>(savedSearchAt(savedSearchRenamePath, id), body);
  return response.data;
}

/** Deletes a saved search. */
export async function deleteSavedSearch(id: SavedSearchId): Promise<SavedSearchDeleteResponse> {
  const response = await apiClient().delete<SavedSearchDeleteResponse>(savedSearchAt(savedSearchDeletePath, id));
  return response.data;
}

/** Marks a saved search seen (the buyer opened it): its new results are counted from now. No body. */
export function postSavedSearchSeen(id: SavedSearchId): Promise<SavedSearchResponse> {
  return postData<SavedSearchResponse>(savedSearchAt(savedSearchSeenPath, id), undefined);
}
