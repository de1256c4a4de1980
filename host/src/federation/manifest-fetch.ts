/**
 * How the host fetches the remotes' manifests (mf-manifest.json): early, from
 * the entry, and when an area is loaded (remote-registry.ts).
 * Nothing here imports a shared library: the entry (src/app/index.ts) runs it
 * before the shared scope exists.
 */
export const MANIFEST_TIMEOUT_MS = 3000;
export const MANIFEST_ATTEMPTS = 2;
const RETRY_DELAY_MS = 300;
/** An early answer older than this is not used: the deployment may have changed since. */
const EARLY_ANSWER_FRESH_MS = 60_000;

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

/** A hung server is noticed in seconds rather than after the browser's own minute-long timeout. */
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

const early = new Map<string, { answer: Promise<Response>; startedAt: number; failed: boolean }>();
/** Copies of the early answers, for the page's preloads (earlyManifest); the registry reads the originals. */
const earlyCopies = new Map<string, Promise<Response>>();

/**
 * Starts fetching the manifest of every remote that remotes.json names, as soon
 * as it is read: the page would ask for its one only after the
 * shell's chunks have run, a round trip (and a new connection) later on a
 * phone's network. All four are small; the others serve the visitor's next area.
 */
export function fetchManifestsEarly(remotesJson: unknown): void {
  if (typeof remotesJson !== 'object' || remotesJson === null) return;
  for (const url of Object.values(remotesJson)) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url) || early.has(url)) continue;
    const entry = { answer: fetchWithRetry(url), startedAt: Date.now(), failed: false };
    // Whoever uses the answer handles its failure; a settled failure is not reused.
    entry.answer.catch(() => {
      entry.failed = true;
    });
    early.set(url, entry);
    // A copy, taken as the answer arrives (this callback runs before the
    // registry's, which reads the answer itself); read only for the page's remote.
    const copy = entry.answer.then((response) => response.clone());
    copy.catch(() => undefined);
    earlyCopies.set(url, copy);
  }
}

/** The manifest at `url` as the entry fetched it early (page-files-preload.ts, once per page), or undefined when it did not. */
export function earlyManifest(url: string): Promise<unknown> | undefined {
  return earlyCopies.get(url)?.then((copy) => copy.json() as Promise<unknown>);
}

/**
 * The manifest fetch of an area's load: the early answer, once, while it is fresh and
 * has not failed (one still under way is awaited: it has its own tries left);
 * otherwise a new fetch, so a remote that is back up is found again.
 */
export function fetchManifest(url: string, init?: RequestInit): Promise<Response> {
  const started = early.get(url);
  early.delete(url);
  if (started && !started.failed && Date.now() - started.startedAt < EARLY_ANSWER_FRESH_MS) return started.answer;
  return fetchWithRetry(url, init);
}
