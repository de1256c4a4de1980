import { getQueryClient } from '@gbx/shared';
import { getNotifyMeList, getSavedSearchList, type NotifyMeListResponse, type SavedSearch, type SavedSearchListResponse } from '@gbx/shared/action-calls';

/*
 * The two lists of the buyer dashboard (issue 41): the buyer's saved searches
 * and back-in-stock alerts. One query each, asked by the dashboard's sections
 * and by its route's loader (app/routes.ts), so the page arrives with them.
 * Never kept stale: a new product or an alert mailed elsewhere changes them.
 */

export const savedSearchListQuery = () => ({ queryKey: ['saved-search-list'] as const, queryFn: getSavedSearchList, staleTime: 0 });
export const notifyMeListQuery = () => ({ queryKey: ['notify-me-list'] as const, queryFn: getNotifyMeList, staleTime: 0 });

/** Puts the saved search as the API answered it (renamed, or marked seen) in the cached list. */
export function replaceSavedSearch(saved: SavedSearch): void {
  getQueryClient().setQueryData<SavedSearchListResponse>(savedSearchListQuery().queryKey, (list) =>
    list ? { ...list, savedSearches: list.savedSearches.map((each) => (each.id === saved.id ? saved : each)) } : list,
  );
}

/** Takes a deleted saved search out of the cached list. */
export function dropSavedSearch(id: SavedSearch['id']): void {
  getQueryClient().setQueryData<SavedSearchListResponse>(savedSearchListQuery().queryKey, (list) =>
    list ? { ...list, savedSearches: list.savedSearches.filter((each) => each.id !== id) } : list,
  );
}

/** Takes an alert the buyer stopped out of the cached list. */
export function dropNotifyMe(gbxproductid: string): void {
  getQueryClient().setQueryData<NotifyMeListResponse>(notifyMeListQuery().queryKey, (list) =>
    list ? { ...list, subscriptions: list.subscriptions.filter((each) => each.GBXProductID !== gbxproductid) } : list,
  );
}
