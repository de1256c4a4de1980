// An entry of its own (@gbx/shared/save-login), outside the federated singleton:
// only the login page saves a login, so no other first visit carries it. The
// bus and storage it writes are the singleton's, reached by the package's name.
import { bus, isSuccess, storage, storageKeys, type LoginResponse, type LoginUserRecord, type SessionState } from '@gbx/shared';

export interface SaveLoginOptions {
  /**
   * The email typed on the login form: the display name of last resort, because
   * §4 hides the user menu when the stored user name is empty.
   */
  email?: string;
}

function fullName(record: LoginUserRecord): string {
  return [record.FirstName, record.LastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
}

/**
 * The display name, first non-empty of: the response's `username` (our extension),
 * the record's `name`, its FirstName + LastName, its `email`, then the email typed
 * on the form.
 */
function resolveUserName(response: LoginResponse, options: SaveLoginOptions): string {
  const record = typeof response.userdata === 'object' && response.userdata !== null ? response.userdata : null;
  const candidates = [response.username, record?.name, record ? fullName(record) : '', record?.email, options.email];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return '';
}

/**
 * What to store as `userData` and send back as `userdata`: the string itself when
 * the server sent an opaque string, the record's own `userdata` string when it has
 * one, else the record as JSON.
 */
function resolveUserData(userdata: LoginResponse['userdata']): string {
  if (typeof userdata === 'string') return userdata;
  if (typeof userdata?.userdata === 'string') return userdata.userdata;
  return JSON.stringify(userdata ?? '');
}

/**
 * Stores the session of a successful login (§3, §4) and tells every area.
 *
 * Stores: auth = {"user_id": id}, isLoggedin = 1, userType = usertype,
 * userName (see resolveUserName), userData (see resolveUserData) and
 * dataurl = msg (the dashboard address). Then sets `bus.session` and emits
 * `auth:login`, so the host's top bar changes without a reload.
 *
 * Returns the new session, or null (and stores nothing) when the response is not a
 * success: callers can pass any login response without checking the status first.
 */
export function saveLogin(response: LoginResponse, options: SaveLoginOptions = {}): SessionState | null {
  if (!isSuccess(response.status)) return null;

  const session: SessionState = {
    isLoggedIn: true,
    userName: resolveUserName(response, options),
    userType: String(response.usertype ?? ''),
    userData: resolveUserData(response.userdata),
    dashboardUrl: response.msg ?? '',
  };

  storage.setJson(storageKeys.auth, { user_id: response.id });
  storage.set(storageKeys.isLoggedin, 1);
  storage.set(storageKeys.userType, session.userType);
  storage.set(storageKeys.userName, session.userName);
  storage.set(storageKeys.userData, session.userData);
  storage.set(storageKeys.dataurl, session.dashboardUrl);

  bus.setSession(session);
  bus.emit({ type: 'auth:login', userName: session.userName, userType: session.userType });
  return session;
}
