import { getInstance } from '@module-federation/enhanced/runtime';
import { preload, type RouteId } from '@gbx/shared';
import { earlyManifest } from './manifest-fetch';
import { pageFilesOf } from './remote-manifest';

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
