import type { ApiConfig } from '@gbx/shared';
import { fetchManifestsEarly } from '../federation/manifest-fetch';

/**
 * remotes.json and config.json are written next to index.html at deploy time,
 * so one build of the host serves every environment. They are fetched with
 * no-store: a deploy that changes them must take effect on the next reload.
 */
async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

let remotesJson: Promise<unknown> | undefined;
let apiConfig: Promise<ApiConfig> | undefined;

/**
 * Starts reading both files (once): the entry calls it before it loads the
 * shell's chunks, so the files arrive while those download instead of after
 * them (one round trip less before the page's area can start loading).
 */
export function startLoadingRuntimeFiles(): void {
  if (!remotesJson) {
    remotesJson = fetchJson('/remotes.json');
    // The manifests it names start downloading at once (manifest-fetch.ts). A failure is
    // handled by whoever awaits the file (bootstrap), not an unhandled rejection meanwhile.
    remotesJson.then(fetchManifestsEarly, () => undefined);
  }
  apiConfig ??= readApiConfig();
}

export function loadRemotesJson(): Promise<unknown> {
  startLoadingRuntimeFiles();
  return remotesJson as Promise<unknown>;
}

export function loadApiConfig(): Promise<ApiConfig> {
  startLoadingRuntimeFiles();
  return apiConfig as Promise<ApiConfig>;
}

async function readApiConfig(): Promise<ApiConfig> {
  const fallback: ApiConfig = { apiBaseUrl: `${location.protocol}//${location.hostname}:4000`, backendBaseUrl: `${location.protocol}//${location.hostname}:4000` };
  try {
    const value = (await fetchJson('/config.json')) as Partial<ApiConfig>;
    return {
      apiBaseUrl: typeof value.apiBaseUrl === 'string' ? value.apiBaseUrl : fallback.apiBaseUrl,
      backendBaseUrl: typeof value.backendBaseUrl === 'string' ? value.backendBaseUrl : fallback.backendBaseUrl,
    };
  } catch (error) {
    console.warn('[gbx] config.json could not be read; using the default API address', error);
    return fallback;
  }
}
