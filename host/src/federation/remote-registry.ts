import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemoteRoutesModule } from '@gbx/shared';
import { isUnavailableRemote, type UnavailableRemoteModule } from './unavailable-remote';
import { applyRemoteOverrides, OVERRIDES_STORAGE_KEY, parseRemotesJson, type RemoteUrls } from './remote-urls';
import { fetchManifest } from './manifest-fetch';
import { remoteEntryOf } from './remote-manifest';

/** The addresses the page registered: manifests in a browser (remotes.json), entries on the server. */
let registered: RemoteUrls | null = null;
let namesManifests = false;
/** Each remote's entry, registered with the runtime once its manifest has been read (browser). */
const browserEntries = new Map<RemoteName, Promise<void>>();

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

/**
 * Takes the remotes the deployment lists in remotes.json (plus dev overrides).
 * Each is registered with the runtime when its area is first loaded, from its
 * manifest (registerEntryOf).
 */
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
  registered = urls;
  namesManifests = true;
  browserEntries.clear();
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
  namesManifests = false;
}

/**
 * Reads `remote`'s manifest (the answer the entry fetched early, or a new
 * fetch with retries: manifest-fetch.ts) and registers the entry it names,
 * once; a failure is forgotten, so the next load reads the manifest again.
 */
function registerEntryOf(remote: RemoteName, manifestUrl: string): Promise<void> {
  let registering = browserEntries.get(remote);
  if (!registering) {
    registering = fetchManifest(manifestUrl)
      .then((response) => response.json() as Promise<unknown>)
      .then((manifest) => {
        const entry = remoteEntryOf(manifest, manifestUrl);
        if (!entry) throw new Error(`${manifestUrl} names no remote entry`);
        // force: after a Try again, the runtime forgets what the failed entry left.
        registerRemotes([{ name: remote, entry: entry.url, entryGlobalName: entry.globalName, type: entry.type }], { force: true });
      });
    registering.catch(() => browserEntries.delete(remote));
    browserEntries.set(remote, registering);
  }
  return registering;
}

/** The manifest address the page registered for `remote`, once remotes.json has been read. */
export function manifestUrlOf(remote: RemoteName): string | undefined {
  return registered?.[remote];
}

/** Loads a remote's route module; resolves to the fallback module when it cannot. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule | UnavailableRemoteModule> {
  if (!registered) return { __gbxRemoteUnavailable: true, remoteId: remote, reason: 'remotes.json could not be loaded' };
  if (namesManifests) {
    try {
      await registerEntryOf(remote, registered[remote]);
    } catch (error) {
      console.warn(`[gbx] remote ${remote} is unavailable; showing its fallback`, error);
      return { __gbxRemoteUnavailable: true, remoteId: remote, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || isUnavailableRemote(module)) {
    return module && isUnavailableRemote(module) ? module : { __gbxRemoteUnavailable: true, remoteId: remote, reason: 'empty module' };
  }
  return module;
}

/** Makes the runtime forget a failed remote so the next load fetches it afresh. */
export function forgetRemote(remote: RemoteName) {
  if (!registered) return;
  if (namesManifests) browserEntries.delete(remote);
  else registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}
