import type { SessionState } from '../bus/types';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';

export const LOGGED_OUT_SESSION: SessionState = Object.freeze({
  isLoggedIn: false,
  userName: '',
  userType: '',
  userData: '',
  dashboardUrl: '',
});

/**
 * The session as browser storage describes it, so a reload shows the same top bar.
 * §4: "isLoggedin 0 or an empty user name shows Login and Register", hence a
 * session only counts as logged in with both isLoggedin '1' and a user name; when
 * it does not count, no half-state (a type without a name) leaks out.
 */
export function readSessionFromStorage(): SessionState {
  const userName = storage.get(storageKeys.userName) ?? '';
  if (storage.get(storageKeys.isLoggedin) !== '1' || userName === '') return LOGGED_OUT_SESSION;
  return {
    isLoggedIn: true,
    userName,
    userType: storage.get(storageKeys.userType) ?? '',
    userData: storage.get(storageKeys.userData) ?? '',
    dashboardUrl: storage.get(storageKeys.dataurl) ?? '',
  };
}
