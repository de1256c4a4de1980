// The host's server render of a page (host/src/server, built to
// dist/server/main.cjs), for the server that serves the host's files
// (scripts/lib/static-server.mjs): given a request for a page, the document
// with the page rendered in it, or null to serve index.html as before (the
// browser renders the page). Whatever goes wrong here, the visitor gets
// index.html: server rendering makes a page show sooner, it never decides
// whether it shows.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';

const require = createRequire(import.meta.url);

/** Past these, the page is served to render in the browser (render-page.tsx). */
const LIMITS = { renderMs: 2000, dataMs: 1500 };
/** The whole render, calls and the wait for a turn included. */
const TOTAL_MS = 3000;

/**
 * How many pages one process renders at once (GBX_RENDERS_AT_ONCE, default 8);
 * the next wait for a turn. Each render keeps its data, markup and document
 * alive until it is sent, and with 25 in flight per process they outgrew the
 * young generation: bench:render, 50 in flight, 10 s each, one run each:
 * 171 pages/s unlimited, 197-223 with 2 to 8 at once, the same at 10 in
 * flight. Not lower than 8: a render holds its turn while its API calls
 * travel, which on a network slower than localhost is most of its time.
 */
export function rendersAtOnce(value) {
  if (value === undefined || value === '') return 8;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 1000) throw new Error(`GBX_RENDERS_AT_ONCE must be from 1 to 1000, got "${value}"`);
  return count;
}

/** A JSON file of the host's, read again when it changes (a deploy rewrites remotes.json and config.json). */
function jsonFile(path) {
  let cached = { mtimeMs: -1, value: null };
  return () => {
    const { mtimeMs } = statSync(path);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, value: JSON.parse(readFileSync(path, 'utf8')) };
    return cached.value;
  };
}

/**
 * GBX_SERVER_ORIGINS: where this server reaches the remotes and the API when
 * remotes.json and config.json name them as only browsers reach them (a
 * container's published port): 'browser origin=server origin' pairs, comma
 * separated, e.g. 'http://localhost:3001=http://mf-browse:8080'.
 */
export function parseServerOrigins(value = '') {
  const origins = {};
  for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [browser, server] = pair.split('=').map((part) => part.trim());
    try {
      origins[new URL(browser).origin] = new URL(server).origin;
    } catch {
      throw new Error(`GBX_SERVER_ORIGINS: '${pair}' is not 'browser origin=server origin'`);
    }
  }
  return origins;
}

/**
 * @param {{ root: () => string, env?: NodeJS.ProcessEnv, log?: (message: string) => void }} options
 *   root: the host's build folder (dist/, or a deploy copy of it);
 *   env: GBX_SERVER_ORIGINS (parseServerOrigins); GBX_RENDERS_AT_ONCE
 *   (rendersAtOnce); GBX_SERVER_RENDER=0 turns rendering off (every page is
 *   index.html, rendered by the browser).
 * @returns {((request: import('node:http').IncomingMessage) => Promise<{ document: string, nonce: string, status: number } | null>) | null}
 *   null when this build has no server render (a build without dist/server).
 */
export function createPageRenderer({ root, env = process.env, log = (message) => console.warn(message) }) {
  if (env.GBX_SERVER_RENDER === '0') return null;
  const folder = root();
  const bundlePath = join(folder, 'server', 'main.cjs');
  const templatePath = join(folder, 'server', 'document.html');
  if (!existsSync(bundlePath) || !existsSync(templatePath)) return null;

  // DOMPurify sanitizes the vendor HTML of a page on this DOM (@gbx/shared/safe-html).
  globalThis.__GBX_SANITIZER_WINDOW__ ??= new JSDOM('').window;
  // ... and remembers what it cleaned: a description shown on many pages is
  // sanitized once (about 2.5 % of a worker's time under load, measured).
  globalThis.__GBX_SANITIZED__ ??= new LRUCache({ maxSize: 4 * 1024 * 1024, sizeCalculation: (clean, html) => html.length + clean.length + 1 });
  const origins = parseServerOrigins(env.GBX_SERVER_ORIGINS);
  // The bundle's exports arrive once its federation runtime has started
  // (asyncStartup). A bundle that cannot start leaves every page to the browser.
  const bundle = Promise.resolve()
    .then(() => require(bundlePath))
    .then((exports) => {
      exports.setServerOrigins(origins);
      return exports;
    });
  let started = true;
  bundle.catch((error) => {
    started = false;
    log(`[gbx] pages are rendered in the browser: the server render did not start: ${error?.stack ?? error}`);
  });
  const template = readFileSync(templatePath, 'utf8');
  const remotesJson = jsonFile(join(folder, 'remotes.json'));
  const configJson = jsonFile(join(folder, 'config.json'));

  // A page whose render asked for data its route's loader does not declare
  // still renders (those parts load in the browser), once said per route.
  const unloadedNoted = new Set();
  const noteUnloaded = ({ routeId, unloaded }) => {
    const key = `${routeId}: ${[...new Set(unloaded)].sort().join(', ')}`;
    if (unloaded.length === 0 || unloadedNoted.has(key) || unloadedNoted.size > 1000) return;
    unloadedNoted.add(key);
    log(`[gbx] the ${routeId} page rendered without ${key.slice(routeId.length + 2)}: its route's loader does not ask for them (they load in the browser)`);
  };

  const rendering = pLimit(rendersAtOnce(env.GBX_RENDERS_AT_ONCE));
  return async function renderDocument(request) {
    // Only a page's own request. The render cookie says what the visitor's
    // storage holds once they agreed; without it, the page is the consent page.
    if (!String(request.headers.accept ?? '').includes('text/html') || !started) return null;
    const since = Date.now();
    try {
      const { renderPage } = await bundle;
      const config = configJson();
      const api = { apiBaseUrl: config.apiBaseUrl, backendBaseUrl: config.backendBaseUrl };
      const nonce = randomBytes(16).toString('base64url');
      let timer;
      let abandoned = false;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve({ rendered: false, reason: `over ${TOTAL_MS} ms`, expected: false }), TOTAL_MS);
      });
      const outcome = await Promise.race([
        rendering(() =>
          // A page whose time ran out while it waited has been served as index.html: nobody would get its render.
          abandoned ? { rendered: false, reason: 'waited too long', expected: false } : renderPage({ url: request.url ?? '/', cookie: request.headers.cookie, remotesJson: remotesJson(), api, template, nonce }, LIMITS),
        ),
        timeout,
      ]).finally(() => {
        abandoned = true;
        clearTimeout(timer);
      });
      if (outcome.rendered) {
        noteUnloaded(outcome);
        return { document: outcome.document, nonce, status: outcome.status };
      }
      if (!outcome.expected) log(`[gbx] ${request.url} rendered in the browser: ${outcome.reason}`);
      return null;
    } catch (error) {
      log(`[gbx] ${request.url} rendered in the browser: the server's render failed after ${Date.now() - since} ms: ${error?.stack ?? error}`);
      return null;
    }
  };
}
