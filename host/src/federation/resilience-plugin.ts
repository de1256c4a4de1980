import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type UnavailableRemoteModule } from './unavailable-remote';

/**
 * Federation runtime plugin that keeps a slow or dead remote from blanking the
 * page (ARCHITECTURE.md, "Federation rules"): when a remote's entry or module
 * cannot be loaded, `loadRemote` resolves to a fallback module instead of
 * throwing, and the host renders its "unavailable" panel. The manifests are
 * the host's to read, with timeouts and retries (remote-registry.ts,
 * manifest-fetch.ts).
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gbx-resilience-plugin',
    errorLoadRemote(args) {
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
