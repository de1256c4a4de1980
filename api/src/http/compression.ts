import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { App } from './app-types.js';

/** Whether the routes being registered right now answer uncompressed (withoutCompression). */
const secretScopes = new WeakMap<App, { active: boolean }>();

/**
 * Answers of 1 kB and more travel compressed, in brotli or gzip as the browser
 * accepts: the country list is 11.5 kB of JSON and about a quarter of that in
 * brotli, and on a phone's network every kB of a first visit's data delays the
 * page. Fast levels (brotli 4, gzip 6): the answers are made per request, so a
 * slower level would cost the server more than it saves the visitor.
 *
 * Requests are not decompressed: the API's bodies are small forms and filters,
 * and a compressed one is refused as before rather than inflated.
 */
export async function registerCompression(app: App): Promise<void> {
  const scope = { active: false };
  secretScopes.set(app, scope);
  // Before the plugin: its own onRoute hook reads the options this one sets.
  app.addHook('onRoute', (route) => {
    route.decompress = false;
    if (scope.active) route.compress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    // Every answer of the API is JSON made in one piece, well under this: it is
    // compressed in one call and sent with its length, never through a stream,
    // which a visitor who leaves mid-answer would break (Fastify then logs a
    // failed request for what is an ordinary aborted download).
    syncThreshold: 4 * 1024 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * The routes `register` adds answer uncompressed: theirs carry secrets (the
 * visitor's API token, the session, a mail's link) next to text a visitor
 * sent, and a compressed answer's size can give such a secret away to whoever
 * can make a browser send requests and watch the sizes (BREACH).
 */
export function withoutCompression<T>(app: App, register: () => T): T {
  const scope = secretScopes.get(app);
  if (!scope) return register();
  scope.active = true;
  try {
    return register();
  } finally {
    scope.active = false;
  }
}
