import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest } from './manifest-fetch';
import { REMOTE_UNAVAILABLE, type UnavailableRemoteModule } from './unavailable-remote';

/**
 * Federation runtime plugin that keeps a slow or dead remote from blanking the
 * page (ARCHITECTURE.md, "Federation rules"):
 *  - manifest fetches time out and are retried (manifest-fetch.ts), so a hung
 *    server is noticed in seconds rather than after the browser's own timeout;
 *  - when a remote still cannot be loaded, `loadRemote` resolves to a fallback
 *    module instead of throwing, and the host renders its "unavailable" panel.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gbx-resilience-plugin',
    fetch(url, init) {
      return fetchManifest(url, init);
    },
    errorLoadRemote(args) {
      // 'afterResolve' asks for a replacement manifest: give none, so the
      // runtime forgets the failed fetch and a later retry fetches again.
      if (args.lifecycle !== 'onLoad' && args.lifecycle !== 'beforeRequest') return undefined;
      const fallback: UnavailableRemoteModule = {
        [REMOTE_UNAVAILABLE]: true,
        remoteId: args.id,
        reason: args.error instanceof Error ? args.error.message : String(args.error),
      };
      console.warn(`[gbx] remote ${args.id} is unavailable; showing its fallback`, args.error);
      return fallback;
    },
  };
}
