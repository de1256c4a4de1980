import { getInstance } from '@module-federation/enhanced/runtime';
import { preload, type RouteId } from '@gbx/shared';
import { earlyManifest } from './manifest-fetch';

/** The parts of a remote's mf-manifest.json read here (routePages: tooling/webpack/route-pages-plugin.cjs). */
interface ManifestParts {
  metaData?: { publicPath?: unknown };
  routePages?: Record<string, { js?: unknown; shared?: Record<string, unknown> } | undefined>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The addresses of the scripts a first visit to `routeId` needs from the remote
 * whose manifest is `manifest` (fetched from `manifestUrl`): its page's chunks,
 * and the remote's copy of each shared module the page consumes that nobody on
 * the page provides yet (`isProvided`: the shell's libraries are, the
 * catalogue is not). Only addresses on the remote's own origin: a manifest is
 * data, never a way to make the page load another site's scripts.
 */
export function pageFilesOf(manifest: unknown, manifestUrl: string, routeId: string, isProvided: (shareKey: string) => boolean): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const parts = manifest as ManifestParts;
  const page = parts.routePages?.[routeId];
  if (!page) return [];
  const publicPath = parts.metaData?.publicPath;
  // 'auto': the files sit beside the manifest.
  const base = new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const shared = typeof page.shared === 'object' && page.shared !== null ? Object.entries(page.shared) : [];
  const sharedFiles = shared.filter(([key]) => !isProvided(key)).flatMap(([, files]) => strings(files));
  const origin = new URL(manifestUrl).origin;
  return [...strings(page.js), ...sharedFiles].map((file) => new URL(file, base)).filter((url) => url.origin === origin).map((url) => url.href);
}

/**
 * Starts downloading the scripts of `routeId`'s page beside its remote's entry,
 * instead of after the entry and the routes module that name them: on a phone's
 * first visit, one round trip and a slow start less before the page shows.
 * Uses the manifest the entry fetched early; without it, nothing happens and
 * the page loads as before.
 */
export async function preloadPageFiles(manifestUrl: string, routeId: RouteId): Promise<void> {
  const manifest = await earlyManifest(manifestUrl);
  // The share scope holds what the page has registered so far: the shell's libraries.
  const scope = getInstance()?.shareScopeMap.default ?? {};
  for (const href of pageFilesOf(manifest, manifestUrl, routeId, (key) => key in scope)) preload(href, 'script');
}
