import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type UnavailableRemoteModule } from './unavailable-remote';

/**
 * Federation runtime plugin that keeps a slow or dead remote from blanking the
 * page (ARCHITECTURE.md, "Federation rules"):
 *  - manifest fetches time out and are retried, so a hung server is noticed in
 *    seconds rather than after the browser's own minute-long timeout;
 *  - when a remote still cannot be loaded, `loadRemote` resolves to a fallback
 *    module instead of throwing, and the host renders its "unavailable" panel.
 */
export const MANIFEST_TIMEOUT_MS = 3000;
export const MANIFEST_ATTEMPTS = 2;
const RETRY_DELAY_MS = 300;

async function fetchWithTimeout(url: string, init: RequestInit | undefined, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchWithRetry(url: string, init?: RequestInit, attempts = MANIFEST_ATTEMPTS, timeoutMs = MANIFEST_TIMEOUT_MS) {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await fetchWithTimeout(url, init, timeoutMs);
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
  throw lastError;
}

export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gbx-resilience-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, init);
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
