/**
 * Reading a remote's mf-manifest.json: where its files live, its entry, and
 * the files a first visit to one of its pages needs. A manifest is data from
 * the remote's deployment; nothing here trusts its shape.
 */

/** The parts of a manifest read here (routePages: tooling/webpack/route-pages-plugin.cjs). */
interface ManifestParts {
  metaData?: { publicPath?: unknown; globalName?: unknown; remoteEntry?: { name?: unknown; path?: unknown; type?: unknown } };
  exposes?: unknown;
  routePages?: Record<string, { js?: unknown; shared?: Record<string, unknown> } | undefined>;
}

/** A remote's entry as the federation runtime registers it. */
export interface RemoteEntry {
  url: string;
  globalName: string;
  type: string;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const partsOf = (manifest: unknown): ManifestParts | null => (typeof manifest === 'object' && manifest !== null ? (manifest as ManifestParts) : null);

/** Where the remote's browser files live: the manifest's publicPath, or beside the manifest ('auto'). */
export function filesBaseOf(manifest: unknown, manifestUrl: string): URL {
  const publicPath = partsOf(manifest)?.metaData?.publicPath;
  return new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
}

/**
 * The remote's entry (remoteEntry.js) that the manifest names, or null when it
 * names none or one that is not a web address. The host reads the manifest
 * itself and registers the entry, so the page carries no snapshot plugin
 * (experiments.optimization.disableSnapshot in tooling/webpack/create-app-config.cjs).
 */
export function remoteEntryOf(manifest: unknown, manifestUrl: string): RemoteEntry | null {
  const meta = partsOf(manifest)?.metaData;
  const name = text(meta?.remoteEntry?.name);
  const globalName = text(meta?.globalName);
  if (!name || !globalName) return null;
  const folder = text(meta?.remoteEntry?.path);
  const url = new URL(folder ? `${folder.replace(/\/?$/, '/')}${name}` : name, filesBaseOf(manifest, manifestUrl));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { url: url.href, globalName, type: text(meta?.remoteEntry?.type) ?? 'global' };
}

/**
 * The addresses of the scripts a first visit to `routeId` needs from the remote
 * whose manifest is `manifest` (fetched from `manifestUrl`): the routes module
 * its entry loads first, its page's chunks, and the remote's copy of each
 * shared module the page consumes that nobody on the page provides yet
 * (`isProvided`: the shell's libraries are, the catalogue is not). Only
 * addresses on the remote's own origin: a manifest is data, never a way to
 * make the page load another site's scripts.
 */
export function pageFilesOf(manifest: unknown, manifestUrl: string, routeId: string, isProvided: (shareKey: string) => boolean): string[] {
  const parts = partsOf(manifest);
  const page = parts?.routePages?.[routeId];
  if (!parts || !page) return [];
  const base = filesBaseOf(manifest, manifestUrl);
  const shared = typeof page.shared === 'object' && page.shared !== null ? Object.entries(page.shared) : [];
  const sharedFiles = shared.filter(([key]) => !isProvided(key)).flatMap(([, files]) => strings(files));
  const origin = new URL(manifestUrl).origin;
  return [...routesModuleFiles(parts), ...strings(page.js), ...sharedFiles]
    .map((file) => new URL(file, base))
    .filter((url) => url.origin === origin)
    .map((url) => url.href);
}

/** The files of the remote's exposed `routes` module (RemoteRoutesModule), which its entry loads before any page. */
function routesModuleFiles(parts: ManifestParts): string[] {
  if (!Array.isArray(parts.exposes)) return [];
  const routes: unknown = parts.exposes.find((expose: unknown) => (expose as { name?: unknown } | null)?.name === 'routes');
  return strings((routes as { assets?: { js?: { sync?: unknown } } } | undefined)?.assets?.js?.sync);
}
