/** The module `loadRemote` resolves to when a remote could not be loaded. */
export const REMOTE_UNAVAILABLE = '__gbxRemoteUnavailable';

export interface UnavailableRemoteModule {
  [REMOTE_UNAVAILABLE]: true;
  remoteId: string;
  reason: string;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}
