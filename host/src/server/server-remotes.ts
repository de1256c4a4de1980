import { REMOTE_NAMES, type RemoteName } from '@gbx/shared';
import { evictRemote } from '../federation/remote-page-cache';
import { registerServerEntries } from '../federation/remote-registry';
import { parseRemotesJson, type RemoteUrls } from '../federation/remote-urls';
import { filesBaseOf } from '../federation/remote-manifest';
import { serverAddress } from './server-addresses';

declare global {
  // Read by each remote's server build (tooling/webpack/server-public-path-plugin.cjs).
  var __GBX_SSR_PUBLIC_PATHS__: Record<string, string> | undefined;
}

const MANIFEST_TIMEOUT_MS = 2000;

/** A remote's server entry, beside its manifest: …/mf-manifest.json → …/server/remoteEntry.js (tooling/webpack/server-config.cjs). */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

/** Where a remote's browser build lives: its manifest's publicPath, or beside the manifest ('auto'). */
export function webRootOf(manifestUrl: string, manifest: unknown): string {
  return filesBaseOf(manifest, manifestUrl).href;
}

let registered: RemoteUrls | null = null;
/** The manifest text of the build loaded for each remote. */
const loadedBuilds = new Map<RemoteName, string>();

/** Registers the deployment's remotes (remotes.json) with their server entries, again when it names others. */
function registerDeployment(manifests: RemoteUrls): void {
  if (registered && REMOTE_NAMES.every((name) => registered?.[name] === manifests[name])) return;
  const entries = Object.fromEntries(REMOTE_NAMES.map((name) => [name, serverEntryOf(manifests[name])])) as RemoteUrls;
  registerServerEntries(entries);
  // A deployment that names other remotes: forget what the last one loaded.
  // The first has nothing to forget (and forgetting re-registers each remote,
  // which the federation runtime logs as an override).
  if (registered) for (const name of REMOTE_NAMES) evictRemote(name);
  loadedBuilds.clear();
  registered = manifests;
}

/**
 * How long a manifest read is taken as the remote's build. A browser reads it
 * afresh (no-cache); the server, rendering dozens of pages a second, reads it
 * at most once a second per remote: a deploy reaches the server's renders
 * within that second, and the manifest's request and parse do not cost every
 * page (in a bench:render profile the remotes' server spent about 0.7 ms of
 * CPU per rendered page answering them, beside the host's own fetch and parse).
 */
const MANIFEST_FRESH_MS = 1000;

/** The manifests read, and the ones on their way (renders that start meanwhile share them). Deployment data, never a visitor's. */
const manifestReads = new Map<string, { at: number; read: Promise<{ text: string; manifest: unknown }> }>();

export function manifestOf(remote: RemoteName, manifestUrl: string): Promise<{ text: string; manifest: unknown }> {
  const known = manifestReads.get(manifestUrl);
  if (known && Date.now() - known.at < MANIFEST_FRESH_MS) return known.read;
  const read = fetch(serverAddress(manifestUrl), { cache: 'no-store', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${remote}: HTTP ${response.status} for ${manifestUrl}`);
      const text = await response.text();
      return { text, manifest: JSON.parse(text) as unknown };
    })
    .catch((error: unknown) => {
      // A failed read is not kept: the next render asks again.
      if (manifestReads.get(manifestUrl)?.read === read) manifestReads.delete(manifestUrl);
      throw error;
    });
  // Counted from when it was asked for, so a slow answer is not taken as fresher than it is.
  manifestReads.set(manifestUrl, { at: Date.now(), read });
  return read;
}

/**
 * Readies `remote` for a render and returns its manifest (the page's files are
 * named in it). The manifest is read again once the last read is a second old
 * (manifestOf): when its build changed since the server last loaded it, the
 * old build is forgotten and the new one is loaded, so the page the server
 * renders is the build the browser then hydrates it with.
 */
export async function prepareRemote(remotesJson: unknown, remote: RemoteName): Promise<{ manifest: unknown; manifestUrl: string }> {
  const manifests = parseRemotesJson(remotesJson);
  registerDeployment(manifests);
  const manifestUrl = manifests[remote];
  const { text, manifest } = await manifestOf(remote, manifestUrl);
  const previous = loadedBuilds.get(remote);
  if (previous !== text) {
    if (previous !== undefined) evictRemote(remote);
    globalThis.__GBX_SSR_PUBLIC_PATHS__ = { ...globalThis.__GBX_SSR_PUBLIC_PATHS__, [remote]: webRootOf(manifestUrl, manifest) };
    loadedBuilds.set(remote, text);
  }
  return { manifest, manifestUrl };
}
