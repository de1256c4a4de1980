import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemoteRoutesModule } from '@gbx/shared';
import { isUnavailableRemote, type UnavailableRemoteModule } from './unavailable-remote';
import { applyRemoteOverrides, OVERRIDES_STORAGE_KEY, parseRemotesJson, type RemoteUrls } from './remote-urls';

let registered: RemoteUrls | null = null;

function readStoredOverrides(): string | null {
  try {
    return localStorage.getItem(OVERRIDES_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberOverrides(value: object) {
  try {
    if (Object.keys(value).length === 0) localStorage.removeItem(OVERRIDES_STORAGE_KEY);
    else localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage unavailable: the override still applies to this page view
  }
}

/** Registers the remotes the deployment lists in remotes.json (plus dev overrides). */
export function registerDeployedRemotes(remotesJson: unknown): RemoteUrls {
  let urls = parseRemotesJson(remotesJson);
  if (__GBX_ALLOW_REMOTE_OVERRIDES__) {
    const { urls: overridden, remembered } = applyRemoteOverrides(urls, window.location.search, readStoredOverrides());
    rememberOverrides(remembered);
    for (const name of REMOTE_NAMES) {
      if (overridden[name] !== urls[name]) console.info(`[gbx] ${name} loaded from override ${overridden[name]}`);
    }
    urls = overridden;
  }
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: urls[name] })));
  registered = urls;
  return urls;
}

/**
 * The server's render of a page (host/src/server): each remote's server entry
 * in place of its manifest. Again with other entries when the deployment
 * names other remotes (force: the runtime forgets the ones it loaded).
 */
export function registerServerEntries(entries: RemoteUrls): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: entries[name] })), { force: registered !== null });
  registered = entries;
}

/** The manifest address the page registered for `remote`, once remotes.json has been read. */
export function manifestUrlOf(remote: RemoteName): string | undefined {
  return registered?.[remote];
}

/** Loads a remote's route module; resolves to the fallback module when it cannot. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule | UnavailableRemoteModule> {
  if (!registered) return { __gbxRemoteUnavailable: true, remoteId: remote, reason: 'remotes.json could not be loaded' };
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || isUnavailableRemote(module)) {
    return module && isUnavailableRemote(module) ? module : { __gbxRemoteUnavailable: true, remoteId: remote, reason: 'empty module' };
  }
  return module;
}

/** Makes the runtime forget a failed remote so the next load fetches it afresh. */
export function forgetRemote(remote: RemoteName) {
  if (!registered) return;
  registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}
