import { REMOTE_NAMES, type RemoteName } from '@gbx/shared';

export type RemoteUrls = Record<RemoteName, string>;

/** localStorage key that keeps a developer's remote overrides across navigation. */
export const OVERRIDES_STORAGE_KEY = 'gbx:remoteOverrides';
/** Query parameter prefix: `?remote.mf_product=http://localhost:3002/mf-manifest.json`. */
export const OVERRIDE_PARAM_PREFIX = 'remote.';

/** Checks the deployed remotes.json: every remote named, every URL absolute http(s). */
export function parseRemotesJson(value: unknown): RemoteUrls {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json must be an object');
  const record = value as Record<string, unknown>;
  const result = {} as RemoteUrls;
  for (const name of REMOTE_NAMES) {
    const url = record[name];
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`remotes.json: ${name} needs an http(s) manifest URL`);
    result[name] = url;
  }
  return result;
}

/**
 * Applies a developer's overrides on top of the deployed URLs, so a team can
 * point a deployed (non-production) host at the remote running on its laptop.
 * Query parameters win and are remembered; an empty value forgets an override.
 */
export function applyRemoteOverrides(deployed: RemoteUrls, search: string, stored: string | null): { urls: RemoteUrls; remembered: Partial<RemoteUrls> } {
  let remembered: Partial<RemoteUrls> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object') remembered = parsed as Partial<RemoteUrls>;
  } catch {
    remembered = {};
  }
  const params = new URLSearchParams(search);
  for (const name of REMOTE_NAMES) {
    const key = `${OVERRIDE_PARAM_PREFIX}${name}`;
    if (!params.has(key)) continue;
    const value = params.get(key) ?? '';
    if (value === '') delete remembered[name];
    else if (/^https?:\/\//.test(value)) remembered[name] = value;
  }
  const urls = { ...deployed };
  for (const name of REMOTE_NAMES) {
    const override = remembered[name];
    if (typeof override === 'string' && /^https?:\/\//.test(override)) urls[name] = override;
  }
  return { urls, remembered };
}
